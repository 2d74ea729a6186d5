import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc16CcittFalse, crcHex } from "../../shared/payments/crc16.ts";
import { buildQris, parseQris, parseTlv, SANDBOX_QRIS_MERCHANT } from "../../shared/payments/qris.ts";

describe("CRC-16/CCITT-FALSE", () => {
  it("reproduces the published check value 0x29B1 for '123456789'", () => {
    expect(crc16CcittFalse("123456789")).toBe(0x29b1);
    expect(crcHex("123456789")).toBe("29B1");
    expect(crcHex("")).toBe("FFFF");
  });
});

const referenceChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

describe("QRIS strings", () => {
  it("10,000 generated strings parse as TLV, verify their CRC and carry amount and reference", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.string({ unit: fc.constantFrom(...referenceChars), minLength: 1, maxLength: 26 }),
        fc.option(fc.string({ unit: fc.constantFrom(...referenceChars), minLength: 1, maxLength: 25 }), {
          nil: undefined,
        }),
        (amount, reference, billNumber) => {
          const qr = buildQris({ amount, reference, billNumber });
          const parsed = parseQris(qr);
          expect(parsed).not.toBeNull();
          expect(parsed).toMatchObject({
            dynamic: true,
            amount,
            currency: "360",
            merchantName: SANDBOX_QRIS_MERCHANT.name,
            reference: reference.slice(0, 25),
          });
          expect(qr.slice(-8, -4)).toBe("6304");
          expect(crcHex(qr.slice(0, -4))).toBe(qr.slice(-4));
          // Every record and every template is well-formed TLV.
          for (const record of parseTlv(qr) ?? [])
            if (["26", "51", "62"].includes(record.tag)) expect(parseTlv(record.value)).not.toBeNull();
        },
      ),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it("refuses a string whose CRC or layout is off", () => {
    const qr = buildQris({ amount: 121_000, reference: "trx_abc" });
    expect(parseQris(qr)).not.toBeNull();
    const tampered = qr.replace("5406121000", "5406121001");
    expect(parseQris(tampered)).toBeNull();
    expect(parseQris(`${qr.slice(0, -4)}0000`)).toBeNull();
    expect(parseQris(qr.slice(0, -1))).toBeNull();
    expect(parseQris("hello")).toBeNull();
  });

  it("is obviously fake: unregistered GUI and NMID, a do-not-pay merchant name", () => {
    const qr = buildQris({ amount: 10_000, reference: "trx_x" });
    expect(qr).toContain("ID.SANDBOX.TICKETING");
    expect(qr).toContain("IDSANDBOX000000");
    expect(qr).toContain("SANDBOX-JANGAN-BAYAR");
    expect(qr.startsWith("000201010212")).toBe(true);
  });
});
