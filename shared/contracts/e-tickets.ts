import { z } from "zod";
import { EMAIL_SCHEMA_HINTS, validateEmail } from "../validation/email.ts";
import { validatedString } from "../validation/zod.ts";

/**
 * E-tickets API: the buyer's tickets, transfer, and the gate's check-in endpoints. Times are
 * ISO 8601 UTC; the web shows them in WIB with `shared/format/datetime.ts`.
 */

const ticketId = z.uuid();
/**
 * Bounds a scanned or typed code before anything looks at it: the signed QR code (119 characters) or
 * the 8-character short code typed by hand.
 */
export const ticketCodeSchema = z.string().trim().min(1).max(512);

/** The header a gate device sends with every check-in call: the secret never travels in a URL. */
export const CHECK_IN_SECRET_HEADER = "x-check-in-secret";

/** Where the refund of a cancelled ticket's order stands (see `ticketSummarySchema.cancellation`). */
export const TICKET_REFUND_STATES = ["owed", "refunded", "none"] as const;
export type TicketRefundState = (typeof TICKET_REFUND_STATES)[number];

export const ticketTabSchema = z.enum(["upcoming", "past"]);
export type TicketTab = z.infer<typeof ticketTabSchema>;

export const myTicketsQuerySchema = z.strictObject({
  tab: ticketTabSchema.default("upcoming"),
});

export const ticketEventSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  venue_name: z.string(),
  city: z.string(),
  address: z.string(),
  poster_url: z.string().nullable(),
});

