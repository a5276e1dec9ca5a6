const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * The Mondays (YYYY-MM-DD, local calendar dates) of the last `weeks` ISO weeks up to the local date `today`,
 * oldest first, the current week last.
 */
export function weekStarts({ year, month, day }: { year: number; month: number; day: number }, weeks: number): string[] {
  const today = Date.UTC(year, month - 1, day);
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, i) => isoDate(monday - (weeks - 1 - i) * 7 * DAY_MS));
}

/** '18 Nov': the Monday of the week (product decisions, dashboard), for API clients; screens word `weekStart` (ADR 0056). */
export function weekLabel(monday: string): string {
  const [, month, day] = monday.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]}`;
}

/** Every week present, 0 where nothing happened. */
export function fillWeeks(mondays: string[], totals: Map<string, number>): { weekStart: string; weekLabel: string; value: number }[] {
  return mondays.map((m) => ({ weekStart: m, weekLabel: weekLabel(m), value: totals.get(m) ?? 0 }));
}
