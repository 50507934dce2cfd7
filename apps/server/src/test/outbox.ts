import type { Db } from "../db/client.js";
import { outboxRepository } from "../modules/dev-outbox/outbox-repository.js";

/** The newest message sent to `to`, if any. */
export async function newestTo(db: Db, to: string) {
  const [message] = await outboxRepository(db).listNewest(1, to);
  return message;
}

/** The one-time code the newest message to `to` carries; "" when it carries none. */
export async function codeSentTo(db: Db, to: string): Promise<string> {
  return (await newestTo(db, to))?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
}

/** What the newest message to `to` holds that `pattern` captures; some mail leaves in the background, so it waits a moment. */
export async function sentTo(db: Db, to: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = (await newestTo(db, to))?.text.match(pattern)?.[1];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing reached ${to}`);
}
