/** India keeps UTC+05:30 all year, so its wall-clock time is one fixed offset from an instant. */
const INDIA_OFFSET = "+05:30";

/** A date and a time, with seconds and a zone if the writer gave them. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant of a time as the seller means it: "2025-10-20T00:00" (or "2025-10-20 00:00:00") is
 * midnight in India; a time with its own zone ("…Z", "…+05:30") is taken as written. Null for
 * anything else, including dates that do not exist (30 February).
 */
export function instantFromIndiaTime(text: string): Date | null {
  const parts = DATE_TIME.exec(text.trim());
  if (!parts || !isCalendarDate(parts[1]!)) return null;
  const instant = new Date(`${parts[1]}T${parts[2]}${parts[3] ?? INDIA_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Date reads 30 February as 2 March; a real date comes back as written. */
function isCalendarDate(day: string): boolean {
  const midnight = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(day);
}

/** An instant as India's wall-clock time, "2025-10-20T00:00:00". */
export function indiaWallClock(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19);
}

/** Where `now` falls against a schedule whose start is included and whose end is not. */
export function scheduleState(
  schedule: { startsAt: Date | null; endsAt: Date | null },
  now: Date,
): "notStarted" | "running" | "ended" {
  if (schedule.startsAt && now.getTime() < schedule.startsAt.getTime()) return "notStarted";
  if (schedule.endsAt && now.getTime() >= schedule.endsAt.getTime()) return "ended";
  return "running";
}
