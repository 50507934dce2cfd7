/**
 * npm start: the shop on PORT (3000) from a fresh clone with nothing built. The web app is built
 * only when its sources changed since the last build; the server runs from its TypeScript sources
 * (and the domain package's), so there is no server build to wait for. Production runs the
 * compiled server instead: `npm run build && npm run serve`.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDist = join(root, "apps/web/dist");
const stampFile = join(webDist, ".sources-hash");
const WEB_INPUTS = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/build",
  "apps/web/package.json",
  "packages/domain/src",
  "packages/domain/package.json",
  "package-lock.json",
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** A digest of everything the web build reads: equal digests mean the last build still holds. */
function webSourcesHash() {
  const hash = createHash("sha256");
  for (const file of WEB_INPUTS.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed`))));
  });
}

const hash = webSourcesHash();
const built =
  existsSync(stampFile) && existsSync(join(root, "apps/web/dist-ssr/entry-server.js")) && readFileSync(stampFile, "utf8") === hash;
if (built) {
  console.log("Web app: up to date, not rebuilt");
} else {
  console.log("Web app: building (about half a minute the first time) …");
  await run("npm", ["run", "build", "-w", "@pallu/domain"]);
  await run("npm", ["run", "build", "-w", "@pallu/web"]);
  writeFileSync(stampFile, hash);
}

const server = spawn(
  process.execPath,
  ["--max-semi-space-size=32", "--conditions=source", "--import", "tsx", "apps/server/src/server.ts"],
  { cwd: root, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
