import { parseArgs } from "node:util";

/** What one run of the catalogue benchmark measures; flags win over the environment. */
export type CatalogueBenchOptions = {
  products: number;
  seconds: number;
  connections: number;
  /** Only the scenarios whose names contain one of these words (the baseline always runs). */
  only: string[];
};

function positiveInteger(name: string, value: string): number {
  const number = Number(value.replaceAll(/[_,]/g, ""));
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return number;
}

/**
 * `npm run bench:catalogue -- --products 10000 --only "sorted by price,product data"`, or the same
 * through BENCH_PRODUCTS, BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_ONLY.
 */
export function catalogueBenchOptions(argv: string[], env: NodeJS.ProcessEnv): CatalogueBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: "string" },
      seconds: { type: "string" },
      connections: { type: "string" },
      only: { type: "string" },
    },
  });
  const only = values.only ?? env.BENCH_ONLY ?? "";
  return {
    products: positiveInteger("--products", values.products ?? env.BENCH_PRODUCTS ?? "100000"),
    seconds: positiveInteger("--seconds", values.seconds ?? env.BENCH_SECONDS ?? "10"),
    connections: positiveInteger("--connections", values.connections ?? env.BENCH_CONNECTIONS ?? "10"),
    only: only
      .split(",")
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean),
  };
}
