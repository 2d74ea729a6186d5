import { eventCalendarEntry, venueLine } from "#shared/calendar/event-calendar.ts";
import { googleCalendarUrl } from "#shared/calendar/icalendar.ts";
import type { EventDetail } from "#shared/contracts/events.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { createTranslator } from "../lib/messages.ts";

export interface CalendarLinkData {
  /** Google Calendar's template link for the event, in the page's language. */
  google: string;
  /** The venue in one line, the text the page's copy button copies. */
  address: string;
}

/**
 * Built by the event page's loader, so the calendar code stays on the server: the browser gets two
 * strings instead of the iCalendar module (the page's JS budget).
 */
export function calendarLinkData(event: EventDetail, options: { url: string; host: string; locale: Locale }) {
  const t = createTranslator(options.locale);
  const entry = eventCalendarEntry(event, { url: options.url, host: options.host, stamp: new Date(0), t });
  return { google: googleCalendarUrl(entry), address: venueLine(event) } satisfies CalendarLinkData;
}
