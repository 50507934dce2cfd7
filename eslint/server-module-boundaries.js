/**
 * The server's module rules, checked on every relative import in apps/server/src:
 * - another module is reached only through its index.ts (its public face);
 * - a leaf never imports an orchestrator;
 * - modules import each other in one direction only: an import that would close a loop between
 *   modules (two importing each other, or a longer circle) is refused;
 * - no file imports another that (through any chain of imports) imports it back.
 * Route files (`*-routes.ts`) are the edge: only the app registers them, and they may compose any
 * module's public face. Tests may reach inside the module they test.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Modules that compose leaves; everything else under modules/ is a leaf. */
export const ORCHESTRATORS = ["checkout", "order-lifecycle"];

const IMPORT = /\b(?:import|export)\b[^;"']*["'](\.{1,2}\/[^"']+)["']/g;
const VALUE_IMPORT = /\b(?:import|export)\b(?! type\b)[^;"']*["'](\.{1,2}\/[^"']+)["']/g;

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);
const isEdge = (file) => /-routes\.ts$/.test(file);

/** The module a file belongs to and its path inside it, or null outside apps/server/src/modules. */
function placeOf(file, modulesRoot) {
  const relative = path.relative(modulesRoot, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [module, ...rest] = relative.split(path.sep);
  return { module, inner: rest.join("/") };
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith(".ts") && !isTest(full) && !isEdge(full) ? [full] : [];
  });
}

const fileGraphs = new Map();
/** Which files each server file imports at run time (type-only imports are erased, so they cannot loop). */
function fileGraph(sourceRoot) {
  if (fileGraphs.has(sourceRoot)) return fileGraphs.get(sourceRoot);
  const graph = new Map();
  const all = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return all(full);
      return full.endsWith(".ts") && !isTest(full) ? [full] : [];
    });
  for (const file of all(sourceRoot)) {
    const targets = new Set();
    for (const match of readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
      targets.add(path.resolve(path.dirname(file), match[1]).replace(/\.js$/, ".ts"));
    }
    graph.set(file, targets);
  }
  fileGraphs.set(sourceRoot, graph);
  return graph;
}

function reaches(graph, start, goal, seen = new Set()) {
  if (start === goal) return true;
  if (seen.has(start)) return false;
  seen.add(start);
  for (const next of graph.get(start) ?? []) if (reaches(graph, next, goal, seen)) return true;
  return false;
}

const graphs = new Map();
/** Which modules each module imports, read once per lint run from the sources themselves. */
function moduleGraph(modulesRoot) {
  if (graphs.has(modulesRoot)) return graphs.get(modulesRoot);
  const graph = new Map();
  for (const file of sourceFiles(modulesRoot)) {
    const from = placeOf(file, modulesRoot).module;
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const to = placeOf(path.resolve(path.dirname(file), match[1]), modulesRoot)?.module;
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  graphs.set(modulesRoot, graph);
  return graph;
}

/** The path of modules from `start` back to `goal`, if there is one. */
function pathBetween(graph, start, goal, seen = new Set()) {
  if (start === goal) return [goal];
  if (seen.has(start)) return null;
  seen.add(start);
  for (const next of graph.get(start) ?? []) {
    const rest = pathBetween(graph, next, goal, seen);
    if (rest) return [start, ...rest];
  }
  return null;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Server modules import each other only through index.ts, in one direction, leaves never importing orchestrators" },
    messages: {
      internals: "Import {{module}} through its index.ts, not its file {{inner}}.",
      upward: "The leaf module {{from}} may not import the orchestrator {{module}}.",
      loop: "{{from}} importing {{module}} closes a loop between modules: {{loop}}.",
      cycle: "{{target}} imports this file back (through its own imports): an import cycle.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const sourceRoot = path.join(context.cwd, "apps/server/src");
    const modulesRoot = path.join(sourceRoot, "modules");
    const here = placeOf(file, modulesRoot);
    const test = isTest(file);
    return {
      "ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration"(node) {
        const spec = node.source?.value;
        if (typeof spec !== "string" || !spec.startsWith(".")) return;
        const targetFile = path.resolve(path.dirname(file), spec).replace(/\.js$/, ".ts");
        if (!test && node.importKind !== "type" && file.startsWith(sourceRoot) && reaches(fileGraph(sourceRoot), targetFile, file)) {
          context.report({ node: node.source, messageId: "cycle", data: { target: path.relative(sourceRoot, targetFile) } });
        }
        const target = placeOf(path.resolve(path.dirname(file), spec), modulesRoot);
        if (!target || target.module === here?.module) return;
        if (test) return;
        const outsideModules = !here;
        if (target.inner !== "index.js" && !(outsideModules && /-routes\.js$/.test(target.inner))) {
          context.report({ node: node.source, messageId: "internals", data: target });
        }
        if (!here || isEdge(file)) return;
        if (!ORCHESTRATORS.includes(here.module) && ORCHESTRATORS.includes(target.module)) {
          context.report({ node: node.source, messageId: "upward", data: { from: here.module, module: target.module } });
        }
        const back = pathBetween(moduleGraph(modulesRoot), target.module, here.module);
        if (back) {
          context.report({ node: node.source, messageId: "loop", data: { from: here.module, module: target.module, loop: [here.module, ...back].join(" → ") } });
        }
      },
    };
  },
};

export default { rules: { "server-module-boundaries": rule } };
