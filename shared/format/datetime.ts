import type { Locale } from "../i18n/locales.ts";

/** Every time is stored in UTC and shown in Western Indonesia Time (UTC+7, no daylight saving). */
export const DISPLAY_TIME_ZONE = "Asia/Jakarta";
const ZONE_LABEL = "WIB";

const INTL_LOCALE: Record<Locale, string> = { id: "id-ID", en: "en-GB" };

type DateStyle = "date" | "dateTime" | "time" | "longDate";

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
};

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
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError("invalid date");
  const text = formatter(locale, style).format(date);
  return style === "dateTime" || style === "time" ? `${text} ${ZONE_LABEL}` : text;
}

/** Whole seconds left until `expiresAt` by the server's clock offset, never below zero. */
export function secondsUntil(expiresAt: Date | string, now: Date = new Date()): number {
  const end = typeof expiresAt === "string" ? new Date(expiresAt) : expiresAt;
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
}

/** Countdown text as mm:ss (spec section 4); minutes may exceed 59 for long holds. */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}
