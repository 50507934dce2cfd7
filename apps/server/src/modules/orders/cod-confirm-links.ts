import { and, eq, gt } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { codConfirmLinks } from "../../db/schema/index.js";
import { hashToken, newSecretToken } from "../../lib/secure-token.js";

/** A link stays readable well past the order's deadline, so a late tap is told what became of the order. */
const LINK_DAYS = 30;

/** A new secret for an order's confirmation link; only its hash is kept, and it confirms that order only. */
export async function issueCodConfirmLink(db: Queryable, orderId: string, now: Date): Promise<string> {
  const link = newSecretToken();
  await db.insert(codConfirmLinks).values({
    tokenHash: link.hash,
    orderId,
    expiresAt: new Date(now.getTime() + LINK_DAYS * 86_400_000),
  });
  return link.token;
}

/** The order a confirmation link was made for, or undefined for an unknown, altered or expired link. */
export async function orderOfCodConfirmLink(db: Queryable, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ orderId: codConfirmLinks.orderId })
    .from(codConfirmLinks)
    .where(and(eq(codConfirmLinks.tokenHash, hashToken(token)), gt(codConfirmLinks.expiresAt, now)));
  return row?.orderId;
}

/** The address the shopper taps: a page that shows the order and asks for the one tap that confirms it. */
export const codConfirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/order/confirmCod?token=${encodeURIComponent(token)}`;
