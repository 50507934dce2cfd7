import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { ADMIN, freePort } from "./cluster-harness.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until check() returns something truthy, or fails with the message after the deadline. */
export async function eventually(check, { seconds = 60, every = 250, message = "condition" } = {}) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${message} not reached within ${seconds} s`);
    await sleep(every);
  }
}

/** A JSON call to the shop's API; a refused or reset connection answers status 0 with the reason. */
export async function call(base, path, { method = "POST", token, body, timeoutMs = 30_000 } = {}) {
  let response;
  try {
    response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { status: 0, json: {}, text: "", error: error.cause?.code ?? error.name };
  }
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = {};
  }
  return { status: response.status, json, text, retryAfter: response.headers.get("retry-after") };
}

/**
 * A JSON call made from one loopback address (127.0.0.2, 127.0.0.3…), as a shopper at that address
 * reaches nginx; fetch cannot choose the address it connects from. `headers` may add a shopper's own
 * X-Forwarded-For.
 */
export function callFrom(localAddress, base, path, { method = "POST", body, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${base}/api/v1${path}`,
      {
        method,
        localAddress,
        agent: false,
        headers: { ...(payload === undefined ? {} : { "content-type": "application/json" }), ...headers },
        signal: AbortSignal.timeout(30_000),
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = {};
          }
          resolve({ status: response.statusCode, json, text });
        });
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}

/** The cart of one size of one product, as the storefront sends it. */
export const cartOf = (product, quantity = 1) =>
  JSON.stringify([{ productId: product.productId, sizeId: product.sizeId, quantity }]);

/** A fresh database on the shared PostgreSQL server, dropped again by drop(). */
export async function scratchDatabase(prefix) {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: POSTGRES });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * One shop instance as production runs it (the built server, its own process), which a test may
 * SIGKILL and start again on the same port and database.
 */
export async function startShop({ databaseUrl, dataDir, env = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const shop = { url, port, child: undefined, exited: undefined, starts: 0 };
  shop.start = async () => {
    const child = spawn(process.execPath, ["apps/server/dist/server.js"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        OTP_PEPPER: randomBytes(24).toString("hex"),
        LOG_LEVEL: "fatal",
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    shop.child = child;
    shop.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    shop.starts += 1;
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} while starting`);
        return (await call(url, "/health/ready", { method: "GET", timeoutMs: 2000 })).status === 200;
      },
      { seconds: 90, every: 200, message: "the shop answering ready" },
    );
  };
  shop.alive = () => shop.child !== undefined && shop.child.exitCode === null && shop.child.signalCode === null;
  shop.kill = async () => {
    shop.child.kill("SIGKILL");
    await shop.exited;
  };
  shop.stop = async () => {
    if (shop.alive()) {
      shop.child.kill("SIGTERM");
      await shop.exited;
    }
  };
  await shop.start();
  return shop;
}