/** One row of My tickets. */
export const ticketSummarySchema = z.object({
  id: z.string(),
  event: ticketEventSchema,
  category_name: z.string(),
  seat: z.string().nullable(),
  entry_number: z.number(),
  holder_name: z.string(),
  /** True when this buyer received it from someone else. */
  received_by_transfer: z.boolean(),
  /**
   * Set when the ticket was voided because its event was cancelled (it has no code and cannot be
   * transferred): where the refund of its order stands. `owed` until the organiser records the
   * refund, then `refunded`; `none` when nothing was paid. Null for a valid ticket.
   */
  cancellation: z.object({ refund_state: z.enum(TICKET_REFUND_STATES) }).nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const myTicketsSchema = z.object({ rows: z.array(ticketSummarySchema) });
export type MyTickets = z.infer<typeof myTicketsSchema>;

export const ticketRefSchema = z.strictObject({ ticketId });

/** Why a transfer is not possible right now (the web shows the reason next to a disabled button). */
export const transferBlockSchema = z.enum(["transfers_disabled", "transfer_frozen", "event_over"]);
export type TransferBlock = z.infer<typeof transferBlockSchema>;

/** `label`: the organiser's own label; null for the built-in fields, which the web names in its language. */
export const visitorEntrySchema = z.object({
  key: z.string(),
  label: z.string().nullable(),
  value: z.string(),
});

export const eTicketDetailSchema = ticketSummarySchema.extend({
  /** The signed code to put in the QR (no personal data: ticket id, code version, key id, signature). */
  qr_payload: z.string(),
  /** `data:image/svg+xml;base64,...` of the QR, for an <img>. */
  qr_svg_data_url: z.string(),
  /**
   * The 8-character ticket code shown under the QR (the reference organisers see), for gate staff to
   * type when a camera cannot read the screen (`shared/e-tickets/short-code.ts`).
   */
  short_code: z.string(),
  /** The visitor's answers on this ticket, in form order (spec section 3, Visitor). */
  visitors: z.array(visitorEntrySchema),
  /**
   * The event's visitor form (as checkout's `visitor_fields`) when this ticket was
   * received by transfer and its holder has not filled it in yet; null otherwise.
   */
  visitor_form: z.array(z.record(z.string(), z.unknown())).nullable(),
  insurance_claim_url: z.string().nullable(),
  chat_group_url: z.string().nullable(),
  transfer: z.object({
    allowed: z.boolean(),
    blocked_by: transferBlockSchema.nullable(),
    /** When the freeze starts (UTC), null when transfers never freeze for this event. */
    freeze_starts_at: z.string().nullable(),
  }),
});
export type ETicketDetail = z.infer<typeof eTicketDetailSchema>;

/**
 * The PDF (one page per ticket, QR included), base64 in the JSON envelope so it goes through the same
 * session check as every other call; the web turns it into a Blob download.
 */
export const ticketPdfSchema = z.object({
  filename: z.string(),
  content_type: z.literal("application/pdf"),
  base64: z.string(),
});
export type TicketPdf = z.infer<typeof ticketPdfSchema>;

/** The recipient's address, checked as every address is (validateEmail), so the document can say so. */
export const transferBodySchema = z.strictObject({
  email: validatedString(validateEmail, { hints: EMAIL_SCHEMA_HINTS }).transform((value) =>
    value.toLowerCase(),
  ),
});
export type TransferBody = z.infer<typeof transferBodySchema>;

export const transferResultSchema = z.object({
  ticket_id: z.string(),
  recipient_email: z.string(),
  /** True when the recipient had no account yet and one was created (they set a password by reset). */
  recipient_account_created: z.boolean(),
  transferred_at: z.string(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** Both directions, newest first: the transfer appears in the sender's and the recipient's history. */
export const transferHistorySchema = z.object({
  rows: z.array(
    z.object({
      ticket_id: z.string(),
      direction: z.enum(["sent", "received"]),
      /** E-mail of the other party. */
      counterpart_email: z.string(),
      event_title: z.string(),
      category_name: z.string(),
      seat: z.string().nullable(),
      transferred_at: z.string(),
    }),
  ),
});
export type TransferHistory = z.infer<typeof transferHistorySchema>;

// ---------------------------------------------------------------- check-in (gate devices)

/** Event slugs are lowercase words joined by hyphens (events schema); anything else is refused early. */
export const eventSlugSchema = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/);
export const checkInEventRefSchema = z.strictObject({ eventSlug: eventSlugSchema });

/** What the gate shows. `forged` also covers unreadable codes and unknown keys. */
export const CHECK_IN_VERDICTS = [
  "valid",
  "already_used",
  "transferred",
  "void",
  "wrong_event",
  "forged",
] as const;
export const checkInVerdictSchema = z.enum(CHECK_IN_VERDICTS);
export type CheckInVerdict = z.infer<typeof checkInVerdictSchema>;

/** A gate's name as staff type it; control characters (NUL included) never reach the database. */
const gateSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[^\p{Cc}]+$/u);

export const checkInBodySchema = z.strictObject({
  code: ticketCodeSchema,
  gate: gateSchema,
});
export type CheckInBody = z.infer<typeof checkInBodySchema>;

export const ticketDisplaySchema = z.object({
  ticket_id: z.string(),
  holder_name: z.string(),
  /** The last 4 digits of the visitor's identity number, for staff to check the KTP; null if none. */
  identity_last4: z.string().nullable(),
  category_name: z.string(),
  seat: z.string().nullable(),
  entry_number: z.number(),
});
export type TicketDisplay = z.infer<typeof ticketDisplaySchema>;

export const checkInResultSchema = z.object({
  verdict: checkInVerdictSchema,
  /** Present whenever the code named a real ticket of this event. */
  ticket: ticketDisplaySchema.nullable(),
  /** For `already_used`: the first admission. */
  first_check_in: z.object({ at: z.string(), gate: z.string() }).nullable(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** Everything a gate needs to keep answering with no network (verify with `shared/e-tickets`). */
export const offlineBundleSchema = z.object({
  event: z.object({ id: z.number(), slug: z.string(), title: z.string(), starts_at: z.string() }),
  /** Every key of this event, active or rotated out; raw Ed25519 public keys, base64url. */
  keys: z.array(z.object({ kid: z.number(), public_key: z.string() })),
  /** Codes of these tickets below `below_version` are revoked (transferred), or all of them (void). */
  revoked: z.array(
    z.object({
      ticket_id: z.string(),
      below_version: z.number(),
      reason: z.enum(["transferred", "void"]),
    }),
  ),
  /** Current tickets for display (holder name, category, seat), and who was already admitted. */
  tickets: z.array(ticketDisplaySchema.extend({ code_version: z.number() })),
  checked_in: z.array(z.object({ ticket_id: z.string(), at: z.string(), gate: z.string() })),
  generated_at: z.string(),
});
export type OfflineBundle = z.infer<typeof offlineBundleSchema>;

export const offlineScanSchema = z.strictObject({
  /** Chosen by the device (uuid), so syncing the same queue twice records nothing twice. */
  scan_id: z.uuid(),
  code: ticketCodeSchema,
  gate: gateSchema,
  scanned_at: z.iso.datetime(),
  /** What the device answered; a `valid` here that the server finds already used is a double admission. */
  device_verdict: checkInVerdictSchema,
});
export type OfflineScan = z.infer<typeof offlineScanSchema>;

/** A gate's 500 offline scans with codes up to 512 characters: about 370 KB of JSON; more gets 413. */
export const SYNC_BODY_MAX_BYTES = 512 * 1024;
export const syncBodySchema = z.strictObject({ scans: z.array(offlineScanSchema).min(1).max(500) });
export type SyncBody = z.infer<typeof syncBodySchema>;

export const syncResultSchema = z.object({
  results: z.array(
    z.object({
      scan_id: z.string(),
      /** The server's verdict for this scan, as if it had been online at `scanned_at`. */
      verdict: checkInVerdictSchema,
      ticket: ticketDisplaySchema.nullable(),
      first_check_in: z.object({ at: z.string(), gate: z.string() }).nullable(),
    }),
  ),
  /** Tickets this sync found admitted more than once (at two gates while offline, or online and offline). */
  admitted_twice: z.array(
    z.object({
      ticket_id: z.string(),
      holder_name: z.string(),
      admissions: z.array(z.object({ at: z.string(), gate: z.string() })),
    }),
  ),
});
export type SyncResult = z.infer<typeof syncResultSchema>;
