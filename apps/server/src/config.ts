import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import {
  DEMO_SELLER_GSTIN,
  gstinProblem,
  MAX_LINE_QUANTITY,
  ShopSettingsFieldsSchema,
  type HoldLimits,
  type QuietHours,
} from "@pallu/domain";
import { z } from "zod";
import type { S3Settings } from "./integrations/storage/s3-image-store.js";
import {
  checkMessagingEnv,
  MESSAGING_ENV,
  smsDltSettings,
  whatsAppSettings,
  type SmsDltSettings,
  type WhatsAppSettings,
} from "./messaging-config.js";
import { TrustProxySchema, type TrustedProxies } from "./trust-proxy-config.js";

export type { SmsDltSettings, WhatsAppSettings };

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ message: "must be a full URL such as https://pallu.example" }).optional(),
    CORS_ORIGINS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.url({
            protocol: /^https?$/,
            message: "must be http(s) URLs separated by commas, such as https://admin.pallu.example",
          }),
        ),
      )
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: "must start with postgres:// or postgresql://" })
      .optional(),
    ADMIN_EMAIL: z.email({ message: "must be an email address" }).optional(),
    ADMIN_PASSWORD: z.string().min(8, { message: "must be at least 8 characters" }).optional(),
    SEED_DEMO: booleanFlag.default(true),
    COD_LIMIT_RUPEES: z.coerce.number().int().min(0).default(50_000),
    MAX_OPEN_COD_ORDERS: z.coerce.number().int().min(1).default(3),
    RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(60).default(3),
    PAYMENT_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
    PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    RECOVERY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Hours in India between which no reminder leaves, as "21-9"; "0-0" for none. */
    REMINDER_QUIET_HOURS: z
      .string()
      .regex(/^([01]?\d|2[0-3])-([01]?\d|2[0-3])$/, { message: "use two hours of the day, as 21-9" })
      .default("21-9"),
    PAYMENT_MAX_UNITS_PER_LINE: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(10),
    PAYMENT_MAX_ORDER_RUPEES: z.coerce.number().int().min(1).default(300_000),
    SELLER_NAME: z.string().default("Pallu Handlooms"),
    SELLER_ADDRESS: z.string().default("12 Vishwanath Gali, Varanasi, Uttar Pradesh 221001"),
    SELLER_STATE: z.string().default("Uttar Pradesh"),
    SELLER_GSTIN: z
      .string()
      .regex(/^[0-9]{2}[A-Z0-9]{10}[0-9A-Z]{3}$/, { message: "must be a 15-character GSTIN" })
      .default(DEMO_SELLER_GSTIN),
    // A rate provider answering GET {url}/latest/INR with { rates: { USD: 0.0118, … } } (units per rupee).
    EXCHANGE_RATES_URL: z.url().optional(),
    SHIPROCKET_EMAIL: z.string().optional(),
    SHIPROCKET_PASSWORD: z.string().optional(),
    SHIPROCKET_BASE_URL: z.url().default("https://apiv2.shiprocket.in"),
    SHIPROCKET_PICKUP_LOCATION: z.string().default("Primary"),
    // On confirming an order: book it and take Shiprocket's AWB, book it only (the seller picks the courier), or leave it to the seller.
    SHIPROCKET_AUTO_BOOK: z.enum(["awb", "order", "off"], { message: "must be awb, order or off" }).default("awb"),
    SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default("ap-south-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    ASSET_BASE_URL: z.url().optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { message: "must start with redis:// or rediss://" })
      .optional(),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,40}$/, { message: "must be 1–40 letters, digits, '.', ':', '_' or '-'" })
      .default("pallu:"),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_BASE_URL: z.url().default("https://api.razorpay.com"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: TrustProxySchema,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { message: "must start with smtp:// or smtps://" })
      .optional(),
    MAIL_FROM: z.string().min(3).max(200).optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    SMS_API_URL: z.url({ message: "must be a full URL" }).default("https://www.fast2sms.com/dev/bulkV2"),
    ...MESSAGING_ENV,
    OTP_PEPPER: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    DEV_OUTBOX: booleanFlag.optional(),
    API_DOCS: booleanFlag.optional(),
    ANONYMOUS_READS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    CHECKOUT_QUOTES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    SIGNINS_PER_ADDRESS: z.coerce.number().int().min(10).max(100_000).default(50),
    MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(1024),
  })
  .superRefine(checkMessagingEnv)
  .refine((env) => !env.SMTP_URL || Boolean(env.MAIL_FROM), {
    message: "MAIL_FROM must be set with SMTP_URL (for example: Pallu <orders@pallu.example>)",
    path: ["MAIL_FROM"],
  })
  .refine((env) => Boolean(env.RAZORPAY_KEY_ID) === Boolean(env.RAZORPAY_KEY_SECRET), {
    message: "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together",
    path: ["RAZORPAY_KEY_SECRET"],
  })
  .refine(
    (env) =>
      env.NODE_ENV !== "production" ||
      new Set([env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET].map(Boolean)).size === 1,
    {
      message:
        "RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must all be set (online payment) or all be unset (cash on delivery only) in production",
      path: ["RAZORPAY_WEBHOOK_SECRET"],
    },
  )
  .refine((env) => env.NODE_ENV !== "production" || Boolean(env.PUBLIC_URL), {
    message:
      "must be set in production: the shop's address, used in mailed links and to mark cookies Secure (https://…)",
    path: ["PUBLIC_URL"],
  })
  .refine((env) => env.NODE_ENV !== "production" || !env.PUBLIC_URL || servesSafely(env.PUBLIC_URL), {
    message:
      "must be an https URL in production (plain http only for a loopback address such as http://127.0.0.1:3000)",
    path: ["PUBLIC_URL"],
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  })
  // The demo GSTIN is let through so a demo starts; production then refuses to print invoices with it.
  .superRefine((env, context) => {
    // The first-start seller must already be one the settings page could save.
    const seller = ShopSettingsFieldsSchema.pick({ legalName: true, address: true, state: true }).safeParse({
      legalName: env.SELLER_NAME,
      address: env.SELLER_ADDRESS,
      state: env.SELLER_STATE,
    });
    const names = { legalName: "SELLER_NAME", address: "SELLER_ADDRESS", state: "SELLER_STATE" } as const;
    for (const issue of seller.error?.issues ?? []) {
      context.addIssue({ code: "custom", path: [names[issue.path[0] as keyof typeof names]], message: issue.message });
    }
    if (env.SELLER_GSTIN === DEMO_SELLER_GSTIN) return;
    const problem = gstinProblem(env.SELLER_GSTIN, env.SELLER_STATE);
    if (problem) context.addIssue({ code: "custom", path: ["SELLER_GSTIN"], message: problem });
  });

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https, or http on this machine only: cookies and mailed links of a public shop need TLS. */
function servesSafely(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith("127.");
}

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  /** Origins besides the shop's own whose pages may call the API with the shopper's credentials. */
  corsOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  checkout: {
    codLimitPaise: number;
    maxOpenCodOrders: number;
    reservationMinutes: number;
    /** How often each instance settles payments whose browser never came back and releases lapsed reservations. */
    reconcileEverySeconds: number;
    returnWindowDays: number;
    /** What one customer's open online payment may hold (one open payment per customer). */
    holdLimits: HoldLimits;
  };
  /** How often each instance queues due checkout reminders and restock notices, and the hours in India when none leave. */
  recovery: { sweepSeconds: number; quietHours: QuietHours };
  seller: { name: string; address: string; state: string; gstin: string };
  /** Images in S3-compatible storage when a bucket is set; otherwise in DATA_DIR/images. */
  s3: S3Settings | undefined;
  /** Shared rate limits and cache invalidation across instances; in memory when unset. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Where the daily refresh of exchange rates reads them; unset, the seller keeps the rates by hand. */
  exchangeRatesUrl: string | undefined;
  /** Real Shiprocket when its credentials are set; otherwise the admin ships by hand. */
  shiprocket: { email: string; password: string; baseUrl: string; pickupLocation: string } | undefined;
  shiprocketWebhookToken: string | undefined;
  /** What the shop does with Shiprocket when an order is confirmed (SHIPROCKET_AUTO_BOOK). */
  shiprocketAutoBook: "awb" | "order" | "off";
  /** Real Razorpay when its keys are set; otherwise the shop's own test-mode gateway, or in production no online payment. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; baseUrl: string } | undefined;
  logLevel: string;
  webDistDir: string;
  /** Fastify's trustProxy: the proxies (addresses, ranges, or all) whose X-Forwarded-For names the client. */
  trustProxy: TrustedProxies;
  /** SMTP delivery of mail; without it mail goes to the dev outbox. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** An HTTPS SMS provider (Fast2SMS or MSG91 style) with the shop's DLT registration; without it SMS go to the dev outbox. */
  sms: { apiKey: string; apiUrl: string; dlt: SmsDltSettings } | undefined;
  /** Meta's WhatsApp Business Cloud API; without it WhatsApp messages go to the dev outbox. */
  whatsapp: WhatsAppSettings | undefined;
  /** Server secret mixed into OTP hashes; random per start when not set (set it when running several instances). */
  otpPepper: string;
  /** Whether the dev outbox pages are served while messages go to the outbox (never in production). */
  devOutbox: boolean;
  /** Whether /api/docs publishes the route table (default: not in production). */
  apiDocs: boolean;
  /**
   * Limits on what one client may do: catalogue reads without signing in and storefront pages the
   * server renders for it (those it has not kept; both per address and minute), uploading forms
   * with files (per customer and hour), checkout quotes and the checkouts priced like them (per
   * customer and minute), and the free space under DATA_DIR below which uploads are refused.
   */
  abuse: {
    anonymousReadsPerMinute: number;
    pageRendersPerMinute: number;
    uploadsPerHour: number;
    checkoutQuotesPerMinute: number;
    signinsPerAddress: number;
    minFreeDiskBytes: number;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment once; the only place in the server that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = ConfigSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    corsOrigins: (e.CORS_ORIGINS ?? []).map((url) => new URL(url).origin),
    // npm runs workspace scripts inside the workspace; a relative folder means the one npm was started in.
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    checkout: {
      codLimitPaise: e.COD_LIMIT_RUPEES * 100,
      maxOpenCodOrders: e.MAX_OPEN_COD_ORDERS,
      reservationMinutes: e.PAYMENT_RESERVATION_MINUTES,
      reconcileEverySeconds: e.PAYMENT_RECONCILE_SECONDS,
      returnWindowDays: e.RETURN_WINDOW_DAYS,
      holdLimits: { maxUnitsPerLine: e.PAYMENT_MAX_UNITS_PER_LINE, maxOrderPaise: e.PAYMENT_MAX_ORDER_RUPEES * 100 },
    },
    recovery: {
      sweepSeconds: e.RECOVERY_SWEEP_SECONDS,
      quietHours: {
        from: Number(e.REMINDER_QUIET_HOURS.split("-")[0]),
        to: Number(e.REMINDER_QUIET_HOURS.split("-")[1]),
      },
    },
    seller: {
      name: e.SELLER_NAME,
      address: e.SELLER_ADDRESS,
      state: e.SELLER_STATE,
      gstin: e.SELLER_GSTIN,
    },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicBaseUrl:
            e.ASSET_BASE_URL ??
            (e.S3_ENDPOINT
              ? `${e.S3_ENDPOINT.replace(/\/$/, "")}/${e.S3_BUCKET}`
              : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`),
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    exchangeRatesUrl: e.EXCHANGE_RATES_URL?.replace(/\/$/, ""),
    shiprocket:
      e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD
        ? {
            email: e.SHIPROCKET_EMAIL,
            password: e.SHIPROCKET_PASSWORD,
            baseUrl: e.SHIPROCKET_BASE_URL.replace(/\/$/, ""),
            pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
          }
        : undefined,
    shiprocketWebhookToken: e.SHIPROCKET_WEBHOOK_TOKEN,
    shiprocketAutoBook: e.SHIPROCKET_AUTO_BOOK,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? "",
            baseUrl: e.RAZORPAY_BASE_URL.replace(/\/$/, ""),
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL("../../web/dist", import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    sms: e.SMS_API_KEY ? { apiKey: e.SMS_API_KEY, apiUrl: e.SMS_API_URL, dlt: smsDltSettings(e) } : undefined,
    whatsapp: whatsAppSettings(e),
    otpPepper: e.OTP_PEPPER ?? randomBytes(32).toString("hex"),
    // Every code and link, an admin's reset link included: never served by a production shop.
    devOutbox: e.NODE_ENV !== "production" && (e.DEV_OUTBOX ?? true),
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== "production",
    abuse: {
      anonymousReadsPerMinute: e.ANONYMOUS_READS_PER_MINUTE,
      pageRendersPerMinute: e.PAGE_RENDERS_PER_MINUTE,
      uploadsPerHour: e.UPLOADS_PER_HOUR,
      checkoutQuotesPerMinute: e.CHECKOUT_QUOTES_PER_MINUTE,
      signinsPerAddress: e.SIGNINS_PER_ADDRESS,
      minFreeDiskBytes: e.MIN_FREE_DISK_MB * 1024 * 1024,
    },
  };
}
