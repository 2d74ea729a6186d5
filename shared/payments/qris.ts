import { crcHex } from "./crc16.ts";

/**
 * EMVCo Merchant-Presented QR (QRIS profile): flat `ID(2) + LENGTH(2) + VALUE` records, templates nested
 * the same way, terminated by tag 63 whose CRC covers everything before it including "6304".
 */
export interface TlvRecord {
  tag: string;
  value: string;
}

const ASCII_PRINTABLE = /^[\x20-\x7e]*$/;

export function tlv(tag: string, value: string): string {
  if (!/^[0-9]{2}$/.test(tag)) throw new RangeError(`bad tag ${tag}`);
  if (value.length > 99 || !ASCII_PRINTABLE.test(value)) throw new RangeError(`bad value for tag ${tag}`);
  return tag + String(value.length).padStart(2, "0") + value;
}

/** Parses one level of TLV records; null when the text is not exactly a sequence of records. */
export function parseTlv(text: string): TlvRecord[] | null {
  const records: TlvRecord[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^[0-9]{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    records.push({ tag: head.slice(0, 2), value });
    at += 4 + length;
  }
  return records;
}

/** Sandbox identity: an unregistered GUI, NMID and NNS so no real banking or e-wallet app can pay it. */
export const SANDBOX_QRIS_MERCHANT = {
  gui: "ID.SANDBOX.TICKETING",
  pan: "9999000000000000001",
  merchantId: "SANDBOX0001",
  nmid: "IDSANDBOX000000",
  mcc: "7922",
  name: "SANDBOX-JANGAN-BAYAR",
  city: "JAKARTA",
} as const;

export interface QrisInput {
  amount: number;
  /** The transaction's external id (tag 62.05, at most 25 characters in QRIS). */
  reference: string;
  /** Bill number (tag 62.01), e.g. the invoice number. */
  billNumber?: string;
}

/** A dynamic (`010212`) QRIS string for one payment of `amount` rupiah. */
export function buildQris(input: QrisInput, merchant = SANDBOX_QRIS_MERCHANT): string {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError("amount must be positive rupiah");
  const additional =
    (input.billNumber ? tlv("01", input.billNumber.slice(0, 25)) : "") +
    tlv("05", input.reference.slice(0, 25));
  const body =
    tlv("00", "01") +
    tlv("01", "12") +
    tlv(
      "26",
      tlv("00", merchant.gui) + tlv("01", merchant.pan) + tlv("02", merchant.merchantId) + tlv("03", "UMI"),
    ) +
    tlv("51", tlv("00", "ID.CO.QRIS.WWW") + tlv("02", merchant.nmid) + tlv("03", "UMI")) +
    tlv("52", merchant.mcc) +
    tlv("53", "360") +
    tlv("54", String(input.amount)) +
    tlv("58", "ID") +
    tlv("59", merchant.name.slice(0, 25)) +
    tlv("60", merchant.city.slice(0, 15)) +
    tlv("62", additional);
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crcHex(withCrcHeader);
}

export interface ParsedQris {
  records: TlvRecord[];
  dynamic: boolean;
  amount: number | null;
  currency: string | null;
  merchantName: string | null;
  reference: string | null;
  billNumber: string | null;
}

/** Parses and verifies a QRIS string (layout, CRC, templates); null when anything is off. */
export function parseQris(text: string): ParsedQris | null {
  if (text.length < 12 || text.length > 512 || !ASCII_PRINTABLE.test(text)) return null;
  const records = parseTlv(text);
  if (!records || records.length < 3) return null;
  const last = records[records.length - 1];
  if (last?.tag !== "63" || last.value.length !== 4) return null;
  if (records[0]?.tag !== "00" || records[0].value !== "01") return null;
  if (crcHex(text.slice(0, -4)) !== last.value.toUpperCase()) return null;
  const get = (tag: string) => records.find((record) => record.tag === tag)?.value ?? null;
  const additional = get("62");
  const additionalRecords = additional === null ? [] : parseTlv(additional);
  if (additionalRecords === null) return null;
  for (const template of ["26", "51"]) {
    const value = get(template);
    if (value !== null && parseTlv(value) === null) return null;
  }
  const amount = get("54");
  if (amount !== null && !/^[0-9]+(\.[0-9]{1,2})?$/.test(amount)) return null;
  return {
    records,
    dynamic: get("01") === "12",
    amount: amount === null ? null : Number(amount),
    currency: get("53"),
    merchantName: get("59"),
    reference: additionalRecords.find((record) => record.tag === "05")?.value ?? null,
    billNumber: additionalRecords.find((record) => record.tag === "01")?.value ?? null,
  };
}
