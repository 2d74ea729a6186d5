import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { OfflineBundle } from "#shared/contracts/e-tickets.ts";
import {
  MAX_SHORT_CODE_VERSION,
  matchShortCode,
  SHORT_CODE_STEP,
  shortCodeCandidates,
  shortCodeIdPrefix,
  shortCodeVersion,
  ticketShortCode,
} from "#shared/e-tickets/short-code.ts";
import { verifyTicketCodeOffline } from "#shared/e-tickets/verify-code.ts";

/**
 * The typed short code follows the ticket's code version: (the id's first 32 bits + (version - 1) *
 * 0x9E3779B1) mod 2^32, so version 1 is the id's own first 8 digits and a transfer retires the code.
 */
const idWithPrefix = (prefix: string) => `${prefix}${randomUUID().slice(8)}`;

describe("ticketShortCode", () => {
  it("keeps version 1 as the id's first 8 digits in capitals (earlier exports stay right)", () => {
    const id = randomUUID();
    expect(ticketShortCode(id, 1)).toBe(id.slice(0, 8).toUpperCase());
    expect(ticketShortCode("0000abcd-0000-4000-8000-000000000000", 1)).toBe("0000ABCD");
  });

  it("moves the code by the odd step per version, wrapping past FFFFFFFF", () => {
    expect(SHORT_CODE_STEP % 2).toBe(1);
    expect(ticketShortCode(idWithPrefix("00000000"), 2)).toBe("9E3779B1");
    expect(ticketShortCode(idWithPrefix("ffffffff"), 2)).toBe("9E3779B0");
    expect(ticketShortCode(idWithPrefix("61c88650"), 2)).toBe("00000001");
    // (3 - 1) * 0x9E3779B1 = 0x13C6EF362 and 0x13C6EF362 mod 2^32 = 0x3C6EF362.
    expect(ticketShortCode(idWithPrefix("00000000"), 3)).toBe("3C6EF362");
    // Large versions stay exact (the product passes 2^53 only in BigInt).
    const big = 2 ** 31;
    const expected = (BigInt(big - 1) * BigInt(SHORT_CODE_STEP)) % 2n ** 32n;
    expect(ticketShortCode(idWithPrefix("00000000"), big)).toBe(
      expected.toString(16).toUpperCase().padStart(8, "0"),
    );
  });

  it("gives every version of a ticket its own 8-hex-digit code", () => {
    for (let i = 0; i < 50; i++) {
      const id = randomUUID();
      const codes = Array.from({ length: MAX_SHORT_CODE_VERSION }, (_, v) => ticketShortCode(id, v + 1));
      expect(new Set(codes).size).toBe(MAX_SHORT_CODE_VERSION);
      for (const code of codes) expect(code).toMatch(/^[0-9A-F]{8}$/);
    }
  });

  it("round-trips: the code and its version give back the id's prefix, and the version is found", () => {
    for (const prefix of ["00000000", "ffffffff", "61c88650", "9e3779b0", randomUUID().slice(0, 8)]) {
      const id = idWithPrefix(prefix);
      for (let version = 1; version <= MAX_SHORT_CODE_VERSION; version++) {
        const code = ticketShortCode(id, version);
        expect(shortCodeIdPrefix(code, version)).toBe(prefix);
        expect(shortCodeVersion(id, code)).toBe(version);
        expect(shortCodeCandidates(code)[version - 1]).toEqual({ version, idPrefix: prefix });
      }
      expect(shortCodeVersion(id, ticketShortCode(id, MAX_SHORT_CODE_VERSION + 1))).toBeNull();
    }
    expect(shortCodeCandidates("ABCD0123")).toHaveLength(MAX_SHORT_CODE_VERSION);
  });
});

describe("matchShortCode", () => {
  const ticket = (id: string, currentVersion: number) => ({ ticketId: id, currentVersion });

  it("names a ticket by its current code, or by an older one with that version, never by a future one", () => {
    const id = randomUUID();
    const held = [ticket(id, 3)];
    expect(matchShortCode(held, ticketShortCode(id, 3))).toMatchObject({ kind: "one", codeVersion: 3 });
    expect(matchShortCode(held, ticketShortCode(id, 1))).toMatchObject({ kind: "one", codeVersion: 1 });
    expect(matchShortCode(held, ticketShortCode(id, 4))).toEqual({ kind: "none" });
  });

  it("prefers a current code to another ticket's old one, and never guesses between two current ones", () => {
    const moved = idWithPrefix("12345678");
    const code = ticketShortCode(moved, 1);
    // A second ticket whose version 2 has the code the first one had at version 1.
    const other = idWithPrefix(shortCodeIdPrefix(code, 2));
    const both = [ticket(moved, 2), ticket(other, 2)];
    expect(matchShortCode(both, code)).toMatchObject({
      kind: "one",
      codeVersion: 2,
      ticket: { ticketId: other },
    });
    const twin = idWithPrefix("12345678");
    expect(matchShortCode([ticket(moved, 1), ticket(twin, 1)], code)).toEqual({ kind: "ambiguous" });
  });
});

describe("typed codes offline", () => {
  const display = (id: string, entry: number) => ({
    ticket_id: id,
    holder_name: `Tamu ${entry}`,
    identity_last4: null,
    category_name: "VIP",
    seat: null,
    entry_number: entry,
  });

  it("refuses a transferred ticket's old code and a void ticket's codes, admits the current code", async () => {
    const moved = randomUUID();
    const voided = randomUUID();
    const bundle: OfflineBundle = {
      event: { id: 1, slug: "e", title: "E", starts_at: new Date().toISOString() },
      keys: [],
      revoked: [
        { ticket_id: moved, below_version: 2, reason: "transferred" },
        { ticket_id: voided, below_version: 0xffff_ffff, reason: "void" },
      ],
      tickets: [{ ...display(moved, 1), code_version: 2 }],
      checked_in: [],
      generated_at: new Date().toISOString(),
    };
    expect((await verifyTicketCodeOffline(ticketShortCode(moved, 1), bundle)).verdict).toBe("transferred");
    const current = await verifyTicketCodeOffline(ticketShortCode(moved, 2).toLowerCase(), bundle);
    expect(current).toMatchObject({ verdict: "valid", ticket: { ticket_id: moved } });
    expect((await verifyTicketCodeOffline(ticketShortCode(moved, 3), bundle)).verdict).toBe("forged");
    for (const version of [1, 2, 5])
      expect((await verifyTicketCodeOffline(ticketShortCode(voided, version), bundle)).verdict).toBe("void");
  });
});
