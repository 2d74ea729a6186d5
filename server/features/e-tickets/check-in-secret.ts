import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { CHECK_IN_SECRET_HEADER } from "#shared/contracts/e-tickets.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { findEventBySlug, findTicketSettings } from "./data.ts";
import { findLiveGateLink, type StaffGateLink } from "./gate-scan-data.ts";
import { saveCheckInSecretHash } from "./ticket-writes-data.ts";

/** SHA-256 (hex) of a check-in secret: the CLI's per-event one and every staff link's. */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");

export type GateEvent = NonNullable<Awaited<ReturnType<typeof findEventBySlug>>>;
export type { StaffGateLink };

/** Who is scanning: the event, and the staff link when one proved the device (null: the CLI's secret). */
export interface GateAccess {
  event: GateEvent;
  link: StaffGateLink | null;
}

/**
 * A new operators' check-in secret for the event (the previous CLI link stops working; staff links of
 * `gate_links` are untouched). Only its hash is stored;
 * the link carries the secret in the URL fragment, which browsers never send, so it stays out of
 * server and proxy logs. The check-in page sends it back in a header.
 */
export async function issueCheckInLink(db: Db, baseUrl: string, eventSlug: string): Promise<string> {
  const event = await findEventBySlug(db, eventSlug);
  if (!event) throw new Error(`no event ${eventSlug}`);
  const secret = randomBytes(32).toString("base64url");
  await saveCheckInSecretHash(db, event.id, hashSecret(secret));
  return `${baseUrl.replace(/\/$/, "")}/check-in/${event.slug}#k=${secret}`;
}

const denied = () => new AppError("unauthorized", { messageKey: "eTickets.errors.checkInDenied" });

/**
 * The event a gate device works for, proven by the secret header: the operators' per-event secret
 * (the CLI's), or a staff link of this event that is not revoked, whose gate is not
 * archived and whose holder is still a member of the organisation. The link is read from the database
 * on every request (no cache), so a revoke refuses the next request on every process. Unknown event,
 * missing, wrong or revoked secret all answer the same 401, so the endpoint tells nothing to a guesser.
 */
export async function requireGate(db: Db, request: FastifyRequest, eventSlug: string): Promise<GateAccess> {
  const header = request.headers[CHECK_IN_SECRET_HEADER];
  if (typeof header !== "string" || header.length === 0 || header.length > 200) throw denied();
  const event = await findEventBySlug(db, eventSlug);
  if (!event) throw denied();
  const givenHash = hashSecret(header);
  const { checkInSecretHash } = await findTicketSettings(db, event.id);
  if (checkInSecretHash) {
    const given = Buffer.from(givenHash, "hex");
    const stored = Buffer.from(checkInSecretHash, "hex");
    if (given.length === stored.length && timingSafeEqual(given, stored)) return { event, link: null };
  }
  // Looked up by the hash of a 256-bit secret: an index probe reveals nothing a guesser can use.
  const link = await findLiveGateLink(db, event.id, givenHash);
  if (!link) throw denied();
  return { event, link };
}
