import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import pino from "pino";
import { buildApp, type App } from "../app.js";
import type { AppDeps } from "../app-deps.js";
import { loadConfig } from "../config.js";
import { createShippingProvider } from "../integrations/shiprocket/create-shipping-provider.js";
import { createPaymentProvider } from "../integrations/razorpay/create-payment-provider.js";
import { createSharedState } from "../integrations/redis/create-shared-state.js";
import { MemoryRateLimiter } from "../lib/rate-limiter.js";
import { LocalImageStore } from "../integrations/storage/local-image-store.js";
import { createMailer } from "../integrations/mail/create-mailer.js";
import { createSmsSender } from "../integrations/sms/create-sms-sender.js";
import { createWhatsAppSender } from "../integrations/whatsapp/create-whatsapp-sender.js";
import { freeDiskReader } from "../lib/free-disk.js";
import type { Database } from "../db/client.js";
import type { LogStream } from "../lib/log-options.js";
import { openTestDatabase } from "./test-database.js";

export type TestShop = {
  app: App;
  deps: AppDeps;
  /** A POST to the v1 API (`url` after /api/v1) as whoever the headers sign in: an object goes as JSON, a string as it is. */
  post: (url: string, headers: Record<string, string>, payload: object | string) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

const quietLog = { info: () => undefined, error: () => undefined };

/** A clock a test moves by hand, for the shop's rules that depend on time (expiry, reservations, lockouts). */
export function aTestClock(start: Date) {
  let current = start;
  return {
    now: () => current,
    later: (minutes: number) => {
      current = new Date(current.getTime() + minutes * 60_000);
    },
    set: (to: Date) => {
      current = to;
    },
  };
}

export type TestShopOptions = {
  now?: () => Date;
  logStream?: LogStream;
  /** A database opened and migrated by the caller (a benchmark outside the test runner); else a fresh test database. */
  database?: Database;
};

/**
 * The whole app on a fresh database and a temporary data folder, for app.inject tests.
 * `now` replaces the shop's clock, for rules that depend on time (expiry of codes and links).
 */
export async function startTestShop(env: Record<string, string> = {}, options: TestShopOptions = {}): Promise<TestShop> {
  const dataDir = await mkdtemp(join(tmpdir(), "pallu-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    WEB_DIST_DIR: join(dataDir, "no-web"),
    PUBLIC_URL: "http://shop.test",
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const shared = await createSharedState(config.redisUrl, config.redisKeyPrefix);
  const messageLog = options.logStream ? pino({ level: config.logLevel }, options.logStream) : quietLog;
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    imageStore: new LocalImageStore(join(dataDir, "images")),
    freeDiskBytes: freeDiskReader(dataDir),
    // In memory, limits follow the shop's clock, so a test that moves time moves their windows too.
    rateLimiter: !config.redisUrl && options.now ? new MemoryRateLimiter(() => options.now!().getTime()) : shared.rateLimiter,
    cacheBus: shared.cacheBus,
    payments: createPaymentProvider(config),
    shipping: createShippingProvider(config),
    now: options.now ?? (() => new Date()),
    mailer: createMailer(config, database.db, messageLog),
    sms: createSmsSender(config, database.db, messageLog),
    whatsapp: createWhatsAppSender(config, database.db, messageLog),
    logStream: options.logStream,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    post: (url, headers, payload) => app.inject({ method: "POST", url: `/api/v1${url}`, headers, payload }),
    close: async () => {
      await app.close();
      await deps.mailer.close();
      await database.close();
      await shared.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ShopBesideFake<F> = { fake: F; shop: TestShop; close: () => Promise<void> };

/** A test shop started beside a fake provider it talks to; `close` stops the shop, then the fake. */
export async function aShopBeside<F extends { close: () => Promise<void> }>(
  fake: F,
  env: Record<string, string>,
  options: TestShopOptions = {},
): Promise<ShopBesideFake<F>> {
  const shop = await startTestShop(env, options);
  return {
    fake,
    shop,
    close: async () => {
      await shop.close();
      await fake.close();
    },
  };
}
