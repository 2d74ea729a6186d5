import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/transaction.ts";
import { pageOffset, pagingMeta } from "../events/index.ts";
import type { AuthorizedOrganiserId, OrganiserAccess } from "../organizations/index.ts";
import {
  countAccessLines,
  insertAccessLine,
  mergeAccessDetail,
  pageOfAccessLines,
  type RecordAccessAction,
} from "./access-log-data.ts";

export interface AccessEntry {
  eventId: number | null;
  action: RecordAccessAction;
  reason: string | null;
  /** What was taken (ids, kinds, filters, counts), never the personal data itself. */
  detail: Record<string, unknown>;
}

/**
 * Writes one line of the organisation's access log (UU PDP 27/2022): who looked at protected answers
 * or took buyers' data out, when, why. Written before the data leaves, in the caller's transaction.
 */
export async function recordAccess(
  db: Db | Tx,
  access: Pick<OrganiserAccess, "organiserId" | "buyerId">,
  entry: AccessEntry,
): Promise<number> {
  const id = await insertAccessLine(db, {
    organiserId: access.organiserId,
    eventId: entry.eventId,
    actorId: access.buyerId,
    action: entry.action,
    reason: entry.reason,
    detail: entry.detail,
  });
  if (id === null) throw new Error("access log insert returned no row");
  return id;
}

/** Adds what is only known at the end (an export's row count) to its log line. */
export async function completeAccess(db: Db, id: number, detail: Record<string, unknown>): Promise<void> {
  await mergeAccessDetail(db, id, detail);
}

/** The organisation's access log, newest first (owners read it). */
export async function listAccessLog(db: Db, organiserId: AuthorizedOrganiserId, page: number, show: number) {
  const total = await countAccessLines(db, organiserId);
  const found = await pageOfAccessLines(db, organiserId, show, pageOffset(page, show));
  return {
    rows: found.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorName: row.actorName,
      action: row.action,
      eventId: row.eventId,
      eventTitle: row.eventTitle,
      reason: row.reason,
      detail: (row.detail ?? {}) as Record<string, unknown>,
    })),
    meta: pagingMeta(total, page, show),
  };
}
