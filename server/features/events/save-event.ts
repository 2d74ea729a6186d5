import type { z } from "zod";
import type { EventFields, updateEventBodySchema } from "#shared/contracts/organizer.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { slugTaken } from "./event-slugs.ts";
import {
  deleteLineup,
  type EventColumns,
  findOwnImageIds,
  findTalentByName,
  insertEventTalent,
  insertTalent,
  setTalentImage,
  upsertTicketSettings,
} from "./org-events-data.ts";
import { richTextToPlain, sanitizeRichText } from "./rich-text.ts";

/** What an organiser's save of an event may carry; creating one carries the same fields. */
export type EventPatch = z.output<typeof updateEventBodySchema>;

/** Image ids a body names must have been uploaded to this organisation (else a clear 400). */
export async function requireOwnImages(tx: Tx, organiserId: number, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string"))];
  if (wanted.length === 0) return;
  const found = await findOwnImageIds(tx, organiserId, wanted);
  if (found.length !== wanted.length)
    throw new AppError("validation_failed", { messageKey: "organizer.errors.imageUnknown" });
}

/** The columns a patch changes; rich text is sanitised here, on the server, whatever the client sent. */
export function columnsOf(patch: EventPatch): EventColumns {
  const set: EventColumns = {};
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.kind !== undefined) set.category = patch.kind;
  if (patch.descriptionHtml !== undefined) {
    const clean = sanitizeRichText(patch.descriptionHtml);
    set.descriptionHtml = clean;
    set.description = richTextToPlain(clean);
  }
  if (patch.venueName !== undefined) set.venueName = patch.venueName;
  if (patch.address !== undefined) set.address = patch.address;
  if (patch.city !== undefined) set.city = patch.city;
  if (patch.latitude !== undefined) set.latitude = patch.latitude;
  if (patch.longitude !== undefined) set.longitude = patch.longitude;
  if (patch.directionsUrl !== undefined) set.mapUrl = patch.directionsUrl;
  if (patch.startsAt !== undefined) set.startsAt = new Date(patch.startsAt);
  if (patch.endsAt !== undefined) set.endsAt = new Date(patch.endsAt);
  if (patch.isTentativeDate !== undefined) set.isTentativeDate = patch.isTentativeDate;
  if (patch.tentativeNote !== undefined) set.tentativeNote = patch.tentativeNote || null;
  if (patch.terms !== undefined) set.terms = patch.terms;
  if (patch.seoTitle !== undefined) set.seoTitle = patch.seoTitle || null;
  if (patch.seoDescription !== undefined) set.seoDescription = patch.seoDescription || null;
  if (patch.maxTicketByAccount !== undefined) set.maxTicketByAccount = patch.maxTicketByAccount;
  if (patch.insuranceClaimUrl !== undefined) set.insuranceClaimUrl = patch.insuranceClaimUrl;
  if (patch.chatGroupUrl !== undefined) set.chatGroupUrl = patch.chatGroupUrl;
  if (patch.taxRateBps !== undefined) set.taxRateBps = patch.taxRateBps;
  if (patch.priceDisplay !== undefined) set.priceDisplay = patch.priceDisplay;
  if (patch.posterImageId !== undefined) set.posterImageId = patch.posterImageId;
  if (patch.bannerImageId !== undefined) set.bannerImageId = patch.bannerImageId;
  return set;
}

/** The lineup replaces the old one; talents are matched by name within the organisation. */
export async function saveLineup(
  tx: Tx,
  organiserId: number,
  eventId: number,
  lineup: EventFields["talents"],
) {
  await deleteLineup(tx, eventId);
  const seen = new Set<string>();
  for (const [index, talent] of lineup.entries()) {
    const key = talent.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const existing = await findTalentByName(tx, organiserId, talent.name);
    const imageId = talent.imageId ?? null;
    const talentId = existing
      ? existing.id
      : await insertTalent(tx, { name: talent.name, organiserId, imageId });
    if (existing) await setTalentImage(tx, talentId, imageId);
    await insertEventTalent(tx, { eventId, talentId, role: talent.role ?? "", sortOrder: index });
  }
}

export async function saveTicketSettings(tx: Tx, eventId: number, patch: EventPatch) {
  if (patch.transfersEnabled === undefined && patch.transferFreezeDays === undefined) return;
  const values = {
    ...(patch.transfersEnabled !== undefined ? { transfersEnabled: patch.transfersEnabled } : {}),
    ...(patch.transferFreezeDays !== undefined ? { transferFreezeHours: patch.transferFreezeDays * 24 } : {}),
  };
  await upsertTicketSettings(tx, eventId, values);
}

export function assertDates(startsAt: Date, endsAt: Date) {
  if (endsAt.getTime() <= startsAt.getTime())
    throw new AppError("validation_failed", {
      messageKey: "organizer.errors.endsBeforeStart",
      fields: { endsAt: { key: "organizer.errors.endsBeforeStart" } },
    });
}

/** A slug clash between two writers is the unique index's call: answer it like the check would. */
export async function mapSlugRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const found = databaseError(error);
    if (found.code === "23505" && (found.constraint ?? "").includes("slug")) throw slugTaken();
    throw error;
  }
}
