/**
 * When a shopper can expect an order: it is packed and handed to the courier within a working
 * day, and couriers deliver Monday to Saturday, so the promise counts working days in India.
 */
export const DELIVERY_WORKING_DAYS = { soonest: 3, latest: 7 } as const;

/** First and last day of the promise, as India's calendar dates (YYYY-MM-DD). */
export type DeliveryWindow = { from: string; to: string };

const INDIA_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;
const SUNDAY = 0;

/** The calendar date in India of an instant, as a UTC midnight (India keeps one offset all year). */
function indiaDay(at: Date): Date {
  const local = new Date(at.getTime() + INDIA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

function addWorkingDays(day: Date, count: number): Date {
  let next = day;
  for (let added = 0; added < count; ) {
    next = new Date(next.getTime() + DAY_MS);
    if (next.getUTCDay() !== SUNDAY) added += 1;
  }
  return next;
}

/**
 * The day a parcel booked now should arrive when its courier takes `courierDays` working days:
 * handed over the next working day, then carried.
 */
export function deliveryDateAfter(now: Date, courierDays: number): string {
  return addWorkingDays(indiaDay(now), 1 + Math.max(0, Math.ceil(courierDays))).toISOString().slice(0, 10);
}

export function expectedDelivery(placedAt: Date): DeliveryWindow {
  const day = indiaDay(placedAt);
  return {
    from: addWorkingDays(day, DELIVERY_WORKING_DAYS.soonest).toISOString().slice(0, 10),
    to: addWorkingDays(day, DELIVERY_WORKING_DAYS.latest).toISOString().slice(0, 10),
  };
}

const dayFormat = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** A delivery day in words: "Thu, 3 Dec". */
export function deliveryDayText(iso: string): string {
  return dayFormat.format(new Date(`${iso}T00:00:00Z`));
}

/** "Thu, 3 Dec – Tue, 8 Dec": the same words on the confirmation page, in the mail and in the SMS. */
export function deliveryWindowText(window: DeliveryWindow): string {
  return `${deliveryDayText(window.from)} – ${deliveryDayText(window.to)}`;
}

/**
 * The last day of the promise for an order whose pieces first need work (stitching, weaving to
 * order) for `leadDays` working days, or cannot leave before a launch day (`startsOn`).
 */
export function promisedDeliveryDate(placedAt: Date, work: { leadDays: number; startsOn?: string | null }): string {
  return addWorkingDays(workStartsOn(placedAt, work.startsOn), DELIVERY_WORKING_DAYS.latest + Math.max(0, Math.ceil(work.leadDays))).toISOString().slice(0, 10);
}

/** The day work on an order can begin: the day it is placed, in India, or a launch day still ahead. */
function workStartsOn(placedAt: Date, startsOn: string | null | undefined): Date {
  const today = indiaDay(placedAt);
  const launch = startsOn ? new Date(`${startsOn}T00:00:00Z`) : null;
  return launch && launch.getTime() > today.getTime() ? launch : today;
}

/** A pre-order's launch day when it is still ahead on the day of the order; null once launched. */
export function launchDayAhead(placedAt: Date, startsOn: string | null | undefined): string | null {
  return startsOn && startsOn > indiaDay(placedAt).toISOString().slice(0, 10) ? startsOn : null;
}

/**
 * The last day a line that needs work leaves the shop: its weaving and stitching done (`leadDays`
 * working days, from a launch day still ahead), then packed and handed over within a working day.
 */
export function shipsByDate(placedAt: Date, work: { leadDays: number; startsOn?: string | null }): string {
  return addWorkingDays(workStartsOn(placedAt, work.startsOn), 1 + Math.max(0, Math.ceil(work.leadDays))).toISOString().slice(0, 10);
}

/** The working day, in India, `workingDays` after an instant: when work started then is due. */
export function workingDaysAfter(at: Date, workingDays: number): string {
  return addWorkingDays(indiaDay(at), Math.max(0, Math.ceil(workingDays))).toISOString().slice(0, 10);
}
