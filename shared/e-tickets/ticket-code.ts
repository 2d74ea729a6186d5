import { fromBase64Url, toBase64Url } from "./base64url.ts";

/**
 * The signed e-ticket code (ADR 0107), base64url of 89 bytes (119 characters, a version 7 QR):
 *
 *   byte 0       format version (1)
 *   bytes 1-16   ticket id (uuid)
 *   bytes 17-20  code version, uint32 big-endian (bumped by a transfer, so the old code is revoked)
 *   bytes 21-24  key id, uint32 big-endian (names one event's signing key)
 *   bytes 25-88  Ed25519 signature over SIGNING_CONTEXT + bytes 0-24
 *
 * No personal data: a photographed QR tells nothing about its holder.
 */
export const CODE_FORMAT_VERSION = 1;
const PAYLOAD_BYTES = 25;
export const SIGNATURE_BYTES = 64;
export const CODE_BYTES = PAYLOAD_BYTES + SIGNATURE_BYTES;
const UINT32_MAX = 0xffff_ffff;
/** Domain separation: a signature made for anything else can never pass as a ticket's. */
const SIGNING_CONTEXT = new TextEncoder().encode("tiketin/e-ticket/v1:");

export interface TicketCodePayload {
  ticketId: string;
  codeVersion: number;
  kid: number;
}

export interface ParsedTicketCode extends TicketCodePayload {
  /** What the signature covers. */
  signedMessage: Uint8Array;
  signature: Uint8Array;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uuidToBytes(uuid: string): Uint8Array {
  const normalised = uuid.toLowerCase();
  if (!UUID.test(normalised)) throw new RangeError("not a uuid");
  const hex = normalised.replace(/-/g, "");
  return Uint8Array.from({ length: 16 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

function bytesToUuid(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function checkUint32(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0 || value > UINT32_MAX)
    throw new RangeError(`${name} out of range`);
}

function withContext(payload: Uint8Array): Uint8Array {
  const message = new Uint8Array(SIGNING_CONTEXT.length + payload.length);
  message.set(SIGNING_CONTEXT);
  message.set(payload, SIGNING_CONTEXT.length);
  return message;
}

/** The 25 payload bytes for a ticket; sign `messageToSign(payload)` with the event's key. */
export function encodePayload({ ticketId, codeVersion, kid }: TicketCodePayload): Uint8Array {
  checkUint32(codeVersion, "codeVersion");
  checkUint32(kid, "kid");
  const payload = new Uint8Array(PAYLOAD_BYTES);
  const view = new DataView(payload.buffer);
  payload[0] = CODE_FORMAT_VERSION;
  payload.set(uuidToBytes(ticketId), 1);
  view.setUint32(17, codeVersion);
  view.setUint32(21, kid);
  return payload;
}

export function messageToSign(payload: TicketCodePayload): Uint8Array {
  return withContext(encodePayload(payload));
}

export function assembleCode(payload: TicketCodePayload, signature: Uint8Array): string {
  if (signature.length !== SIGNATURE_BYTES) throw new RangeError("an Ed25519 signature has 64 bytes");
  const code = new Uint8Array(CODE_BYTES);
  code.set(encodePayload(payload));
  code.set(signature, PAYLOAD_BYTES);
  return toBase64Url(code);
}

/** Splits a scanned code into its parts; null when it cannot be one of ours (signature NOT checked). */
export function parseTicketCode(text: string): ParsedTicketCode | null {
  const bytes = fromBase64Url(text.trim());
  if (!bytes || bytes.length !== CODE_BYTES || bytes[0] !== CODE_FORMAT_VERSION) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const payload = bytes.slice(0, PAYLOAD_BYTES);
  return {
    ticketId: bytesToUuid(bytes.slice(1, 17)),
    codeVersion: view.getUint32(17),
    kid: view.getUint32(21),
    signedMessage: withContext(payload),
    signature: bytes.slice(PAYLOAD_BYTES),
  };
}
