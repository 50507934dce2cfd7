import type { AppDeps } from "../../app-deps.js";
import { abandonedCheckouts, reminderOptOuts } from "../../db/schema/index.js";
import { and, eq, isNull } from "drizzle-orm";
import { cartService } from "../cart/index.js";
import { checkoutOfLink } from "./recovery-links.js";

/** A reminder's link puts the cart the shopper left back into their cart; the checkout page opens next. */
export async function restoreCartFromLink(deps: Pick<AppDeps, "db" | "now">, token: string): Promise<void> {
  const checkout = await checkoutOfLink(deps.db, token, "restore", deps.now());
  await cartService(deps.db).restoreLines(checkout.userId, checkout.lines);
}

/** The opt-out link: this shopper gets no more checkout reminders, now or for later carts. */
export async function stopRemindersFromLink(deps: Pick<AppDeps, "db" | "now">, token: string): Promise<void> {
  const now = deps.now();
  const checkout = await checkoutOfLink(deps.db, token, "optOut", now);
  await deps.db.transaction(async (tx) => {
    await tx.insert(reminderOptOuts).values({ userId: checkout.userId, optedOutAt: now }).onConflictDoNothing();
    await tx
      .update(abandonedCheckouts)
      .set({ closedAt: now, closeReason: "optedOut" })
      .where(and(eq(abandonedCheckouts.userId, checkout.userId), isNull(abandonedCheckouts.closedAt)));
  });
}
