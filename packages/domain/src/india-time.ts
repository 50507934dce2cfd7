/**
 * The shop's calendar is India's: every date a tax document, a report or a seller reads is the
 * date on a wall clock in India, whatever the server's own time zone (docs/gst.md, "Dates").
 */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: INDIA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function indiaParts(at: Date) {
  const parts: Record<string, string> = {};
  for (const part of wallClock.formatToParts(at)) parts[part.type] = part.value;
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** The date in India of an instant, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  const { year, month, day } = indiaParts(at);
  return `${year}-${month}-${day}`;
}

/** The wall-clock time in India of an instant, as YYYY-MM-DD HH:MM. */
export function indiaDateTime(at: Date): string {
  const { year, month, day, hour, minute } = indiaParts(at);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** The month in India of an instant, as YYYY-MM. */
export function indiaMonth(at: Date): string {
  return indiaDate(at).slice(0, 7);
}

/** India's financial year (1 April to 31 March) of an instant, e.g. 2026-11-21 → "2026-27". */
export function financialYearOf(at: Date): string {
  const [year, month] = indiaDate(at).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The instant a day (YYYY-MM-DD) begins in India. India keeps no summer time, so it is always +05:30. */
export function startOfIndiaDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The month "YYYY-MM" as the instants it spans in India: [from, to). */
export function monthInIndia(month: string): { from: Date; to: Date } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  return { from: startOfIndiaDay(`${month}-01`), to: startOfIndiaDay(`${next}-01`) };
}

const readableMoment = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE });

/**
 * An instant as a person in India reads it, "28 Nov 2026, 8:52 am": the same on the server that
 * renders the page and on any phone, whatever either's own time zone.
 */
export function indiaMomentText(at: Date | string): string {
  const date = typeof at === "string" ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? "" : readableMoment.format(date);
}
