import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.js";
import { abandonedCheckouts, products, users } from "../../db/schema/index.js";
import { renderMail } from "../../integrations/mail/mail-template.js";
import { issueReminderCode } from "../promotions/index.js";
import { issueRecoveryLinks } from "./recovery-links.js";
import { linkCode, textTemplate } from "../notifications/index.js";
import { shopSettings, mailBrand } from "../settings/index.js";

export const CHECKOUT_REMINDER_JOB = "checkout.reminder";

type ReminderCode = { code: string; percent: number };

function reminderText(stage: 1 | 2, names: string[], offer: ReminderCode | null) {
  const pieces = names.length === 1 ? names[0]! : `${names[0]} and ${names.length - 1} more`;
  if (stage === 1) {
    return {
      subject: "Your saree is still in your cart",
      lines: [`You left ${pieces} in your cart. We have kept it for you, and it is one tap from your door.`],
    };
  }
  return {
    subject: "Still thinking it over?",
    lines: [
      `${pieces} is still waiting in your cart. Handloom pieces are often one of a kind, so we cannot hold them for long.`,
      ...(offer
        ? [
            `Use the code ${offer.code} at checkout for ${offer.percent}% off: it is yours alone, works once and lasts a week.`,
          ]
        : []),
    ],
  };
}

/** Sends one checkout reminder by mail, and by SMS when the shopper has a phone number; a checkout closed meanwhile gets none. */
export async function sendCheckoutReminder(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const checkoutId = String(payload.checkoutId);
  const stage = payload.stage === 2 ? 2 : 1;
  const [row] = await deps.db
    .select({ checkout: abandonedCheckouts, email: users.email, phone: users.phone, fullname: users.fullname })
    .from(abandonedCheckouts)
    .innerJoin(users, eq(users.id, abandonedCheckouts.userId))
    .where(and(eq(abandonedCheckouts.id, checkoutId), isNull(abandonedCheckouts.closedAt), isNull(users.deletedAt)));
  if (!row) return;
  const productIds = [...new Set(row.checkout.lines.map((line) => line.productId))];
  const named = productIds.length
    ? await deps.db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const names = productIds
    .map((id) => named.find((product) => product.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  if (names.length === 0) return;
  const settings = await shopSettings(deps);
  const offer: ReminderCode | null =
    stage === 2 && settings.recoveryCodeInSecondReminder
      ? {
          code: (await issueReminderCode(deps.db, { percent: settings.recoveryCodePercent, now: deps.now() })).code,
          percent: settings.recoveryCodePercent,
        }
      : null;
  const links = await issueRecoveryLinks(deps.db, checkoutId, deps.now());
  const restoreUrl = `${deps.config.publicUrl}/api/v1/recovery/restoreCart?token=${links.restore}`;
  const optOutUrl = `${deps.config.publicUrl}/api/v1/recovery/stopReminders?token=${links.optOut}`;
  const notice = reminderText(stage, names, offer);
  if (row.email) {
    const mail = renderMail({
      heading: notice.subject,
      paragraphs: [`Dear ${row.fullname},`, ...notice.lines],
      action: { label: "Return to your cart", url: restoreUrl },
      footnote: `Rather not hear about carts you leave? Stop these reminders: ${optOutUrl}`,
    }, await mailBrand(deps));
    await deps.mailer.send({ to: row.email, subject: notice.subject, ...mail });
  }
  if (!row.phone) return;
  const link = await linkCode(deps, restoreUrl);
  await textTemplate(
    deps,
    row.phone,
    offer
      ? { template: "checkoutReminderOffer", values: { code: offer.code, percent: String(offer.percent), link } }
      : { template: "checkoutReminder", values: { link } },
  );
}
