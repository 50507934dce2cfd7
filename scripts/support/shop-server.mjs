import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
// The first start seeds the demo catalogue, which takes a while on a busy machine.
const STARTUP_TIMEOUT_MS = 600_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * The built shop (`apps/server/dist`) on a free port with a fresh PGlite data folder and the demo
 * catalogue; resolves once it is ready. `env` adds to or overrides its settings.
 */
export async function startShopServer({ env = {} } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "pallu-shop-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--max-semi-space-size=32", "apps/server/dist/server.js"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const shop = {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    await shop.stop();
    throw error;
  }
  return shop;
}

/**
 * A first start draws the demo artwork in the background; a measurement of the pages waits for it,
 * since placeholders are lighter than the pictures shoppers see.
 */
export async function waitForDemoArtwork(baseUrl, timeoutMs = STARTUP_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [slides, listing] = await Promise.all([
      fetch(`${baseUrl}/api/v1/site/getSiteData`).then((response) => response.text()),
      fetch(`${baseUrl}/api/v1/products/getAllProduct?limit=60`).then((response) => response.json()),
    ]);
    const drawn = !slides.includes("data:image/svg+xml") && listing.products.every((product) => product.images.length > 0);
    if (drawn) return;
    if (Date.now() > deadline) throw new Error(`the demo artwork was not drawn within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function waitUntilReady(baseUrl, child) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the shop was not ready within ${STARTUP_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
