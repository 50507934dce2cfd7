import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const SOURCE = new URL("./", import.meta.url);
const isSchemaModule = (path: string) => /-schemas?\.ts$/.test(path) || path === "form-values.ts";

const modules = readdirSync(SOURCE, { recursive: true, encoding: "utf8" })
  .map((path) => path.replaceAll("\\", "/"))
  .filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts"));
const ruleModules = modules.filter((path) => !isSchemaModule(path.split("/").at(-1)!));
const importsOf = (path: string) => [...readFileSync(new URL(path, SOURCE), "utf8").matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gm)].map((match) => match[1]!);

// The storefront bundles the rule modules; zod stays out of its first load only while they never reach it.
describe("the rules the storefront bundles", () => {
  it.each(ruleModules)("%s imports neither zod nor a schema module", (path) => {
    const imports = importsOf(path);
    expect(imports).not.toContain("zod");
    expect(imports.filter((target) => isSchemaModule(target.split("/").at(-1)!.replace(/\.js$/, ".ts")))).toEqual([]);
  });
});
