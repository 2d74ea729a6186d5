import type { DatePreset } from "#shared/contracts/event-filters.ts";

/** WIB is UTC+7 all year (no daylight saving), so day boundaries are fixed offsets from UTC. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Start and end (exclusive) of a span of time; null is open on that side. */
export interface TimeWindow {
  start: Date | null;
  end: Date | null;
}

/** 00:00 WIB of the day `now` falls on in WIB. */
function wibMidnight(now: Date): number {
  const shifted = now.getTime() + WIB_OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - WIB_OFFSET_MS;
}

/** 00:00 WIB of a `YYYY-MM-DD` day (already checked by the contract). */
function wibDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - WIB_OFFSET_MS;
}

/**
 * The days a date filter names, in WIB: `today`; `weekend`, this Saturday and Sunday (on a Sunday,
 * the weekend under way); `month`, the calendar month `now` is in. Without a preset, `from` and `to`
 * are whole days, inclusive, read in order whichever comes first.
 */
export function dateWindow(
  filter: { date?: DatePreset; from?: string; to?: string },
  now: Date,
): TimeWindow | null {
  const today = wibMidnight(now);
  if (filter.date === "today") return { start: new Date(today), end: new Date(today + DAY_MS) };
  if (filter.date === "weekend") {
    const weekday = new Date(today + WIB_OFFSET_MS).getUTCDay(); // 0 Sunday ... 6 Saturday
    const saturday = today + (weekday === 0 ? -1 : 6 - weekday) * DAY_MS;
    return { start: new Date(saturday), end: new Date(saturday + 2 * DAY_MS) };
  }
  if (filter.date === "month") {
    const local = new Date(today + WIB_OFFSET_MS);
    const year = local.getUTCFullYear();
    const month = local.getUTCMonth();
    return {
      start: new Date(Date.UTC(year, month, 1) - WIB_OFFSET_MS),
      end: new Date(Date.UTC(year, month + 1, 1) - WIB_OFFSET_MS),
    };
  }
  if (!filter.from && !filter.to) return null;
  const days = [filter.from, filter.to].filter((day): day is string => Boolean(day)).sort();
  const first = days[0];
  const last = days[days.length - 1];
  return {
    start: filter.from && first ? new Date(wibDayStart(first)) : null,
    end: filter.to && last ? new Date(wibDayStart(last) + DAY_MS) : null,
  };
}
