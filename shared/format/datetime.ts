import type { Locale } from "../i18n/locales.ts";

/** Every time is stored in UTC and shown in Western Indonesia Time (UTC+7, no daylight saving). */
export const DISPLAY_TIME_ZONE = "Asia/Jakarta";
const ZONE_LABEL = "WIB";

const INTL_LOCALE: Record<Locale, string> = { id: "id-ID", en: "en-GB" };

type DateStyle = "date" | "dateTime" | "time" | "longDate" | "day" | "dayMonth";

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: "numeric", month: "short", year: "numeric" },
  longDate: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  dateTime: {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  day: { day: "numeric" },
  dayMonth: { day: "numeric", month: "short" },
};

const toDate = (value: Date | string): Date => (typeof value === "string" ? new Date(value) : value);

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...OPTIONS[style], timeZone: DISPLAY_TIME_ZONE });
    cache.set(key, found);
  }
  return found;
}

/** Formats a UTC instant in WIB; styles with a clock time end with the "WIB" label. */
export function formatWib(value: Date | string, locale: Locale, style: DateStyle = "dateTime"): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) throw new RangeError("invalid date");
  const text = formatter(locale, style).format(date);
  return style === "dateTime" || style === "time" ? `${text} ${ZONE_LABEL}` : text;
}

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The WIB calendar day of an instant (WIB is UTC+7 all year), as a comparable year, month and day. */
function wibDay(date: Date): { year: number; month: number; day: number } {
  const shifted = new Date(date.getTime() + WIB_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** The calendar year of an instant in WIB (the footer's copyright year: New Year is 17:00 UTC). */
export function wibYear(value: Date | string): number {
  return wibDay(toDate(value)).year;
}

/** True when two instants fall on the same calendar day in WIB. */
export function sameWibDay(a: Date | string, b: Date | string): boolean {
  const first = wibDay(toDate(a));
  const second = wibDay(toDate(b));
  return first.year === second.year && first.month === second.month && first.day === second.day;
}

/**
 * The days an event runs, in WIB, as short dates: one date for a single day; else the first day without
 * what the last day's date already says ("5" and "7 Des 2026", "28 Nov" and "2 Des 2026"). An end at
 * midnight closes the day before: a concert until 24:00 is a one-day event.
 */
export function wibDaySpan(
  startsAt: Date | string,
  endsAt: Date | string,
  locale: Locale,
): { day: string } | { start: string; end: string } {
  const start = toDate(startsAt);
  // One millisecond back puts an end at 00:00 on the day it closes.
  const end = new Date(Math.max(start.getTime(), toDate(endsAt).getTime() - 1));
  if (sameWibDay(start, end)) return { day: formatWib(start, locale, "date") };
  const first = wibDay(start);
  const last = wibDay(end);
  const startStyle: DateStyle =
    first.year !== last.year ? "date" : first.month !== last.month ? "dayMonth" : "day";
  return { start: formatWib(start, locale, startStyle), end: formatWib(end, locale, "date") };
}

/** Whole seconds left until `expiresAt` by the server's clock offset, never below zero. */
export function secondsUntil(expiresAt: Date | string, now: Date = new Date()): number {
  const end = toDate(expiresAt);
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
}

/** Countdown text as mm:ss (spec section 4); minutes may exceed 59 for long holds. */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}
