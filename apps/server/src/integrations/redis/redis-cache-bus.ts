import type { Redis } from "ioredis";
import type { CacheBus, InvalidationListener, InvalidationScope } from "../../lib/response-cache.js";

/** Catalogue invalidations published to every instance over Redis pub/sub. */
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
      // Anything unreadable counts as the wider scope: clearing too much is only slower.
      const scope: InvalidationScope = message === "stock" || message === "settings" ? message : "catalogue";
      for (const listener of this.listeners) listener(scope);
    });
    await this.subscriber.subscribe(this.channel);
  }

  async publishInvalidation(scope: InvalidationScope) {
    await this.publisher.publish(this.channel, scope);
  }

  onInvalidation(listener: InvalidationListener) {
    this.listeners.push(listener);
  }

  async close() {
    await this.subscriber.quit().catch(() => undefined);
  }
}
