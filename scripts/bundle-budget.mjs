/**
 * The storefront's performance budget: first-load JavaScript (gzip) of /, /search and
 * /product/{id} — the entry chunk, the route's chunk and everything they import statically —
 * must stay within BUDGET_KB. Reads Vite's manifest of the last `npm run build`.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

// 130 KB of gzip, KB being 1,024 bytes.
const BUDGET_KB = 130;
const dist = fileURLToPath(new URL("../apps/web/dist/", import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, "utf8"));

const routes = {
  "/": ["index.html", "src/app/routes/home.tsx"],
  "/search": ["index.html", "src/app/routes/search.tsx"],
  "/product/{id}": ["index.html", "src/app/routes/product.tsx"],
};

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key} in the manifest`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length / 1024;

let over = 0;
for (const [route, keys] of Object.entries(routes)) {
  const files = [...closure(keys)].filter((file) => file.endsWith(".js"));
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const ok = total <= BUDGET_KB;
  if (!ok) over += 1;
  console.log(`${ok ? "ok  " : "OVER"} ${route.padEnd(14)} ${total.toFixed(1).padStart(6)} KB gzip first-load JS (budget ${BUDGET_KB} KB) — ${files.length} files`);
}
if (over) {
  console.error(`${over} route(s) over the ${BUDGET_KB} KB budget: load more of it lazily.`);
  process.exit(1);
}
