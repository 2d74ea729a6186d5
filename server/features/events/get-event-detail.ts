import type { EventDetail } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { findEvent, listLineup } from "./data.ts";
import { eventNotFound, requireEventRef } from "./event-errors.ts";
import { toEventDetail, toTalent } from "./to-contract.ts";

/** One event by numeric id or slug, with organiser and lineup; 404 when there is none. */
export async function getEventDetail(
  db: Db,
  rawRef: string,
  now: Date,
  publicBaseUrl: string,
): Promise<EventDetail> {
  const event = await findEvent(db, requireEventRef(rawRef));
  if (!event) throw eventNotFound();
  const lineup = await listLineup(db, event.id);
  return toEventDetail(event, lineup.map(toTalent), now, publicBaseUrl);
}
