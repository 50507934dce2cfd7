import type { Plugin } from "vite";

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const DOMAIN_FILE = /[\\/]packages[\\/]domain[\\/](dist|src)[\\/][^\\/]+\.[jt]s$/;
const BUILT_VALUES = new Set(["CallExpression", "NewExpression", "ObjectExpression", "ArrayExpression"]);

/**
 * @pallu/domain also holds the zod schemas the server validates with. The browser uses only the
 * helpers and constants, but a bundler must keep a top-level `z.object(…)` in case building it
 * has effects. Schema building has none, so each top-level value built by a call is wrapped in
 * an IIFE marked pure: unused schemas (and with them zod) drop out of the bundle, used values are
 * built exactly as before.
 */
export function pureDomainSchemas(): Plugin {
  return {
    name: "pallu:pure-domain-schemas",
    apply: "build",
    transform(code, id) {
      if (!DOMAIN_FILE.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const wraps: { start: number; end: number }[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== "VariableDeclaration") continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && BUILT_VALUES.has(init.type)) wraps.push({ start: init.start, end: init.end });
        }
      }
      if (wraps.length === 0) return null;
      let output = code;
      for (const { start, end } of wraps.reverse()) {
        output = `${output.slice(0, start)}/* @__PURE__ */ (() => (${output.slice(start, end)}))()${output.slice(end)}`;
      }
      return { code: output, map: null };
    },
  };
}
