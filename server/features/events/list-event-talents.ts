import type { TalentList } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { findEventKey, listLineup } from "./data.ts";
import { eventNotFound, requireEventRef } from "./event-errors.ts";
import { singlePageMeta } from "./paging.ts";
import { toTalent } from "./to-contract.ts";

/** The lineup of one event. */
export async function listEventTalents(db: Db, rawRef: string): Promise<TalentList> {
  const event = await findEventKey(db, requireEventRef(rawRef));
  if (!event) throw eventNotFound();
  const rows = (await listLineup(db, event.id)).map(toTalent);
  return { rows, meta: singlePageMeta(rows.length) };
}
