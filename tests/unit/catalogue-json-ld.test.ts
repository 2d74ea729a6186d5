import { describe, expect, it } from "vitest";
import type { EventDetail } from "../../shared/contracts/events.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { formatEventDays, formatEventWhen } from "../../web/events/event-dates.ts";
import { eventJsonLd, offerAvailability, serializeJsonLd } from "../../web/events/event-json-ld.server.ts";

const event: EventDetail = {
  id: 1,
  slug: "konser-senja",
  title: "Konser </script><script>alert(1)</script> Senja",
  category: "concert",
  city: "Jakarta",
  venue_name: "Taman Ismail Marzuki",
  starts_at: "2026-12-12T12:00:00.000Z",
  ends_at: "2026-12-12T16:00:00.000Z",
  status: "upcoming",
  is_tentative_date: false,
  poster_url: "/media/events/konser-senja.svg",
  poster_srcset: null,
  description_html: null,
  latitude: null,
  longitude: null,
  cancel_reason: null,
  seats_only: false,
  start_from_price: 150_000,
  sale_status: "on_sale",
  organiser_name: "Nusantara Live",
  description: "Malam penuh lagu.",
  address: "Jl. Cikini Raya No. 73",
  map_url: null,
  tentative_note: null,
  organiser: { id: 1, slug: "nusantara-live", name: "Nusantara Live", logo_url: null },
  lineup: [{ id: 1, name: "Mentari", image_url: null, role: "Headliner" }],
  is_seated: false,
  max_ticket_by_account: null,
  one_transaction_per_account: false,
  terms: "",
  tax_rate_bps: 1000,
  price_display: "plus_tax",
  analytics: { ga4_measurement_id: null, meta_pixel_id: null },
  seo: {
    title: "Tiket Konser Senja",
    description: "Malam penuh lagu.",
    canonical: "https://tiketin.id/event/konser-senja",
  },
};

describe("schema.org Event", () => {
  it("describes the event with place, lowest IDR offer and organiser", () => {
    const ld = eventJsonLd(
      event,
      [
        { status: "sold_out", price: 100_000 },
        { status: "available", price: 250_000 },
      ],
      { baseUrl: "https://tiketin.id", url: "https://tiketin.id/event/konser-senja" },
    );
    expect(ld).toMatchObject({
      "@type": "Event",
      name: event.title,
      startDate: event.starts_at,
      endDate: event.ends_at,
      eventStatus: "https://schema.org/EventScheduled",
      image: ["https://tiketin.id/media/events/konser-senja.svg"],
      location: {
        "@type": "Place",
        name: "Taman Ismail Marzuki",
        address: { "@type": "PostalAddress", addressLocality: "Jakarta", addressCountry: "ID" },
      },
      offers: { price: 100_000, priceCurrency: "IDR", availability: "https://schema.org/InStock" },
      organizer: { "@type": "Organization", name: "Nusantara Live" },
    });
  });

  it("derives availability from the categories", () => {
    expect(offerAvailability([{ status: "sold_out" }, { status: "closed" }])).toBe(
      "https://schema.org/SoldOut",
    );
    expect(offerAvailability([{ status: "staged" }])).toBe("https://schema.org/PreOrder");
    expect(offerAvailability([])).toBe("https://schema.org/SoldOut");
  });

  it("cannot close its script element: < > & are escaped and the JSON still parses", () => {
    const json = serializeJsonLd({ name: event.title, note: "a & b > c" });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name: event.title, note: "a & b > c" });
  });
});

describe("event dates in WIB", () => {
  it("shows one day with a time range, several days with both ends", () => {
    const en = createTranslator("en");
    expect(formatEventWhen(event.starts_at, event.ends_at, en)).toMatch(
      /12 December 2026, 19:00 – 23:00 WIB$/,
    );
    const id = createTranslator("id");
    expect(formatEventWhen("2026-12-12T07:00:00Z", "2026-12-13T16:00:00Z", id)).toBe(
      "12 Des 2026, 14.00 WIB – 13 Des 2026, 23.00 WIB",
    );
  });

  it("gives a card one date for one day and a festival's first and last days", () => {
    const en = createTranslator("en");
    expect(formatEventDays(event.starts_at, event.ends_at, en)).toBe("12 Dec 2026");
    const id = createTranslator("id");
    expect(formatEventDays("2026-12-12T07:00:00Z", "2026-12-13T16:00:00Z", id)).toBe("12 – 13 Des 2026");
  });
});
