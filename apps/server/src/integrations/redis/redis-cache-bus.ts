import type { Redis } from "ioredis";
import type { CacheBus } from "../../lib/response-cache.js";

/** Catalogue invalidations published to every instance over Redis pub/sub. */
export class RedisCacheBus implements CacheBus {
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {}

  async start(): Promise<void> {
    this.subscriber.on("message", (channel) => {
      if (channel === this.channel) for (const listener of this.listeners) listener();
    });
    await this.subscriber.subscribe(this.channel);
  }

  async publishInvalidation() {
    await this.publisher.publish(this.channel, String(Date.now()));
  }

  onInvalidation(listener: () => void) {
    this.listeners.push(listener);
  }

  async close() {
    await this.subscriber.quit().catch(() => undefined);
  }
}
