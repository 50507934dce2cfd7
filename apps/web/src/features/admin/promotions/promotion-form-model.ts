import { indiaWallClock, PromotionInputSchema, scheduleState } from "@pallu/domain";
import { fieldErrorsOf, type FieldErrors } from "@/lib/field-errors";
import type { Promotion, PromotionBody } from "./api/admin-promotions-api";

/** The form keeps numbers and times as typed, so a half-typed value is not turned into 0. */
export interface PromotionDraft {
  title: string;
  code: string;
  type: Promotion["type"];
  value: string;
  buyQuantity: string;
  getQuantity: string;
  minCartValue: string;
  /** "online" for an offer only for shoppers who pay online; "" for any payment. */
  paymentType: "" | "online";
  categories: string[];
  products: string[];
  firstOrderOnly: boolean;
  /** India's wall-clock time, as a datetime-local input holds it: "2025-10-20T09:00". */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  /** Joins automatic offers: an automatic offer's others, or a code's. */
  combinable: boolean;
  /** An automatic offer joins the shopper's coupon code. */
  combinesWithCodes: boolean;
  active: boolean;
}

export const EMPTY_DRAFT: PromotionDraft = {
  title: "",
  code: "",
  type: "percentage",
  value: "",
  buyQuantity: "",
  getQuantity: "",
  minCartValue: "",
  paymentType: "",
  categories: [],
  products: [],
  firstOrderOnly: false,
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  perCustomerLimit: "",
  combinable: false,
  combinesWithCodes: false,
  active: true,
};

const text = (value: number | null) => (value === null ? "" : String(value));

/** An instant as a datetime-local input shows it in India, to the minute. */
export function indiaInputTime(iso: string | null): string {
  return iso ? indiaWallClock(new Date(iso)).slice(0, 16) : "";
}

export function draftFromPromotion(promotion: Promotion): PromotionDraft {
  return {
    title: promotion.title,
    code: promotion.code ?? "",
    type: promotion.type,
    value: String(promotion.value),
    buyQuantity: text(promotion.buyQuantity),
    getQuantity: text(promotion.getQuantity),
    minCartValue: text(promotion.minCartValue),
    paymentType: promotion.paymentType ?? "",
    categories: [...promotion.categories],
    products: [...promotion.products],
    firstOrderOnly: promotion.firstOrderOnly,
    startsAt: indiaInputTime(promotion.startsAt),
    endsAt: indiaInputTime(promotion.endsAt),
    usageLimit: text(promotion.usageLimit),
    perCustomerLimit: text(promotion.perCustomerLimit),
    combinable: promotion.combinable,
    combinesWithCodes: promotion.combinesWithCodes,
    active: promotion.active,
  };
}

const number = (typed: string) => (typed.trim() === "" ? null : Number(typed));
const optional = (typed: string) => typed.trim() || null;

/** The body the API takes; buy and get quantities only for buy X get Y. */
export function bodyFromDraft(draft: PromotionDraft): PromotionBody {
  const buyXgetY = draft.type === "buyXgetY";
  return {
    title: draft.title.trim(),
    code: optional(draft.code),
    type: draft.type,
    value: number(draft.value) ?? Number.NaN,
    buyQuantity: buyXgetY ? number(draft.buyQuantity) : null,
    getQuantity: buyXgetY ? number(draft.getQuantity) : null,
    minCartValue: number(draft.minCartValue),
    paymentType: draft.paymentType || null,
    categories: draft.categories,
    products: draft.products,
    firstOrderOnly: draft.firstOrderOnly,
    startsAt: optional(draft.startsAt),
    endsAt: optional(draft.endsAt),
    usageLimit: number(draft.usageLimit),
    perCustomerLimit: number(draft.perCustomerLimit),
    combinable: draft.combinable,
    combinesWithCodes: draft.combinesWithCodes,
    active: draft.active,
  };
}

/** The domain's own rules for a promotion, checked before sending; the server checks them again. */
export function draftErrors(draft: PromotionDraft): FieldErrors {
  return fieldErrorsOf(PromotionInputSchema.safeParse(bodyFromDraft(draft)));
}

export type PromotionStatus = "active" | "paused" | "scheduled" | "ended";

export function promotionStatus(
  promotion: Pick<Promotion, "active" | "startsAt" | "endsAt">,
  now: Date,
): PromotionStatus {
  const schedule = scheduleState(
    {
      startsAt: promotion.startsAt ? new Date(promotion.startsAt) : null,
      endsAt: promotion.endsAt ? new Date(promotion.endsAt) : null,
    },
    now,
  );
  if (schedule === "ended") return "ended";
  if (!promotion.active) return "paused";
  return schedule === "notStarted" ? "scheduled" : "active";
}

const INDIA_TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const shown = (iso: string) => INDIA_TIME.format(new Date(iso));

/** When it runs, in India's time: "Always", "From 20 Oct 2025, 09:00", "20 Oct 2025, 09:00 – 27 Oct 2025, 00:00". */
export function scheduleText(promotion: Pick<Promotion, "startsAt" | "endsAt">): string {
  const { startsAt, endsAt } = promotion;
  if (startsAt && endsAt) return `${shown(startsAt)} – ${shown(endsAt)}`;
  if (startsAt) return `From ${shown(startsAt)}`;
  if (endsAt) return `Until ${shown(endsAt)}`;
  return "Always";
}

/** "12 of 100" with a usage limit, "12" without. */
export function usesText(promotion: Pick<Promotion, "timesUsed" | "usageLimit">): string {
  return promotion.usageLimit === null
    ? String(promotion.timesUsed)
    : `${promotion.timesUsed} of ${promotion.usageLimit}`;
}
