import { productPath } from "@pallu/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { products, users } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { mailBrand } from "../settings/index.js";

export const SIMILAR_PIECE_NOTICE_JOB = "similar-piece.notice";

/** Tells a shopper who missed a one-off piece that one like it is on sale, by mail. */
export async function sendSimilarPieceNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const [shopper] = await deps.db
    .select({ email: users.email, fullname: users.fullname })
    .from(users)
    .where(and(eq(users.id, String(payload.userId)), isNull(users.deletedAt)));
  const [piece] = await deps.db.select({ slug: products.slug, name: products.name }).from(products).where(eq(products.id, String(payload.productId)));
  const [missed] = await deps.db.select({ name: products.name }).from(products).where(eq(products.id, String(payload.missedProductId)));
  if (!shopper?.email || !piece) return;
  const subject = `A piece like ${missed?.name ?? "the one you missed"} is here`;
  const mail = renderMail({
    heading: subject,
    paragraphs: [
      `Dear ${shopper.fullname},`,
      `You asked us to tell you of pieces like ${missed?.name ?? "the one you missed"}. ${piece.name} has just come in. Each of these is one of a kind, so do come and see it soon.`,
    ],
    action: { label: "See it now", url: `${deps.config.publicUrl}${productPath(piece.slug)}` },
  }, await mailBrand(deps));
  await deps.mailer.send({ to: shopper.email, subject, ...mail });
}
