/**
 * An RFC 5545 calendar with one event: what "Tambah ke kalender" downloads. Times are UTC (`...Z`), so
 * every calendar shows them in its own zone; the description repeats them in WIB for the reader.
 */
export interface CalendarEvent {
  /** Stable per event, so importing the file twice updates one entry instead of adding a second. */
  uid: string;
  /** When this version of the event was last changed (DTSTAMP). */
  stamp: Date;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
}

const CRLF = "\r\n";
/** RFC 5545 section 3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** RFC 5545 section 3.3.11: backslash, semicolon and comma are escaped; a line break becomes `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** `20261212T120000Z`: a UTC DATE-TIME (section 3.3.5, form #2). */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

const encoder = new TextEncoder();

/**
 * Folds one content line at 75 octets (continuation lines start with one space, which counts toward
 * their 75), never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The whole `.ics` file: CRLF line endings, folded lines, one VEVENT. */
export function buildICalendar(event: CalendarEvent, productId: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.startsAt)}`,
    `DTEND:${formatUtc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * Google Calendar's "add event" template link: the same times in UTC, shown by Google in WIB
 * (`ctz=Asia/Jakarta`) whatever the phone's zone.
 */
export function googleCalendarUrl(event: Omit<CalendarEvent, "uid" | "stamp">): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.summary,
    dates: `${formatUtc(event.startsAt)}/${formatUtc(event.endsAt)}`,
    details: event.description,
    location: event.location,
    ctz: "Asia/Jakarta",
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
