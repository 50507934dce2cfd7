import { describe, expect, it } from "vitest";
import { StatementNames } from "./prepared-statements.js";

describe("which queries the database keeps", () => {
  it("keeps a query from its third asking, under the same name every time", () => {
    const names = new StatementNames();
    const text = "SELECT id FROM products WHERE id = $1";
    expect([names.nameFor(text), names.nameFor(text)]).toEqual([undefined, undefined]);
    const name = names.nameFor(text);
    expect(name).toMatch(/^pallu_[0-9a-f]{24}$/);
    expect(names.nameFor(text)).toBe(name);
  });

  it("names two different queries apart", () => {
    const names = new StatementNames();
    const ask = (text: string) => [1, 2, 3].map(() => names.nameFor(text)).at(-1);
    expect(ask("SELECT 1")).not.toBe(ask("SELECT 2"));
  });

  it("keeps at most a hundred queries: a shop asking ever new ones keeps its first hundred", () => {
    const names = new StatementNames();
    const ask = (text: string) => [1, 2, 3].map(() => names.nameFor(text)).at(-1);
    const kept = Array.from({ length: 150 }, (_, n) => ask(`SELECT ${n}`));
    expect(kept.filter(Boolean)).toHaveLength(100);
    expect(kept[99]).toBeDefined();
    expect(kept[100]).toBeUndefined();
  });

  it("never keeps a refused query again, and keeps nothing once stopped", () => {
    const names = new StatementNames();
    const ask = (text: string) => [1, 2, 3].map(() => names.nameFor(text)).at(-1);
    expect(ask("SELECT * FROM products")).toBeDefined();
    names.refuse("SELECT * FROM products");
    expect(ask("SELECT * FROM products")).toBeUndefined();
    expect(ask("SELECT 1")).toBeDefined();
    names.stop();
    expect(names.nameFor("SELECT 1")).toBeUndefined();
  });
});
