import pg from "pg";
import { openDatabase } from "../../src/db/client.js";
import { ensurePostgresDatabase, freePort, shopEnv, startNode, waitFor } from "./bench-process.js";

const env = process.env;

/** The order benches' settings: BENCH_ORDERS (1000000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10). */
export function orderBenchSettings(exampleDatabase: string) {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl || !/bench/.test(new URL(databaseUrl).pathname)) {
    throw new Error(`Set DATABASE_URL to a dedicated PostgreSQL database whose name contains 'bench', e.g. postgres://postgres@127.0.0.1:5432/${exampleDatabase}`);
  }
  return {
    databaseUrl,
    orderCount: Number(env.BENCH_ORDERS ?? 1_000_000),
    seconds: Number(env.BENCH_SECONDS ?? 10),
    connections: Number(env.BENCH_CONNECTIONS ?? 10),
  };
}

/** The bench database, migrated and reached by a small pool for filling and checking. */
export async function openBenchPool(databaseUrl: string): Promise<pg.Pool> {
  await ensurePostgresDatabase(databaseUrl);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl });
  await database.migrate();
  await database.close();
  return new pg.Pool({ connectionString: databaseUrl, max: 2 });
}

const ADMIN = { email: "bench-admin@pallu.test", password: "bench-admin-password" };

/** The real server on the bench database, with an admin signed in; `stop` ends it. */
export async function startBenchShop(): Promise<{ base: string; token: string; stop: () => void }> {
  const port = await freePort();
  const server = startNode(["src/server.ts"], shopEnv(port, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/health`, server);
  const signin = await fetch(`${base}/api/v1/user/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  const { token } = (await signin.json()) as { token: string };
  return { base, token, stop: () => server.kill("SIGTERM") };
}

/**
 * Fills a bench database with `orderCount` orders over three years from 1,000 shoppers (each with a
 * phone), with the statuses, payment types, amounts, delivery phones and AWB numbers a busy shop
 * has, and the monthly rollup the dashboard reads. A database that holds them already is reused.
 */
export async function fillOrders(pool: pg.Pool, orderCount: number) {
  const { rows } = await pool.query("SELECT count(*)::int AS n FROM orders");
  if (rows[0].n >= orderCount) return console.log(`reusing ${rows[0].n} orders`);
  const started = Date.now();
  await pool.query(`INSERT INTO users (fullname, email, phone, password_hash, is_verified)
    SELECT 'Bench Shopper ' || g, 'bench-shopper-' || g || '@pallu.test', '9' || lpad(g::text, 9, '0'), 'x', true FROM generate_series(1, 1000) g
    ON CONFLICT DO NOTHING`);
  const statuses = "ARRAY['pending','confirmed','shipped','delivered','delivered','delivered','cancelled','refunded']::order_status[]";
  for (let done = rows[0].n; done < orderCount; done += 100_000) {
    const batch = Math.min(100_000, orderCount - done);
    await pool.query(`INSERT INTO orders (public_order_id, user_id, status, payment_type, address, total_paise, awb_code, courier, created_at, updated_at)
      SELECT 'PL-' || to_char(ts AT TIME ZONE 'Asia/Kolkata', 'YYMMDD') || '-' || lpad(upper(to_hex(((${done} + g)::bigint * 2654435761) % 16777216)), 6, '0'), u.id, (${statuses})[1 + (g % 8)], CASE WHEN g % 3 = 0 THEN 'cod' ELSE 'prepaid' END::payment_type,
             jsonb_build_object('name', 'Bench', 'addressLine1', '1 Road', 'addressLine2', null, 'city', 'Pune', 'state', 'Maharashtra',
               'pinCode', '411001', 'phoneNumber', '8' || lpad(((${done} + g) % 200000)::text, 9, '0')),
             50000 + (g * 7919) % 2500000,
             CASE WHEN g % 8 IN (2, 3, 4, 5) THEN 'AWB' || (${done} + g) END, CASE WHEN g % 8 IN (2, 3, 4, 5) THEN 'Delhivery' END,
             ts, ts
      FROM generate_series(1, ${batch}) g
      CROSS JOIN LATERAL (SELECT now() - make_interval(mins => (g * 1597) % (3 * 365 * 24 * 60)) AS ts) t
      JOIN LATERAL (SELECT id FROM users WHERE email = 'bench-shopper-' || (1 + g % 1000) || '@pallu.test') u ON true`);
    console.log(`  ${done + batch} orders`);
  }
  await pool.query("TRUNCATE sales_rollup");
  await pool.query(`INSERT INTO sales_rollup (month, status, order_count, total_paise)
    SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-01')::date, status, count(*), sum(total_paise)
    FROM orders WHERE order_type = 'order' GROUP BY 1, 2`);
  console.log(`filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
