import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { test } from "node:test";
import pg from "pg";
import { makeShoppers, makeProduct } from "./cluster-harness.mjs";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const SERVER = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function withDatabase(name, work) {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: SERVER });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

test("a backup restores into a scratch database with every row and the stock trigger intact", async () => {
  const suffix = randomBytes(4).toString("hex");
  const folder = await mkdtemp(join(tmpdir(), "pallu-backup-"));
  try {
    await withDatabase(`pallu_backup_${suffix}`, async (sourceUrl) => {
      const migrate = await run(process.execPath, ["-e", `
        const { openDatabase } = await import("./apps/server/dist/db/client.js");
        const database = await openDatabase({ kind: "postgres", url: process.env.URL });
        await database.migrate();
        await database.close();`, "--input-type=module"], { cwd: repoRoot, env: { ...process.env, URL: sourceUrl } });
      assert.doesNotMatch(migrate.stderr, /Error/);
      const source = new pg.Pool({ connectionString: sourceUrl });
      await makeShoppers(source, 3);
      const product = await makeProduct(source, { price: 1999, stock: 7 });
      await source.end();

      const file = join(folder, "shop.dump");
      await run("bash", ["scripts/db/backup.sh", file], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: sourceUrl } });
      await withDatabase(`pallu_restore_${suffix}`, async (scratchUrl) => {
        await run("bash", ["scripts/db/restore.sh", file], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: scratchUrl } });
        const scratch = new pg.Client({ connectionString: scratchUrl });
        await scratch.connect();
        const users = await scratch.query("SELECT count(*)::int AS n FROM users");
        assert.equal(users.rows[0].n, 3);
        await scratch.query("UPDATE buying_options SET stock = 0 WHERE id = $1", [product.sizeId]);
        const summary = await scratch.query("SELECT total_stock, out_of_stock_options FROM products WHERE id = $1", [product.productId]);
        assert.deepEqual(summary.rows[0], { total_stock: 0, out_of_stock_options: 1 });
        const migrations = await scratch.query("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
        assert.ok(migrations.rows[0].n >= 3);
        await scratch.end();
      });
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
