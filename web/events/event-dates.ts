import { formatWib, sameWibDay, wibDaySpan } from "#shared/format/datetime.ts";
import type { Translator } from "#shared/i18n/translate.ts";

const ZONE_SUFFIX = / WIB$/;

/**
 * When an event runs, in WIB: one day reads "Saturday, 12 December 2026, 19:00 – 23:00 WIB", several
 * days "12 Dec 2026, 14:00 WIB – 13 Dec 2026, 23:00 WIB".
 */
export function formatEventWhen(startsAt: string, endsAt: string, t: Translator): string {
  const { locale } = t;
  if (sameWibDay(startsAt, endsAt)) {
    return t("catalogue.date.sameDay", {
      date: formatWib(startsAt, locale, "longDate"),
      start: formatWib(startsAt, locale, "time").replace(ZONE_SUFFIX, ""),
      end: formatWib(endsAt, locale, "time"),
    });
  }
  return t("catalogue.date.range", {
    start: formatWib(startsAt, locale, "dateTime"),
    end: formatWib(endsAt, locale, "dateTime"),
  });
}

/** The days an event runs, in WIB, for a card: "5 Dec 2026", "5 – 7 Dec 2026", "28 Nov – 2 Dec 2026". */
export function formatEventDays(startsAt: string, endsAt: string, t: Translator): string {
  const days = wibDaySpan(startsAt, endsAt, t.locale);
  return "day" in days ? days.day : t("catalogue.date.range", days);
}
