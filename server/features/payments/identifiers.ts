import { randomBytes, randomInt } from "node:crypto";

/** `trx_` + 128 random bits, base64url (22 characters): unguessable and safe in a URL. */
export const newExternalId = (): string => `trx_${randomBytes(16).toString("base64url")}`;

const INVOICE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** `INV-20261121-7KQ2M9XA`: the WIB date of the order and 40 random bits (unique by constraint). */
export function newInvoiceNumber(now: Date): string {
  const wib = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10).replaceAll("-", "");
  const suffix = Array.from({ length: 8 }, () => INVOICE_ALPHABET[randomInt(INVOICE_ALPHABET.length)]).join(
    "",
  );
  return `INV-${wib}-${suffix}`;
}

/** Random decimal digits from the CSPRNG (VA suffixes). */
export const randomDigits = (count: number): string =>
  Array.from({ length: count }, () => randomInt(10)).join("");
