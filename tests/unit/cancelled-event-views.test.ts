import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { TicketSummary } from "../../shared/contracts/e-tickets.ts";
import type { EventDetail } from "../../shared/contracts/events.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { TicketCard } from "../../web/e-tickets/ticket-card.tsx";
import { eventJsonLd } from "../../web/events/event-json-ld.server.ts";
import { I18nProvider } from "../../web/lib/i18n.tsx";

/**
 * What a cancelled event still shows: search engines are told it is cancelled, and a buyer's ticket
 * voided by the cancellation is listed as cancelled with its order's refund state, opening nothing.
 */

function render(path: string, node: ReactNode): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [path] }, createElement(I18nProvider, null, node)),
  );
}

const event = {
  title: "Konser Senja",
  description: "Malam penuh lagu.",
  starts_at: "2026-12-12T12:00:00.000Z",
  ends_at: "2026-12-12T16:00:00.000Z",
  poster_url: null,
  venue_name: "Taman Ismail Marzuki",
  address: "Jl. Cikini Raya No. 73",
  city: "Jakarta",
  start_from_price: 150_000,
  organiser: { id: 1, slug: "nusantara-live", name: "Nusantara Live", logo_url: null },
  lineup: [],
  seo: { title: "", description: "", canonical: "https://tiketin.id/event/konser-senja" },
  cancel_reason: null,
} as unknown as EventDetail;

const options = { baseUrl: "https://tiketin.id", url: "https://tiketin.id/event/konser-senja" };

describe("schema.org status of a cancelled event", () => {
  it("is EventCancelled once the organiser cancelled it (EventScheduled before)", () => {
    expect(eventJsonLd(event, [], options).eventStatus).toBe("https://schema.org/EventScheduled");
    const cancelled = { ...event, cancel_reason: "Venue banjir" };
    expect(eventJsonLd(cancelled, [], options).eventStatus).toBe("https://schema.org/EventCancelled");
    // An empty reason is still a cancelled event.
    expect(eventJsonLd({ ...event, cancel_reason: "" }, [], options).eventStatus).toBe(
      "https://schema.org/EventCancelled",
    );
  });
});

const ticket: TicketSummary = {
  id: "6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
  event: {
    id: 1,
    slug: "konser-senja",
    title: "Konser Senja",
    starts_at: "2026-12-12T12:00:00.000Z",
    ends_at: "2026-12-12T16:00:00.000Z",
    venue_name: "Taman Ismail Marzuki",
    city: "Jakarta",
    address: "Jl. Cikini Raya No. 73",
    poster_url: null,
  },
  category_name: "Festival",
  seat: null,
  entry_number: 1,
  holder_name: "Sari Wulandari",
  received_by_transfer: false,
  cancellation: null,
};

describe("a ticket of a cancelled event in My tickets", () => {
  it("a valid ticket opens its e-ticket and says nothing of a cancellation", () => {
    const html = render("/tiket-saya", createElement(TicketCard, { ticket }));
    expect(html).toMatch(new RegExp(`<a [^>]*href="[^"]*${ticket.id}"`));
    expect(html).not.toContain('data-testid="ticket-cancelled"');
  });

  for (const [path, catalog] of [
    ["/tiket-saya", id],
    ["/en/tiket-saya", en],
  ] as const) {
    for (const state of ["owed", "refunded"] as const) {
      it(`a voided ticket is marked cancelled, refund ${state}, and opens nothing (${path})`, () => {
        const html = render(
          path,
          createElement(TicketCard, { ticket: { ...ticket, cancellation: { refund_state: state } } }),
        );
        expect(html).toContain('data-testid="ticket-cancelled"');
        expect(html).toContain(catalog.eTicketsWeb.ticket.cancelled);
        expect(html).toContain(catalog.eTicketsWeb.ticket.refund[state]);
        expect(html).toContain(catalog.eTicketsWeb.ticket.cancelledHint);
        // No link to the e-ticket: its code is void and it cannot be transferred.
        expect(html).not.toContain(ticket.id);
        expect(html).not.toContain("<a ");
      });
    }
  }
});
