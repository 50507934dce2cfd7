/**
 * npm run db:seed [-- --products N]
 *
 * Without arguments: the demo catalogue, when the shop is empty. With --products N: N generated
 * products for benchmarks, added to whatever is there.
 *
 * DATA_DIR and DATABASE_URL come from the environment through loadConfig. A relative DATA_DIR is
 * resolved against the repository root (npm runs this script inside apps/server), so the default
 * ./data is <repo>/data.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "../../config.js";
import { LocalImageStore } from "../../integrations/storage/local-image-store.js";
import { openDatabase } from "../client.js";
import { seedBulkCatalogue } from "./seed-bulk.js";
import { seedDemoCatalogue } from "./seed-demo.js";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../..");

function parseProductCount(args: string[]): number | undefined {
  const index = args.findIndex((arg) => arg === "--products" || arg.startsWith("--products="));
  if (index === -1) {
    if (args.length > 0) throw new UsageError(`Unknown argument: ${args[0]}`);
    return undefined;
  }
  const arg = args[index] as string;
  const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[index + 1];
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new UsageError("--products needs a whole number of products, such as --products 100000");
  return count;
}

class UsageError extends Error {}

async function main(): Promise<void> {
  const productCount = parseProductCount(process.argv.slice(2));
  process.chdir(REPO_ROOT);
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const store = new LocalImageStore(join(config.dataDir, "images"));
    const where = config.databaseUrl ? "the PostgreSQL database" : `the embedded database in ${config.dataDir}`;
    const started = Date.now();
    if (productCount === undefined) {
      console.log(`Seeding the demo catalogue into ${where}`);
      const { seeded } = await seedDemoCatalogue(database.db, store, {
        onProgress: (message) => console.log(`  ${message}`),
      });
      console.log(
        seeded
          ? `Done in ${((Date.now() - started) / 1000).toFixed(1)} s`
          : "The shop already has a catalogue; nothing to do.",
      );
    } else {
      console.log(`Loading ${productCount} generated products into ${where}`);
      await seedBulkCatalogue(database.db, store, productCount);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
    console.error("Usage: npm run db:seed [-- --products N]");
  } else {
    console.error(error);
  }
  process.exit(1);
});
