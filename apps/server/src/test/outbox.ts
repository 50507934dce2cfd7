import type { Db } from "../db/client.js";
import { outboxRepository } from "../modules/dev-outbox/outbox-repository.js";

/** What the newest message to `to` holds that `pattern` captures; some mail leaves in the background, so it waits a moment. */
export async function sentTo(db: Db, to: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [message] = await outboxRepository(db).listNewest(1, to);
    const found = message?.text.match(pattern)?.[1];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing reached ${to}`);
}
