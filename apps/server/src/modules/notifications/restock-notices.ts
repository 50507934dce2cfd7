import { productPath } from "@pallu/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { buyingOptions, products, users } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { mailBrand } from "../settings/index.js";
import { linkCode, textTemplate } from "./phone-messages.js";
import { fitVariable } from "./sms-templates.js";

export const RESTOCK_NOTICE_JOB = "restock.notice";

/** Tells a shopper who asked that a sold-out size is back, by mail and by SMS when they have a phone. */
export async function sendRestockNotice(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const [row] = await deps.db
    .select({
      email: users.email,
      phone: users.phone,
      fullname: users.fullname,
      name: products.name,
      slug: products.slug,
      size: buyingOptions.size,
    })
    .from(users)
    .innerJoin(buyingOptions, eq(buyingOptions.id, String(payload.buyingOptionId)))
    .innerJoin(products, eq(products.id, buyingOptions.productId))
    .where(and(eq(users.id, String(payload.userId)), isNull(users.deletedAt)));
  if (!row) return;
  const subject = `${row.name} is back in stock`;
  const line = `Good news: ${row.name} in size ${row.size} is back. Pieces like this do not stay long, so do come and see it soon.`;
  const productUrl = `${deps.config.publicUrl}${productPath(row.slug)}`;
  if (row.email) {
    const mail = renderMail({
      heading: subject,
      paragraphs: [`Dear ${row.fullname},`, line],
      action: { label: "See it now", url: productUrl },
    }, await mailBrand(deps));
    await deps.mailer.send({ to: row.email, subject, ...mail });
  }
  if (row.phone) {
    const link = await linkCode(deps, productUrl);
    await textTemplate(deps, row.phone, { template: "backInStock", values: { product: fitVariable(row.name), size: fitVariable(row.size), link } });
  }
}
