import type { Db } from "../../db/client.js";
import type { RateLimiter } from "../../lib/rate-limiter.js";
import { catalogueRepository } from "./catalogue-repository.js";
import { isUuid } from "../../lib/ids.js";
import { nextEventLoopTurn } from "../../lib/event-loop-turn.js";

/** A shopper coming back to a product within this window is the same view, not another. */
export const VIEW_WINDOW_MS = 6 * 3_600_000;
// Each flush rewrites the row of every product viewed since the last (and, the view count being
// indexed for "most viewed", an entry in each of the products table's indexes): once a minute, a
// product viewed all through a rush is one row version a minute instead of twelve. Views noted
// since the last flush are lost only if the process dies without stopping.
const FLUSH_EVERY_MS = 60_000;
// Past this many clients' views of products waiting, more are not kept: a flood of views must not
// grow memory unbounded.
const MAX_WAITING = 50_000;
// A flush checks this many views between turns of the event loop.
const VIEWS_PER_TURN = 500;
// A flush adds the views of up to this many products in one statement, a turn of the event loop
// apart. Each statement holds its products' rows until it ends, and an order for one of them waits
// to count its sale: a thousand rows took 140–290 ms under load, a hundred take a tenth of that.
const PRODUCTS_PER_STATEMENT = 100;

type View = { client: string; idOrSlug: string };

/**
 * Product views, counted off the shopper's request: noted in memory and added to the products
 * once a minute and when the server stops, as increments, so instances never overwrite each
 * other. One client's repeated visits within the window count once (the rate limiter's shared
 * window doubles as "seen lately"), by the product's id, so its slug and its id are one visit.
 */
export class ProductViews {
  /** By client and product as asked: a client asking for a product again before a flush is one view anyway. */
  private waiting = new Map<string, View>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly rateLimiter: RateLimiter,
  ) {}

  note(client: string, idOrSlug: string): void {
    if (this.waiting.size < MAX_WAITING) this.waiting.set(`${client} ${idOrSlug}`, { client, idOrSlug });
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush().catch(() => undefined), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  async flush(): Promise<void> {
    const views = [...this.waiting.values()];
    this.waiting = new Map();
    if (views.length === 0) return;
    const repository = catalogueRepository(this.db);
    const slugs = [...new Set(views.map((view) => view.idOrSlug).filter((idOrSlug) => !isUuid(idOrSlug)))];
    const idsOfSlugs = await repository.productIdsOfSlugs(slugs);
    const counts = new Map<string, number>();
    for (const [index, { client, idOrSlug }] of views.entries()) {
      // A minute's views checked against an in-memory limiter would run as one long task.
      if (index > 0 && index % VIEWS_PER_TURN === 0) await nextEventLoopTurn();
      const productId = isUuid(idOrSlug) ? idOrSlug : idsOfSlugs.get(idOrSlug);
      if (!productId || !(await this.firstViewInWindow(client, productId))) continue;
      counts.set(productId, (counts.get(productId) ?? 0) + 1);
    }
    const ids = [...counts.keys()].sort();
    for (let start = 0; start < ids.length; start += PRODUCTS_PER_STATEMENT) {
      if (start > 0) await nextEventLoopTurn();
      await repository.addViews(new Map(ids.slice(start, start + PRODUCTS_PER_STATEMENT).map((id) => [id, counts.get(id)!])));
    }
  }

  private async firstViewInWindow(client: string, productId: string): Promise<boolean> {
    return (await this.rateLimiter.hit(`view:${client}:${productId}`, 1, VIEW_WINDOW_MS)).allowed;
  }
}

const counters = new WeakMap<object, ProductViews>();

/** The one view counter of a running shop, shared by the API's product reads and the pages it keeps. */
export function productViewsFor(deps: { db: Db; rateLimiter: RateLimiter }): ProductViews {
  let counter = counters.get(deps);
  if (!counter) {
    counter = new ProductViews(deps.db, deps.rateLimiter);
    counters.set(deps, counter);
  }
  return counter;
}
