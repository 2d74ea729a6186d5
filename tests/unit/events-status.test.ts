import { describe, expect, it } from "vitest";
import {
  deriveEventStatus,
  deriveTicketStatus,
  type TicketStatusInput,
} from "../../server/features/events/event-status.ts";
import { TICKET_STATUSES } from "../../shared/contracts/events.ts";

const now = new Date("2026-06-01T12:00:00Z");
const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * 3_600_000);

describe("deriveEventStatus", () => {
  it("is upcoming before the start, past while under way, ended from the end on", () => {
    expect(deriveEventStatus(at(1), at(5), now)).toBe("upcoming");
    expect(deriveEventStatus(at(0), at(5), now)).toBe("past");
    expect(deriveEventStatus(at(-2), at(2), now)).toBe("past");
    expect(deriveEventStatus(at(-5), at(0), now)).toBe("ended");
    expect(deriveEventStatus(at(-50), at(-46), now)).toBe("ended");
  });
});

describe("deriveTicketStatus", () => {
  const base: TicketStatusInput = {
    manualStatus: "available",
    remaining: 10,
    saleStartsAt: at(-48),
    saleEndsAt: at(48),
    eventEndsAt: at(72),
  };
  const status = (input: Partial<TicketStatusInput>) => deriveTicketStatus({ ...base, ...input }, now);

  it("is available inside the sale window with stock left", () => {
    expect(status({})).toBe("available");
    expect(status({ saleStartsAt: null, saleEndsAt: null })).toBe("available");
  });

  it("reads Sold Out as soon as derived stock is 0, whatever the organiser's label", () => {
    expect(status({ remaining: 0 })).toBe("sold_out");
    for (const manual of ["available", "staged", "fully_booked", "ots_only", "sold_out"] as const)
      expect(status({ manualStatus: manual, remaining: 0 }), manual).toBe("sold_out");
  });

  it("is staged before the sale opens and closed once it has closed or the event is over", () => {
    expect(status({ saleStartsAt: at(1) })).toBe("staged");
    expect(status({ saleEndsAt: at(0) })).toBe("closed");
    expect(status({ saleEndsAt: null, eventEndsAt: at(-1) })).toBe("closed");
    // A closed sale stays closed even when nothing was sold.
    expect(status({ saleEndsAt: at(-1), remaining: 0 })).toBe("closed");
  });

  it("shows the organiser's label when stock remains", () => {
    expect(status({ manualStatus: "closed" })).toBe("closed");
    expect(status({ manualStatus: "closed", remaining: 0 })).toBe("closed");
    expect(status({ manualStatus: "fully_booked" })).toBe("fully_booked");
    expect(status({ manualStatus: "ots_only", saleStartsAt: null, saleEndsAt: null })).toBe("ots_only");
    expect(status({ manualStatus: "staged" })).toBe("staged");
    expect(status({ manualStatus: "sold_out" })).toBe("sold_out");
  });

  it("reaches every status of spec section 4", () => {
    const reached = new Set([
      status({}),
      status({ remaining: 0 }),
      status({ saleStartsAt: at(1) }),
      status({ saleEndsAt: at(-1) }),
      status({ manualStatus: "fully_booked" }),
      status({ manualStatus: "ots_only" }),
    ]);
    expect([...reached].sort()).toEqual([...TICKET_STATUSES].sort());
  });
});
