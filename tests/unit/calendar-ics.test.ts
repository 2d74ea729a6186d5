import { describe, expect, it } from "vitest";
import { eventCalendarEntry } from "../../shared/calendar/event-calendar.ts";
import { buildICalendar, escapeText, foldLine, googleCalendarUrl } from "../../shared/calendar/icalendar.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";

const octets = (line: string) => new TextEncoder().encode(line).length;
/** RFC 5545 3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

const event = {
  id: 42,
  title: "Konser Senja; Edisi \\Spesial\\, Jakarta",
  starts_at: "2026-12-12T12:00:00.000Z",
  ends_at: "2026-12-12T16:00:00.000Z",
  venue_name: "Istora Senayan",
  address: "Jl. Pintu Satu Senayan, Gelora, Tanah Abang",
  city: "Jakarta",
};

describe("the .ics file (RFC 5545)", () => {
  const entry = eventCalendarEntry(event, {
    url: "https://tiketin.example/event/konser-senja",
    host: "tiketin.example",
    stamp: new Date("2026-11-01T00:00:00Z"),
    t: createTranslator("id"),
  });
  const file = buildICalendar(entry, "-//Tiketin//Test//ID");

  it("ends every line with CRLF and keeps each physical line within 75 octets", () => {
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of file.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("writes the times in UTC and says them in WIB in the description", () => {
    const text = unfold(file);
    expect(text).toContain("DTSTART:20261212T120000Z\r\n");
    expect(text).toContain("DTEND:20261212T160000Z\r\n");
    expect(text).toContain("DTSTAMP:20261101T000000Z\r\n");
    expect(text).toMatch(/DESCRIPTION:12 Des 2026\\, 19\.00 WIB sampai 12 Des 2026\\, 23\.00 WIB\\n/);
  });

  it("escapes backslash, semicolon, comma and line breaks in text values", () => {
    expect(unfold(file)).toContain("SUMMARY:Konser Senja\\; Edisi \\\\Spesial\\\\\\, Jakarta\r\n");
    expect(escapeText("a\nb\r\nc")).toBe("a\\nb\\nc");
  });

  it("names the event with a UID that only depends on the event and the site", () => {
    expect(unfold(file)).toContain("UID:event-42@tiketin.example\r\n");
  });

  it("never folds inside a UTF-8 character or an emoji", () => {
    const line = `SUMMARY:${"Pesta Ñusantara 🎉 ".repeat(12)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });

  it("gives Google Calendar the same UTC times, shown in WIB", () => {
    const url = new URL(googleCalendarUrl(entry));
    expect(url.host).toBe("calendar.google.com");
    expect(url.searchParams.get("dates")).toBe("20261212T120000Z/20261212T160000Z");
    expect(url.searchParams.get("ctz")).toBe("Asia/Jakarta");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("location")).toBe(
      "Istora Senayan, Jl. Pintu Satu Senayan, Gelora, Tanah Abang, Jakarta",
    );
  });
});
