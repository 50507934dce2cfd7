import { execFile } from "node:child_process";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./cluster-harness.mjs";

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, so the test may
 * stop and start it without touching the shared one. PostgreSQL refuses to run as root, so as
 * root the folder goes to the postgres user and every command runs as that user.
 */
export async function startPrivatePostgres() {
  const folder = await mkdtemp(join(tmpdir(), "pallu-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    await chown(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const pgRun = (tool, args) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(BIN, tool), ...args]) : run(join(BIN, tool), args);
  const data = join(folder, "data");
  const port = await freePort();
  await pgRun("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const pgCtl = (...args) => pgRun("pg_ctl", ["-D", data, "-w", "-t", "60", ...args]);
  const start = () => pgCtl("-o", serverOptions, "-l", join(folder, "server.log"), "start");
  await start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Fast shutdown: open connections are terminated, as on a real restart or failover. */
    stop: () => pgCtl("-m", "fast", "stop"),
    start,
    async destroy() {
      await pgCtl("-m", "immediate", "stop").catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
