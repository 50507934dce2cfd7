import { createHash } from "node:crypto";
import helmet from "@fastify/helmet";
import { EARLY_TAPS_SCRIPT } from "@pallu/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const RAZORPAY_CHECKOUT = "https://checkout.razorpay.com";
const RAZORPAY_API = "https://api.razorpay.com";
// The one inline script a page may run, by the hash of its exact text: the storefront's pages
// keep a tap made before their scripts arrive (storefront-pages/page-html.ts).
const EARLY_TAPS = `'sha256-${createHash("sha256").update(EARLY_TAPS_SCRIPT).digest("base64")}'`;

/**
 * Security headers with a CSP that allows our own origin plus what Razorpay's checkout needs, and
 * of inline scripts only the one that keeps early taps.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { assetOrigins: string[] }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", EARLY_TAPS, RAZORPAY_CHECKOUT],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...options.assetOrigins],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", RAZORPAY_API, "https://lumberjack.razorpay.com"],
        frameSrc: [RAZORPAY_API, RAZORPAY_CHECKOUT],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
});
