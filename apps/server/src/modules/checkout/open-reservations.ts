import { paiseToRupees, type Reservation } from "@pallu/domain";
import { and, asc, eq, gt, notLike } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { paymentIntents, users } from "../../db/schema/index.js";

const SHOWN = 200;

/** Open online payments still holding stock, soonest to lapse first, for the back office. */
export async function openReservations(deps: AppDeps): Promise<Reservation[]> {
  const rows = await deps.db
    .select({ intent: paymentIntents, fullname: users.fullname, email: users.email, phone: users.phone })
    .from(paymentIntents)
    .innerJoin(users, eq(users.id, paymentIntents.userId))
    .where(
      and(
        eq(paymentIntents.status, "created"),
        eq(paymentIntents.stockReserved, 1),
        gt(paymentIntents.expiresAt, deps.now()),
        notLike(paymentIntents.providerOrderId, "pending:%"),
      ),
    )
    .orderBy(asc(paymentIntents.expiresAt))
    .limit(SHOWN);
  return rows.map(({ intent, fullname, email, phone }) => ({
    _id: intent.id,
    customer: { _id: intent.userId, fullname, email, phone },
    items: intent.lines.map((line) => ({ productId: line.productId, sizeId: line.buyingOptionId, name: line.name, size: line.size, quantity: line.quantity })),
    amount: paiseToRupees(intent.amountPaise),
    createdAt: intent.createdAt.toISOString(),
    expiresAt: intent.expiresAt.toISOString(),
  }));
}
