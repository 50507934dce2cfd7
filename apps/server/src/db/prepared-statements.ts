import { createHash } from "node:crypto";
import pg from "pg";

/** How many different queries each connection keeps a plan of: the shop's hot reads and writes are far fewer. */
const KEPT_STATEMENTS = 100;
/** A query is kept once it has been asked this often: a one-off (an import's, a report's) never is. */
const ASKED_BEFORE_KEPT = 3;
/** How many different queries are counted towards being kept. */
const COUNTED_QUERIES = 5_000;

/** "cached plan must not change result type": a column was added under a running instance. */
const PLAN_OUT_OF_DATE = "0A000";
/** A pooler in front (PgBouncer in transaction mode) sent a kept query to a connection that never prepared it, or prepared it for another client. */
const POOLER_LOSES_STATEMENTS = new Set(["26000", "42P05"]);

/**
 * Which queries PostgreSQL is asked to keep as prepared statements, by their text: those asked
 * again and again, up to a bound, under a name made from the text (so two texts never share one).
 */
export class StatementNames {
  private readonly asked = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private readonly refused = new Set<string>();
  private stopped = false;

  nameFor(text: string): string | undefined {
    if (this.stopped || this.refused.has(text)) return undefined;
    const name = this.names.get(text);
    if (name !== undefined) return name;
    if (this.names.size >= KEPT_STATEMENTS) return undefined;
    const count = (this.asked.get(text) ?? 0) + 1;
    if (count >= ASKED_BEFORE_KEPT) {
      this.asked.delete(text);
      const named = `pallu_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
      this.names.set(text, named);
      return named;
    }
    if (this.asked.has(text) || this.asked.size < COUNTED_QUERIES) this.asked.set(text, count);
    return undefined;
  }

  /** This query is never kept again (its kept plan went out of date). */
  refuse(text: string): void {
    this.names.delete(text);
    this.refused.add(text);
  }

  /** No query is kept any more: the database in front does not keep them between queries. */
  stop(): void {
    this.stopped = true;
  }
}

type QueryConfig = { text: string; name?: string };
const isQueryConfig = (config: unknown): config is QueryConfig =>
  typeof config === "object" && config !== null && typeof (config as QueryConfig).text === "string";

/**
 * A pool whose connections keep the plans of the queries asked through it most (a product page's
 * three reads among them): PostgreSQL plans an unnamed query every time it is asked,
 * which for a product page cost more than running it. Queries inside a transaction run on a
 * client the transaction holds, not through the pool, and are never kept: a failed query there
 * would end the transaction, and could not simply be asked again. A kept query that the database
 * cannot run as kept (a table changed under it, or a pooler that does not keep statements) is
 * asked again unkept, once: those errors come before the query runs.
 */
export class PreparingPool extends pg.Pool {
  private readonly statements = new StatementNames();

  // pg's query has many forms; only a query config answered by a promise is ever kept.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const name =
      typeof values !== "function" && callback === undefined && isQueryConfig(config) && config.name === undefined
        ? this.statements.nameFor(config.text)
        : undefined;
    if (name === undefined) return super.query(config, values, callback);
    const kept = super.query({ ...config, name }, values) as Promise<unknown>;
    return kept.catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      if (code === PLAN_OUT_OF_DATE) this.statements.refuse(config.text);
      else if (typeof code === "string" && POOLER_LOSES_STATEMENTS.has(code)) this.statements.stop();
      else throw error;
      return super.query(config, values);
    });
  }
}
