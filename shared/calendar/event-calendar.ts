import { formatWib } from "../format/datetime.ts";
import type { Translator } from "../i18n/translator.ts";
import type { CalendarEvent } from "./icalendar.ts";

/** What the calendar entry of an event needs: the fields of an event's detail that both sides have. */
export interface CalendarSource {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  venue_name: string;
  address: string;
  city: string;
}

/** The venue in one line: "Istora Senayan, Jl. Pintu Satu Senayan, Jakarta" (empty parts left out). */
export function venueLine(event: Pick<CalendarSource, "venue_name" | "address" | "city">): string {
  return [event.venue_name, event.address, event.city].filter((part) => part.trim() !== "").join(", ");
}

/**
 * The calendar entry of an event: UTC times for the calendar, the WIB times written out in the
 * description (a phone in another zone still shows when the doors open locally), and a UID that names
 * the event on this site, so a second download updates the same entry.
 */
export function eventCalendarEntry(
  event: CalendarSource,
  options: { url: string; host: string; stamp: Date; t: Translator },
): CalendarEvent {
  const { t } = options;
  const when = t("eventShare.calendar.when", {
    start: formatWib(event.starts_at, t.locale, "dateTime"),
    end: formatWib(event.ends_at, t.locale, "dateTime"),
  });
  return {
    uid: `event-${event.id}@${options.host}`,
    stamp: options.stamp,
    startsAt: new Date(event.starts_at),
    endsAt: new Date(event.ends_at),
    summary: event.title,
    description: `${when}\n${venueLine(event)}\n${options.url}`,
    location: venueLine(event),
    url: options.url,
  };
}
