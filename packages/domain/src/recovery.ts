/** Minutes in a day, and India's offset from UTC (IST has no daylight saving). */
const IST_OFFSET_MINUTES = 330;
const DAY_MINUTES = 24 * 60;

/** Hours of the day in India (0–23) between which no reminder or restock message leaves; equal hours mean none. */
export type QuietHours = { from: number; to: number };

/** The shop's quiet hours: no reminder or restock message leaves between 21:00 and 09:00 in India. */
export const QUIET_HOURS_IST: QuietHours = { from: 21, to: 9 };

/** The second reminder follows the checkout visit by a day. */
export const SECOND_REMINDER_AFTER_MINUTES = 24 * 60;

/** How long a reminder's restore link works. */
export const RESTORE_LINK_DAYS = 7;

function minuteOfDayIst(at: Date): number {
  const utcMinutes = at.getUTCHours() * 60 + at.getUTCMinutes();
  return (utcMinutes + IST_OFFSET_MINUTES) % DAY_MINUTES;
}

/** Whether `at` falls in the quiet hours, when the shop sends shoppers no reminders; a quiet spell may cross midnight. */
export function isQuietHour(at: Date, hours: QuietHours = QUIET_HOURS_IST): boolean {
  const minute = minuteOfDayIst(at);
  const from = hours.from * 60;
  const to = hours.to * 60;
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}
