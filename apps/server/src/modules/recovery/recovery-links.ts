import { RESTORE_LINK_DAYS } from "@pallu/domain";
import { and, eq, gt } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { abandonedCheckouts, recoveryLinks } from "../../db/schema/index.js";
import { invalid } from "../../lib/app-error.js";
import { hashToken, newSecretToken } from "../../lib/secure-token.js";

export type RecoveryLinkPurpose = "restore" | "optOut";

const OPT_OUT_LINK_DAYS = 365;

/** New secrets for a reminder's two links; only their hashes are kept. */
export async function issueRecoveryLinks(
  db: Queryable,
  checkoutId: string,
  now: Date,
): Promise<{ restore: string; optOut: string }> {
  const restore = newSecretToken();
  const optOut = newSecretToken();
  const days = (count: number) => new Date(now.getTime() + count * 86_400_000);
  await db.insert(recoveryLinks).values([
    { tokenHash: restore.hash, checkoutId, purpose: "restore", expiresAt: days(RESTORE_LINK_DAYS) },
    { tokenHash: optOut.hash, checkoutId, purpose: "optOut", expiresAt: days(OPT_OUT_LINK_DAYS) },
  ]);
  return { restore: restore.token, optOut: optOut.token };
}

/** The checkout a link was made for; an unknown, altered or expired link is refused. */
export async function checkoutOfLink(db: Queryable, token: string, purpose: RecoveryLinkPurpose, now: Date) {
  const [row] = await db
    .select({ checkout: abandonedCheckouts })
    .from(recoveryLinks)
    .innerJoin(abandonedCheckouts, eq(abandonedCheckouts.id, recoveryLinks.checkoutId))
    .where(
      and(
        eq(recoveryLinks.tokenHash, hashToken(token)),
        eq(recoveryLinks.purpose, purpose),
        gt(recoveryLinks.expiresAt, now),
      ),
    );
  if (!row) throw invalid("This link has expired or is not valid");
  return row.checkout;
}
