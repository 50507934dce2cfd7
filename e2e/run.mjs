import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startShopServer } from "./support/shop-server.mjs";

/**
 * Starts one shop for the journeys, runs them with node's test runner, and stops it. Arguments
 * pick journeys by file name (`node e2e/run.mjs home` runs home.e2e.mjs); none runs them all.
 */
const here = fileURLToPath(new URL(".", import.meta.url));
const picked = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith(".e2e.mjs"))
  .filter((name) => picked.length === 0 || picked.some((pick) => name.startsWith(pick)))
  .map((name) => `${here}${name}`);
if (files.length === 0) throw new Error(`no journey matches ${picked.join(", ")}`);

const shop = await startShopServer();
let code = 1;
try {
  code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ["--test", "--test-concurrency=1", ...files], {
      env: { ...process.env, E2E_BASE_URL: shop.baseUrl },
      stdio: "inherit",
    });
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
} finally {
  await shop.stop();
}
process.exit(code);
