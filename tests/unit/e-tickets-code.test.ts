import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  generateSigningKey,
  openPrivateKey,
  sealPrivateKey,
  signTicketCode,
} from "#server/features/e-tickets/signing-keys.ts";
import { createDataCipher } from "#server/security/data-cipher.ts";
import type { OfflineBundle } from "#shared/contracts/e-tickets.ts";
import { fromBase64Url, toBase64Url } from "#shared/e-tickets/base64url.ts";
import { CODE_BYTES, parseTicketCode } from "#shared/e-tickets/ticket-code.ts";
import { verifyTicketCodeOffline } from "#shared/e-tickets/verify-code.ts";

const cipher = createDataCipher(Buffer.alloc(32, 7));

function eventKey(eventId: number, kid: number) {
  const { publicKey, privateKeyDer } = generateSigningKey();
  const sealed = sealPrivateKey(cipher, eventId, publicKey, privateKeyDer);
  const privateKey = openPrivateKey(cipher, { eventId, publicKey, privateKeyCiphertext: sealed });
  return { kid, publicKey, privateKey };
}

const concert = eventKey(1, 11);
const otherEvent = eventKey(2, 22);
const ticketId = randomUUID();

function bundle(overrides: Partial<OfflineBundle> = {}): OfflineBundle {
  return {
    event: { id: 1, slug: "konser", title: "Konser", starts_at: "2027-01-01T12:00:00.000Z" },
    keys: [{ kid: concert.kid, public_key: concert.publicKey }],
    revoked: [],
    tickets: [
      {
        ticket_id: ticketId,
        holder_name: "Rika",
        identity_last4: null,
        category_name: "VIP",
        seat: "A1",
        entry_number: 1,
        code_version: 1,
      },
    ],
    checked_in: [],
    generated_at: "2026-11-21T00:00:00.000Z",
    ...overrides,
  };
}

describe("signed e-ticket codes", () => {
  const code = signTicketCode(concert.privateKey, { ticketId, codeVersion: 1, kid: concert.kid });

  it("round-trips ticket id, version and key id, and fits a small QR", () => {
    expect(parseTicketCode(code)).toMatchObject({ ticketId, codeVersion: 1, kid: concert.kid });
    expect(code).toHaveLength(119);
    expect(fromBase64Url(code)).toHaveLength(CODE_BYTES);
  });

  it("admits a genuine code offline and shows its holder", async () => {
    const result = await verifyTicketCodeOffline(code, bundle());
    expect(result.verdict).toBe("valid");
    expect(result.ticket?.holder_name).toBe("Rika");
  });

  it("refuses every single-bit change of the code", async () => {
    const bytes = fromBase64Url(code);
    if (!bytes) throw new Error("unreadable");
    const verdicts = new Set<string>();
    for (let bit = 0; bit < bytes.length * 8; bit += 1) {
      const flipped = bytes.slice();
      flipped[bit >> 3] = (flipped[bit >> 3] ?? 0) ^ (1 << (bit & 7));
      const result = await verifyTicketCodeOffline(toBase64Url(flipped), bundle());
      verdicts.add(result.verdict);
      if (result.verdict === "valid") throw new Error(`bit ${bit} flipped and still valid`);
    }
    expect([...verdicts]).toEqual(["forged"]);
  });

  it("refuses a code signed with another event's key, whichever key id it names", async () => {
    const ownKid = signTicketCode(otherEvent.privateKey, { ticketId, codeVersion: 1, kid: concert.kid });
    const theirKid = signTicketCode(otherEvent.privateKey, { ticketId, codeVersion: 1, kid: otherEvent.kid });
    expect((await verifyTicketCodeOffline(ownKid, bundle())).verdict).toBe("forged");
    expect((await verifyTicketCodeOffline(theirKid, bundle())).verdict).toBe("forged");
  });

  it("refuses a transferred ticket's old code once the revocation list arrives", async () => {
    const synced = bundle({ revoked: [{ ticket_id: ticketId, below_version: 2, reason: "transferred" }] });
    expect((await verifyTicketCodeOffline(code, synced)).verdict).toBe("transferred");
    const newCode = signTicketCode(concert.privateKey, { ticketId, codeVersion: 2, kid: concert.kid });
    const current = bundle({
      revoked: synced.revoked,
      tickets: synced.tickets.map((ticket) => ({ ...ticket, code_version: 2 })),
    });
    expect((await verifyTicketCodeOffline(newCode, current)).verdict).toBe("valid");
  });

  it("answers already used, with gate and time, for a second scan on the device", async () => {
    const admitted = new Map([[ticketId, { at: "2027-01-01T11:00:00.000Z", gate: "Gate A" }]]);
    const result = await verifyTicketCodeOffline(code, bundle(), admitted);
    expect(result).toMatchObject({ verdict: "already_used", first_check_in: { gate: "Gate A" } });
  });

  it("keeps codes of a rotated-out key valid while the key is in the bundle", async () => {
    const rotated = eventKey(1, 12);
    const keys = [
      { kid: concert.kid, public_key: concert.publicKey },
      { kid: rotated.kid, public_key: rotated.publicKey },
    ];
    const fresh = signTicketCode(rotated.privateKey, { ticketId, codeVersion: 1, kid: rotated.kid });
    expect((await verifyTicketCodeOffline(fresh, bundle({ keys }))).verdict).toBe("valid");
    expect((await verifyTicketCodeOffline(code, bundle({ keys }))).verdict).toBe("valid");
  });

  it("refuses a sealed private key moved onto another event", () => {
    const { publicKey, privateKeyDer } = generateSigningKey();
    const sealed = sealPrivateKey(cipher, 1, publicKey, privateKeyDer);
    expect(() => openPrivateKey(cipher, { eventId: 2, publicKey, privateKeyCiphertext: sealed })).toThrow();
  });

  it("treats junk as forged", async () => {
    for (const junk of ["", "hello", "A".repeat(119), "%%%", `${code}A`]) {
      expect((await verifyTicketCodeOffline(junk, bundle())).verdict).toBe("forged");
    }
  });
});
