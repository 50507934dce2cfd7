/**
 * Order desk benchmark: `npm run bench:orders`.
 * Fills a dedicated PostgreSQL database (DATABASE_URL, name containing "bench") with 1,000,000
 * orders (see order-bench.ts), starts the real server and measures POST /order/getOrders, each
 * answer a page of 20 orders with the counts per status, for the searches and filters a seller
 * uses. Options: BENCH_ORDERS (1000000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10).
 */
import autocannon from "autocannon";
import { fillOrders, openBenchPool, orderBenchSettings, startBenchShop } from "./order-bench.js";

const { databaseUrl, orderCount, seconds, connections } = orderBenchSettings("pallu_bench_orders");

const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);

/** The desk's searches, with a real order's number (PL-yymmdd-xxxxxx, as the shop makes them) read from the filled table. */
const scenarios = (orderNumber: string): [string, object][] => [
  ["newest orders, all statuses", {}],
  ["status Pending", { status: "Pending" }],
  ["search by whole order number", { search: orderNumber }],
  ["search by a part of the order number", { search: orderNumber.slice(-6) }],
  ["search by the account's phone", { search: "+91 90000 00042" }],
  ["search by the delivery phone", { search: "80001 23456" }],
  ["search by AWB", { search: "awb654322" }],
  ["search by the customer's email", { search: "bench-shopper-42@pallu.test" }],
  ["search by a part of the name", { search: "Shopper 427" }],
  ["COD in the last 30 days", { paymentType: "COD", from: monthAgo, to: today }],
  ["by amount, highest first", { sortBy: "totalPrice", sortOrder: "desc" }],
];

async function main() {
  const pool = await openBenchPool(databaseUrl);
  await fillOrders(pool, orderCount);
  // A shop's autovacuum keeps the visibility map that index-only counts rely on; a freshly filled table has none yet.
  await pool.query("VACUUM ANALYZE orders");
  await pool.query("VACUUM ANALYZE users");
  const { rows } = await pool.query<{ number: string }>("SELECT public_order_id AS number FROM orders WHERE awb_code = 'AWB654322'");
  await pool.end();

  const { base, token, stop } = await startBenchShop();
  try {
    console.log(`| POST /order/getOrders over ${orderCount.toLocaleString("en-IN")} orders, ${connections} connections, ${seconds} s | req/s | p50 ms | p97.5 ms | p99 ms | found |`);
    console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (const [name, filters] of scenarios(rows[0]!.number)) {
      const body = JSON.stringify({ limit: 20, ...filters });
      const answer = await fetch(`${base}/api/v1/order/getOrders`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body,
      });
      const { pagination } = (await answer.json()) as { pagination: { totalCount: number } };
      const result = await autocannon({
        url: `${base}/api/v1/order/getOrders`,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              method: "POST",
              headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
              body,
            }),
          },
        ],
      });
      const latency = result.latency;
      const failures = result.non2xx + result.errors;
      console.log(
        `| ${name} | ${result.requests.average.toFixed(0)} | ${latency.p50} | ${latency.p97_5} | ${latency.p99} | ${pagination.totalCount.toLocaleString("en-IN")} |${failures ? ` ${failures} failures` : ""}`,
      );
    }
  } finally {
    stop();
  }
}

await main();
