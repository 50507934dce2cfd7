import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";

/** The server workspace: the folder every benchmark starts its processes in. */
export const serverDir = fileURLToPath(new URL("../..", import.meta.url));

/** Creates the benchmark database if missing; refuses any database whose name lacks "bench". */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name))
    throw new Error(`Refusing to benchmark on "${name}": use a dedicated database such as pallu_bench`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

type StartOptions = { nodeArgs?: string[]; stdio?: StdioOptions };

/**
 * Runs a TypeScript file of the server workspace in its own Node process. The `source` condition
 * has it read the domain package's sources, so a benchmark needs no build first.
 */
export function startNode(args: string[], extraEnv: Record<string, string>, options: StartOptions = {}): ChildProcess {
  const nodeArgs = ["--conditions=source", "--import", "tsx", ...(options.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: serverDir,
    env: { ...process.env, ...extraEnv },
    stdio: options.stdio ?? ["ignore", "ignore", "inherit"],
  });
  child.on("exit", (code) => {
    if (code && code !== 0 && !child.killed) console.error(`${args.join(" ")} exited with ${code}`);
  });
  return child;
}

/** The environment of the real server in production mode on a loopback port, without demo data. */
export function shopEnv(port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: "false",
    // The load comes from one address; a shop limits one address's anonymous reads far lower.
    ANONYMOUS_READS_PER_MINUTE: "100000000",
    // A few hundred shoppers place all the load's orders, each far more often than a shopper would.
    CHECKOUT_QUOTES_PER_MINUTE: "100000000",
    LOG_LEVEL: "warn",
    // The young generation the shop runs with in production (apps/server/package.json, Dockerfile);
    // flags in the caller's NODE_OPTIONS come after, so a comparison can set another.
    NODE_OPTIONS: ["--max-semi-space-size=32", process.env.NODE_OPTIONS].filter(Boolean).join(" "),
    ...extra,
  };
}

export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited early`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}
