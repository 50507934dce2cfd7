import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import type { Mailer } from "./integrations/mail/mailer.js";
import type { SmsSender } from "./integrations/sms/sms-sender.js";
import type { WhatsAppSender } from "./integrations/whatsapp/whatsapp-sender.js";
import type { ImageStore } from "./integrations/storage/image-store.js";
import type { LogStream } from "./lib/log-options.js";
import type { RateLimiter } from "./lib/rate-limiter.js";
import type { CacheBus } from "./lib/response-cache.js";
import type { PaymentProvider } from "./integrations/razorpay/payment-provider.js";
import type { ShippingProvider } from "./integrations/shiprocket/shipping-provider.js";
import type { ExchangeRateProvider } from "./integrations/exchange-rates/exchange-rate-provider.js";

/** What every module may use; built once in server.ts (or by a test) and handed to buildApp. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  imageStore: ImageStore;
  rateLimiter: RateLimiter;
  cacheBus: CacheBus;
  payments: PaymentProvider;
  shipping: ShippingProvider;
  /** The daily refresh's rate provider, when EXCHANGE_RATES_URL is set. */
  exchangeRates?: ExchangeRateProvider | undefined;
  now: () => Date;
  /** Mail and SMS for every notice the shop sends (accounts now, orders later). */
  mailer: Mailer;
  sms: SmsSender;
  /** Template messages to customers who asked for WhatsApp updates. */
  whatsapp: WhatsAppSender;
  /** Bytes free for the shop under DATA_DIR (fs.statfs); replaceable so tests can play a full disk. */
  freeDiskBytes: () => Promise<number>;
  /** Where the request log goes; stdout when unset. */
  logStream?: LogStream;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
