/**
 * Calendar-day arithmetic for reading statistics. Days are plain dates (YYYY-MM-DD) already in
 * the app's time zone, so stepping a day never meets a daylight-saving change.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => toDay(toTime(day) + days * DAY_MS);

/** The `count` days ending with `lastDay`, oldest first. */
export function daysEndingOn(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(lastDay, index - count + 1));
}

/**
 * Streaks of consecutive days in `readDays` (the days that met the streak minimum). The current
 * streak ends today, or yesterday while today may still be read; the longest is the best run ever.
 */
export function streaks(readDays: ReadonlySet<string>, today: string): { current: number; longest: number } {
  let current = 0;
  let day = readDays.has(today) ? today : addDays(today, -1);
  while (readDays.has(day)) {
    current += 1;
    day = addDays(day, -1);
  }
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const next of [...readDays].sort()) {
    run = previous !== null && addDays(previous, 1) === next ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = next;
  }
  return { current, longest };
}
