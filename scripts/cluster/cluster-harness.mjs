import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import S3rver from "s3rver";
import { freePort } from "../support/shop-server.mjs";

export { freePort };

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const ADMIN = { email: "admin@cluster.test", password: "cluster-admin-pass" };
const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379";
/** The address nginx connects to the instances from; shoppers in the suite use 127.0.0.2 and up. */
export const NGINX_ADDRESS = "127.0.0.1";
const { Redis } = createRequire(new URL("../../apps/server/package.json", import.meta.url))("ioredis");

/** Deletes every key a run wrote, so the next run starts from clean rate-limit windows. */
async function dropRedisKeys(prefix) {
  const redis = new Redis(REDIS);
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

async function waitFor(url, child, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Three shop instances on one PostgreSQL database, one Redis and one S3 server, behind nginx,
 * all on loopback. Everything it starts, it stops; the database it creates, it drops.
 */
export async function startCluster({ instances = 3 } = {}) {
  const work = await mkdtemp(join(tmpdir(), "pallu-cluster-"));
  const runId = randomBytes(5).toString("hex");
  const dbName = `pallu_cluster_${runId}`;
  const redisKeyPrefix = `pallu-cluster-${runId}:`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = new URL(POSTGRES);
  databaseUrl.pathname = `/${dbName}`;
  const db = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4 });

  const s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: join(work, "s3"),
    configureBuckets: [{ name: "cluster-images", configs: [] }],
  });
  const s3Address = await s3.run();
  const s3Url = `http://127.0.0.1:${s3Address.port}`;

  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: REDIS,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    S3_BUCKET: "cluster-images",
    S3_ENDPOINT: s3Url,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    SEED_DEMO: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OTP_PEPPER: randomBytes(24).toString("hex"),
    LOG_LEVEL: "error",
    // Reminders are swept every second, at any hour, so the suite need not wait for morning in India.
    RECOVERY_SWEEP_SECONDS: "1",
    REMINDER_QUIET_HOURS: "0-0",
    DATA_DIR: join(work, "data"),
    // nginx is named by its address, as docs/deployment.md asks; shoppers come from other loopback addresses.
    TRUST_PROXY: NGINX_ADDRESS,
  };
  const nodes = [];
  async function startNode(index, port) {
    const child = spawn(process.execPath, ["apps/server/dist/server.js"], {
      cwd: repoRoot,
      env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const node = {
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      child,
      exited: new Promise((resolve) => child.once("exit", resolve)),
    };
    nodes[index] = node;
    await waitFor(`${node.url}/api/v1/health`, child);
    return node;
  }
  for (let index = 0; index < instances; index += 1) await startNode(index, await freePort());

  const nginxPort = await freePort();
  const conf = join(work, "nginx.conf");
  await writeFile(
    conf,
    `worker_processes 1;
pid ${join(work, "nginx.pid")};
error_log ${join(work, "nginx-error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(work, "nginx-body")};
  proxy_temp_path ${join(work, "nginx-proxy")};
  fastcgi_temp_path ${join(work, "nginx-fastcgi")};
  uwsgi_temp_path ${join(work, "nginx-uwsgi")};
  scgi_temp_path ${join(work, "nginx-scgi")};
  upstream shop {
${nodes.map((node) => `    server 127.0.0.1:${node.port} max_fails=1 fail_timeout=10s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${nginxPort};
    client_max_body_size 20m;
    location / {
      proxy_pass http://shop;
      proxy_bind ${NGINX_ADDRESS};
      proxy_set_header Host $host;
      # As docs/nginx.conf: the shopper's address is appended to whatever X-Forwarded-For they sent,
      # and a request whose instance died is tried on another, never after a timeout.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error http_502 non_idempotent;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  );
  const nginx = spawn("nginx", ["-c", conf, "-p", work, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const nginxExited = new Promise((resolve) => nginx.once("exit", resolve));
  const balancerUrl = `http://127.0.0.1:${nginxPort}`;
  await waitFor(`${balancerUrl}/api/v1/health`, nginx);

  return {
    url: balancerUrl,
    nodes,
    db,
    s3Url,
    async kill(index) {
      nodes[index].child.kill("SIGKILL");
      await nodes[index].exited;
    },
    async stop() {
      nginx.kill("SIGTERM");
      await nginxExited;
      for (const node of nodes) {
        if (node.child.exitCode === null) node.child.kill("SIGTERM");
        await node.exited;
      }
      await db.end();
      await s3.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await cleanup.end();
      await dropRedisKeys(redisKeyPrefix);
      await rm(work, { recursive: true, force: true });
    },
  };
}

const sha256 = (text) => createHash("sha256").update(text).digest("hex");

/** Verified customers with an address and a session, made straight in the database (fast). */
export async function makeShoppers(db, count) {
  const shoppers = [];
  for (let i = 0; i < count; i += 1) {
    const token = randomBytes(32).toString("base64url");
    const email = `shopper-${randomBytes(6).toString("hex")}@cluster.test`;
    const { rows } = await db.query(
      `INSERT INTO users (fullname, email, password_hash, is_verified) VALUES ($1, $2, 'not-a-login', true) RETURNING id`,
      [`Shopper ${i}`, email],
    );
    const userId = rows[0].id;
    await db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
      userId,
      sha256(token),
    ]);
    const address = await db.query(
      `INSERT INTO addresses (user_id, name, address_line1, city, state, pin_code, phone_number)
       VALUES ($1, 'Kavya Rao', '4 MG Road', 'Bengaluru', 'Karnataka', '560001', '9876543210') RETURNING id`,
      [userId],
    );
    shoppers.push({ userId, email, token, addressId: address.rows[0].id });
  }
  return shoppers;
}

/** A saree with one size, made straight in the database; the trigger fills in its list columns. */
export async function makeProduct(db, { price, stock }) {
  const { rows } = await db.query(
    `INSERT INTO products (name, description, search_text, is_cod) VALUES ('Cluster Silk Saree', 'Woven for the cluster test.', 'cluster silk saree', true) RETURNING id`,
  );
  const productId = rows[0].id;
  const option = await db.query(
    `INSERT INTO buying_options (product_id, position, size, original_price_paise, discounted_price_paise, stock) VALUES ($1, 0, 'NA', $2, $2, $3) RETURNING id`,
    [productId, price * 100, stock],
  );
  return { productId, sizeId: option.rows[0].id };
}
