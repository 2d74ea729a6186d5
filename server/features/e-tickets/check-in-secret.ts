import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { CHECK_IN_SECRET_HEADER } from "#shared/contracts/e-tickets.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { findEventBySlug, findTicketSettings } from "./data.ts";
import { saveCheckInSecretHash } from "./mutations.ts";

const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");

export type GateEvent = NonNullable<Awaited<ReturnType<typeof findEventBySlug>>>;

/**
 * A new check-in secret for the event (the previous link stops working). Only its hash is stored;
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
 * The event a gate device works for, proven by the secret header. Unknown event, missing or wrong
 * secret all answer the same 401, so the endpoint tells nothing to someone guessing.
 */
export async function requireGate(db: Db, request: FastifyRequest, eventSlug: string): Promise<GateEvent> {
  const header = request.headers[CHECK_IN_SECRET_HEADER];
  if (typeof header !== "string" || header.length === 0 || header.length > 200) throw denied();
  const event = await findEventBySlug(db, eventSlug);
  if (!event) throw denied();
  const { checkInSecretHash } = await findTicketSettings(db, event.id);
  if (!checkInSecretHash) throw denied();
  const given = Buffer.from(hashSecret(header), "hex");
  const stored = Buffer.from(checkInSecretHash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) throw denied();
  return event;
}
