/**
 * The storefront's performance budget, checked by size-limit after `npm run build`: the first-load
 * JavaScript of /, /search and /product/{id} (the entry chunk, the shop it imports to start, the
 * route's chunk and everything they import statically, read from Vite's manifest), gzip level 9, at most 100 kB (100,000 bytes) each.
 */
import { existsSync, readFileSync } from "node:fs";
import { FIRST_SCREEN_ROUTES, routeChunkKey } from "@pallu/domain";

const DIST = "apps/web/dist";
const MANIFEST = `${DIST}/.vite/manifest.json`;
if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first`);
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));

function firstLoadFiles(keys, files = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key} in ${MANIFEST}`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    firstLoadFiles(chunk.imports ?? [], files);
  }
  return files;
}

// The entry starts the shop by importing it once the first screen is shown: that is first-load JS too.
const startsWith = manifest["index.html"].dynamicImports ?? [];

export default FIRST_SCREEN_ROUTES.map((route) => ({
  name: `first-load JS of ${route.path}`,
  path: [...firstLoadFiles(["index.html", ...startsWith, routeChunkKey(manifest, route.module) ?? route.module])].filter((file) => file.endsWith(".js")).map((file) => `${DIST}/${file}`),
  gzip: true,
  limit: "100 kB",
}));
