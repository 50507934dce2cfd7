/**
 * Dashboard benchmark: `npm run bench:dashboard`.
 * Fills a dedicated PostgreSQL database (DATABASE_URL, name containing "bench") with 1,000,000
 * orders over three years, rebuilds the monthly rollup, checks it equals a full recount to the
 * paisa, then starts the real server and measures POST /products/getGraphData with autocannon.
 * Options: BENCH_ORDERS (1000000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10).
 */
import autocannon from "autocannon";
import type pg from "pg";
import { fillOrders, openBenchPool, orderBenchSettings, startBenchShop } from "./order-bench.js";

const { databaseUrl, orderCount, seconds, connections } = orderBenchSettings("pallu_bench_dashboard");

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
  const pool = await openBenchPool(databaseUrl);
  await fillOrders(pool, orderCount);
  await checkRollup(pool);
  await pool.end();

  const { base, token, stop } = await startBenchShop();
  try {
    const result = await autocannon({
      url: `${base}/api/v1/products/getGraphData`,
      connections,
      duration: seconds,
      requests: [{ setupRequest: (request) => ({ ...request, method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: "{}" }) }],
    });
    const latency = result.latency;
    console.log(`getGraphData over ${orderCount.toLocaleString("en-IN")} orders, ${connections} connections, ${seconds} s:`);
    console.log(`  ${result.requests.average.toFixed(0)} req/s · p50 ${latency.p50} ms · p97.5 ${latency.p97_5} ms · p99 ${latency.p99} ms · non-2xx ${result.non2xx}`);
  } finally {
    stop();
  }
}

await main();
