import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FIRST_SCREEN_ROUTES } from "@pallu/domain";

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * For each first-screen route, the JavaScript files its page needs beyond the entry script, read
 * from Vite's manifest: the browser can fetch them alongside the entry instead of after it runs.
 */
export function readRouteChunks(webDistDir: string): Map<string, string[]> {
  const manifestFile = join(webDistDir, ".vite", "manifest.json");
  const chunks = new Map<string, string[]>();
  if (!existsSync(manifestFile)) return chunks;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  for (const route of FIRST_SCREEN_ROUTES) {
    if (!manifest[route.module]) continue;
    chunks.set(route.path, [...importClosure(manifest, route.module)].map((file) => `/${file}`));
  }
  return chunks;
}

function importClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) importClosure(manifest, imported, files);
  return files;
}
