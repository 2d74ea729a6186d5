/**
 * The short ticket code: 8 hexadecimal digits in capitals, the reference organisers see in lists,
 * exports and the order detail and buyers see under their QR. Gate staff type it when a camera cannot
 * read a screen. Unlike the signed QR code (`ticket-code.ts`) it proves nothing by itself, so the server
 * looks it up in the gate's own event only and bounds failed guesses per gate link.
 *
 * It follows the ticket's code version, as the QR does, so a transfer retires the sender's code:
 * code = (the id's first 32 bits + (version - 1) * STEP) mod 2^32. Version 1 is the id's own first
 * 8 digits (what earlier exports carry); each transfer moves the code by an odd step, so two versions of
 * one ticket never share a code, and the id's prefix is found back from a code and a version.
 */
export const SHORT_CODE_LENGTH = 8;

/** The step per version: odd (2^32 / golden ratio), so it is invertible modulo 2^32. */
export const SHORT_CODE_STEP = 0x9e37_79b1;

/**
 * The versions a typed code is looked up at. Nothing caps transfers per ticket, but a ticket handed on
 * more than 15 times is not realistic; past this its typed code names nothing (its QR still works).
 */
export const MAX_SHORT_CODE_VERSION = 16;

const TWO_POW_32 = 0x1_0000_0000;
const mod32 = (value: number): number => ((value % TWO_POW_32) + TWO_POW_32) % TWO_POW_32;
/** (version - 1) * STEP mod 2^32, exactly: the product passes 2^53, so it is taken in BigInt. */
const offsetOf = (version: number): number =>
  Number((BigInt(version - 1) * BigInt(SHORT_CODE_STEP)) % BigInt(TWO_POW_32));
const hex8 = (value: number): string => value.toString(16).toUpperCase().padStart(SHORT_CODE_LENGTH, "0");

/** The short code of a ticket at a code version (1 and up): what its holder and organisers see now. */
export function ticketShortCode(ticketId: string, version: number): string {
  const prefix = Number.parseInt(ticketId.slice(0, SHORT_CODE_LENGTH), 16);
  return hex8(mod32(prefix + offsetOf(version)));
}

/** The id prefix (8 lower-case hex digits, as ids are stored) a canonical short code names at a version. */
export function shortCodeIdPrefix(shortCode: string, version: number): string {
  return hex8(mod32(Number.parseInt(shortCode, 16) - offsetOf(version))).toLowerCase();
}

/** Every version the code can be typed at, with the id prefix it names there. */
export const shortCodeCandidates = (shortCode: string): { version: number; idPrefix: string }[] =>
  Array.from({ length: MAX_SHORT_CODE_VERSION }, (_, i) => ({
    version: i + 1,
    idPrefix: shortCodeIdPrefix(shortCode, i + 1),
  }));

/** The version (1 to MAX) at which this ticket has this canonical code, or null (one at most: the step is odd). */
export function shortCodeVersion(ticketId: string, shortCode: string): number | null {
  const prefix = ticketId.slice(0, SHORT_CODE_LENGTH).toLowerCase();
  return shortCodeCandidates(shortCode).find((candidate) => candidate.idPrefix === prefix)?.version ?? null;
}

/** Spaces and dashes people type between groups (hyphen, en/em dash, minus sign and friends). */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212_.]/gu;
/** Letters read as the digits they look like: the code is hexadecimal, so no real code contains them. */
const LOOK_ALIKES: Record<string, string> = { O: "0", I: "1", L: "1" };
const SHORT_CODE = /^[0-9A-F]{8}$/;

/**
 * The short code a person typed, in its one canonical form, or null when the text is not one
 * (a signed QR code is 119 characters and never normalises to 8). Case, separators and look-alike
 * letters do not matter.
 */
export function normalizeShortCode(typed: string): string | null {
  const compact = typed.replace(SEPARATORS, "");
  if (compact.length !== SHORT_CODE_LENGTH) return null;
  const canonical = compact.toUpperCase().replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
  return SHORT_CODE.test(canonical) ? canonical : null;
}

/** A ticket a typed code may name, at its current version (a void ticket's revocation: any version). */
export interface ShortCodeCandidate {
  ticketId: string;
  currentVersion: number;
}

/** What a typed code names among candidates: a ticket and the version whose code it is. */
export type ShortCodeMatch<T extends ShortCodeCandidate> =
  | { kind: "none" }
  | { kind: "ambiguous" }
  | { kind: "one"; ticket: T; codeVersion: number };

/**
 * The one ticket a typed code names, by one rule online and offline: a ticket's current code first
 * (two tickets sharing it are ambiguous, never guessed); else a code it had before (an older version:
 * the caller's verdict refuses it as transferred or void). A code of a version the ticket has not
 * reached names nothing.
 */
export function matchShortCode<T extends ShortCodeCandidate>(
  candidates: readonly T[],
  shortCode: string,
): ShortCodeMatch<T> {
  const current: { ticket: T; codeVersion: number }[] = [];
  const former: { ticket: T; codeVersion: number }[] = [];
  for (const ticket of candidates) {
    const version = shortCodeVersion(ticket.ticketId, shortCode);
    if (version === null || version > ticket.currentVersion) continue;
    (version === ticket.currentVersion ? current : former).push({ ticket, codeVersion: version });
  }
  const named = current.length > 0 ? current : former;
  const [only] = named;
  if (!only) return { kind: "none" };
  if (named.length > 1) return { kind: "ambiguous" };
  return { kind: "one", ...only };
}
