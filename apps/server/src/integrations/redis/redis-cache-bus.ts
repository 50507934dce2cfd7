import type { Redis } from "ioredis";
import type { CacheBus, InvalidationListener, InvalidationScope } from "../../lib/response-cache.js";

const SCOPES: readonly InvalidationScope[] = ["catalogue", "stock", "settings"];

/** What a message says changed; anything unreadable counts as the widest change: clearing too much is only slower. */
function readInvalidation(message: string): { scope: InvalidationScope; tags?: string[] } {
  try {
    const { scope, tags } = JSON.parse(message) as { scope?: InvalidationScope; tags?: unknown };
    const readableTags = Array.isArray(tags) && tags.every((tag) => typeof tag === "string") ? (tags as string[]) : undefined;
    return { scope: scope && SCOPES.includes(scope) ? scope : "catalogue", tags: readableTags };
  } catch {
    return { scope: SCOPES.includes(message as InvalidationScope) ? (message as InvalidationScope) : "catalogue" };
  }
}

/** Invalidations published to every instance over Redis pub/sub. */
export class RedisCacheBus implements CacheBus {
  private readonly listeners: InvalidationListener[] = [];

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {}

  async start(): Promise<void> {
    this.subscriber.on("message", (channel, message) => {
      if (channel !== this.channel) return;
      const { scope, tags } = readInvalidation(message);
      for (const listener of this.listeners) listener(scope, tags);
    });
    await this.subscriber.subscribe(this.channel);
  }

  async publishInvalidation(scope: InvalidationScope, tags?: string[]) {
    await this.publisher.publish(this.channel, JSON.stringify({ scope, tags }));
  }

  onInvalidation(listener: InvalidationListener) {
    this.listeners.push(listener);
  }

  async close() {
    await this.subscriber.quit().catch(() => undefined);
  }
}
