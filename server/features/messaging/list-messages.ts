import type { EventMessage } from "#shared/contracts/organizer-messaging.ts";
import type { Db } from "../../db/client.ts";
import type { OrgEventRow } from "../organizations/index.ts";
import { listMessages } from "./messaging-data.ts";
import { messageView } from "./send-message.ts";

const LISTED = 50;

/** The event's latest messages, newest first, each with what the outbox holds of it. */
export async function listEventMessages(db: Db, event: OrgEventRow): Promise<{ rows: EventMessage[] }> {
  const messages = await listMessages(db, event.id, LISTED);
  return { rows: await Promise.all(messages.map((message) => messageView(db, message))) };
}
