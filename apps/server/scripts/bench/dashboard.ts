/**
 * Dashboard benchmark: `npm run bench:dashboard`.
 * Fills a dedicated PostgreSQL database (DATABASE_URL, name containing "bench") with 1,000,000
 * orders over three years, rebuilds the monthly rollup, checks it equals a full recount to the
 * paisa, then starts the real server and measures POST /products/getGraphData with autocannon.
 * Options: BENCH_ORDERS (1000000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10).
 */
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../../src/db/client.js";
import { ensurePostgresDatabase, freePort, shopEnv, startNode, waitFor } from "./bench-process.js";

const env = process.env;
const databaseUrl = env.DATABASE_URL;
const orderCount = Number(env.BENCH_ORDERS ?? 1_000_000);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 10);
const ADMIN = { email: "bench-admin@pallu.test", password: "bench-admin-password" };

if (!databaseUrl || !/bench/.test(new URL(databaseUrl).pathname)) {
  throw new Error("Set DATABASE_URL to a dedicated PostgreSQL database whose name contains 'bench', e.g. postgres://postgres@127.0.0.1:5432/pallu_bench_dashboard");
}

async function fillOrders(pool: pg.Pool) {
  const { rows } = await pool.query("SELECT count(*)::int AS n FROM orders");
  if (rows[0].n >= orderCount) return console.log(`reusing ${rows[0].n} orders`);
  const started = Date.now();
  await pool.query(`INSERT INTO users (fullname, email, password_hash, is_verified)
    SELECT 'Bench Buyer ' || g, 'bench-buyer-' || g || '@pallu.test', 'x', true FROM generate_series(1, 1000) g
    ON CONFLICT DO NOTHING`);
  const statuses = "ARRAY['pending','confirmed','shipped','delivered','delivered','delivered','cancelled','refunded']::order_status[]";
  for (let done = rows[0].n; done < orderCount; done += 100_000) {
    const batch = Math.min(100_000, orderCount - done);
    await pool.query(`INSERT INTO orders (public_order_id, user_id, status, payment_type, address, total_paise, created_at, updated_at)
      SELECT 'BENCH-' || (${done} + g), u.id, (${statuses})[1 + (g % 8)], CASE WHEN g % 3 = 0 THEN 'cod' ELSE 'prepaid' END::payment_type,
             '{"name":"Bench","addressLine1":"1 Road","addressLine2":null,"city":"Pune","state":"Maharashtra","pinCode":"411001","phoneNumber":"9000000000"}'::jsonb,
             50000 + (g * 7919) % 2500000, ts, ts
      FROM generate_series(1, ${batch}) g
      CROSS JOIN LATERAL (SELECT now() - make_interval(mins => (g * 1597) % (3 * 365 * 24 * 60)) AS ts) t
      JOIN LATERAL (SELECT id FROM users WHERE email = 'bench-buyer-' || (1 + g % 1000) || '@pallu.test') u ON true`);
    console.log(`  ${done + batch} orders`);
  }
  await pool.query("TRUNCATE sales_rollup");
  await pool.query(`INSERT INTO sales_rollup (month, status, order_count, total_paise)
    SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-01')::date, status, count(*), sum(total_paise)
    FROM orders WHERE order_type = 'order' GROUP BY 1, 2`);
  console.log(`filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function checkRollup(pool: pg.Pool) {
  const { rows } = await pool.query(`
    WITH recount AS (
      SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-01')::date AS month, status, count(*)::int AS order_count, sum(total_paise)::bigint AS total_paise
      FROM orders WHERE order_type = 'order' GROUP BY 1, 2)
    SELECT count(*)::int AS mismatches FROM recount r
    FULL JOIN (SELECT * FROM sales_rollup WHERE order_count <> 0) s ON s.month = r.month AND s.status = r.status
    WHERE r.order_count IS DISTINCT FROM s.order_count OR r.total_paise IS DISTINCT FROM s.total_paise`);
  console.log(`rollup vs full recount: ${rows[0].mismatches} mismatching (month, status) rows`);
  if (rows[0].mismatches !== 0) throw new Error("the rollup disagrees with the orders");
}

async function main() {
  await ensurePostgresDatabase(databaseUrl!);
  const database = await openDatabase({ kind: "postgres", url: databaseUrl! });
  await database.migrate();
  await database.close();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  await fillOrders(pool);
  await checkRollup(pool);
  await pool.end();

  const port = await freePort();
  const server = startNode(["src/server.ts"], shopEnv(port, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/health`, server);
  try {
    const signin = await fetch(`${base}/api/v1/user/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    const { token } = (await signin.json()) as { token: string };
    const result = await autocannon({
      url: `${base}/api/v1/products/getGraphData`,
      connections,
      duration: seconds,
      requests: [{ setupRequest: (request) => ({ ...request, method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: "{}" }) }],
    });
    const latency = result.latency as unknown as Record<string, number>;
    console.log(`getGraphData over ${orderCount.toLocaleString("en-IN")} orders, ${connections} connections, ${seconds} s:`);
    console.log(`  ${result.requests.average.toFixed(0)} req/s · p50 ${latency.p50} ms · p97.5 ${latency.p97_5} ms · p99 ${latency.p99} ms · non-2xx ${result.non2xx}`);
  } finally {
    server.kill("SIGTERM");
  }
}

await main();
