import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FIRST_SCREEN_ROUTES, routeChunkKey } from "@pallu/domain";

type ManifestChunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The JavaScript files the web build's pages load beyond its entry script, read from Vite's manifest. */
export type PageScripts = {
  /** For each first-screen route, the files its page needs: fetched alongside the entry, not after it runs. */
  routes: Map<string, string[]>;
  /** The shop that the small entry imports to start: an empty shell (checkout, account, admin) needs it at once. */
  shop: string[];
};

export function readPageScripts(webDistDir: string): PageScripts {
  const manifestFile = join(webDistDir, ".vite", "manifest.json");
  const scripts: PageScripts = { routes: new Map(), shop: [] };
  if (!existsSync(manifestFile)) return scripts;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const urls = (files: Set<string>) => [...files].map((file) => `/${file}`);
  for (const route of FIRST_SCREEN_ROUTES) {
    const key = routeChunkKey(manifest, route.module);
    if (key) scripts.routes.set(route.path, urls(importClosure(manifest, key)));
  }
  const entry = manifest["index.html"];
  const shopFiles = new Set<string>();
  for (const started of entry?.dynamicImports ?? []) importClosure(manifest, started, shopFiles);
  scripts.shop = urls(shopFiles);
  return scripts;
}

function importClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) importClosure(manifest, imported, files);
  return files;
}
