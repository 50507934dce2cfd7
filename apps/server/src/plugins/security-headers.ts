import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const RAZORPAY_CHECKOUT = "https://checkout.razorpay.com";
const RAZORPAY_API = "https://api.razorpay.com";

/** Security headers with a CSP that allows our own origin plus what Razorpay's checkout needs. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { assetOrigins: string[] }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", RAZORPAY_CHECKOUT],
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
