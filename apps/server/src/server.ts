import pino from "pino";
import { buildApp } from "./app.js";
import { jobHandlers, jobMaintenance } from "./job-registration.js";
import { requeueInterruptedJobs } from "./modules/jobs/index.js";
import { startJobWorker } from "./modules/jobs/index.js";
import { scheduleReconciliation } from "./modules/checkout/index.js";
import { scheduleRecoverySweep } from "./modules/recovery/index.js";
import type { AppDeps } from "./app-deps.js";
import { ensureAdmin, seedIfEmpty } from "./bootstrap.js";
import { startupSummary } from "./startup-summary.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { openDatabase } from "./db/client.js";
import { createShippingProvider } from "./integrations/shiprocket/create-shipping-provider.js";
import { createPaymentProvider, paymentsNotice } from "./integrations/razorpay/create-payment-provider.js";
import { createSharedState } from "./integrations/redis/create-shared-state.js";
import { createImageStore } from "./integrations/storage/create-image-store.js";
import { freeDiskReader } from "./lib/free-disk.js";
import { readableLogStream } from "./lib/readable-log-stream.js";
import { scheduleImageSweep } from "./modules/images/index.js";
import { scheduleRateRefresh } from "./modules/selling-abroad/index.js";
import { createExchangeRateProvider } from "./integrations/exchange-rates/exchange-rate-provider.js";
import { scheduleAvifBackfill } from "./modules/images/index.js";
import { createMailer } from "./integrations/mail/create-mailer.js";
import { createSmsSender } from "./integrations/sms/create-sms-sender.js";
import { createWhatsAppSender } from "./integrations/whatsapp/create-whatsapp-sender.js";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: config.dataDir, inThread: true },
  );
  await database.withStartupLock(() => database.migrate());
  // Production logs stay JSON lines for the log collector; elsewhere a person reads them.
  const logStream = config.env === "production" ? undefined : await readableLogStream();
  const messageLog = pino({ level: config.logLevel, name: "messages" }, logStream);
  const shared = await createSharedState(config.redisUrl, config.redisKeyPrefix);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    imageStore: createImageStore(config),
    freeDiskBytes: freeDiskReader(config.dataDir),
    rateLimiter: shared.rateLimiter,
    cacheBus: shared.cacheBus,
    payments: createPaymentProvider(config),
    shipping: createShippingProvider(config),
    exchangeRates: createExchangeRateProvider(config),
    now: () => new Date(),
    mailer: createMailer(config, database.db, messageLog),
    sms: createSmsSender(config, database.db, messageLog),
    whatsapp: createWhatsAppSender(config, database.db, messageLog),
    logStream,
  };
  const app = await buildApp(deps);
  const { adminLogin, seeded } = await database.withStartupLock(async () => ({
    adminLogin: await ensureAdmin(deps, app.log),
    seeded: await seedIfEmpty(deps, app.log),
  }));
  if (deps.payments.mode === "off") app.log.warn(paymentsNotice(config));
  else app.log.info(paymentsNotice(config));
  const stopReconciling = scheduleReconciliation(deps, app.log);
  const stopRecoverySweep = scheduleRecoverySweep(deps, app.log);
  if (database.driver === "pglite") await requeueInterruptedJobs(database.db);
  await scheduleImageSweep(deps, new Date());
  await scheduleRateRefresh(deps, new Date());
  await scheduleAvifBackfill(deps);
  const stopJobs = startJobWorker(deps, jobHandlers, app.log, { maintenance: jobMaintenance });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: draining requests");
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
    stopReconciling();
    stopRecoverySweep();
    void stopJobs();
    try {
      await app.close();
      await deps.mailer.close();
      await database.close();
      await shared.close();
    } finally {
      clearTimeout(forceExit);
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Pallu is open at ${config.publicUrl} (database: ${database.driver})`);
  if (config.env !== "production")
    console.log(`\n${startupSummary(config, adminLogin, { drawingDemoArtwork: seeded })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
