import { INDIA_TIME_ZONE } from "@pallu/domain";

const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: INDIA_TIME_ZONE });

/** "4 Mar 2025", the day in India: the same on the server that renders the page and on the phone. */
export function orderDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dayFormat.format(date);
}
