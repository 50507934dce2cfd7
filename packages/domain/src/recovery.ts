/** Minutes in a day, and India's offset from UTC (IST has no daylight saving). */
const IST_OFFSET_MINUTES = 330;
const DAY_MINUTES = 24 * 60;

/** No reminder or restock message leaves between 21:00 and 09:00 in India. */
export const QUIET_HOURS_IST = { from: 21, to: 9 } as const;

/** The second reminder follows the booking visit by a day. */
export const SECOND_REMINDER_AFTER_MINUTES = 24 * 60;

/** How long a reminder's restore link works. */
export const RESTORE_LINK_DAYS = 7;

function minuteOfDayIst(at: Date): number {
  const utcMinutes = at.getUTCHours() * 60 + at.getUTCMinutes();
  return (utcMinutes + IST_OFFSET_MINUTES) % DAY_MINUTES;
}

/** Whether `at` falls in the quiet hours, when the shop sends shoppers no reminders. */
export function isQuietHour(at: Date): boolean {
  const minute = minuteOfDayIst(at);
  return minute >= QUIET_HOURS_IST.from * 60 || minute < QUIET_HOURS_IST.to * 60;
}

/** The earliest moment at or after `due` outside the quiet hours: a reminder due at night waits for 09:00 IST. */
export function sendableAt(due: Date): Date {
  if (!isQuietHour(due)) return due;
  const minute = minuteOfDayIst(due);
  const wait = (QUIET_HOURS_IST.to * 60 - minute + DAY_MINUTES) % DAY_MINUTES;
  const at = new Date(due.getTime() + wait * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}
