import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startShopServer } from "./support/shop-server.mjs";

/** Starts one shop for all journeys, runs them with node's test runner, and stops it. */
const here = fileURLToPath(new URL(".", import.meta.url));
const files = readdirSync(here)
  .filter((name) => name.endsWith(".e2e.mjs"))
  .map((name) => `${here}${name}`);

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
