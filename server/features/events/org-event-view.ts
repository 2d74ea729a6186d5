import type { EventStage, OrgEvent } from "#shared/contracts/organizer.ts";
import { imageFallbackUrl } from "#shared/media/image-urls.ts";
import type { OrgEventRow } from "../organizations/index.ts";
import type { EventExtras } from "./org-events-data.ts";

/** Draft, published, cancelled as stored; a published event past its end reads `ended`. */
export function eventStage(row: Pick<OrgEventRow, "lifecycle" | "endsAt">, now: Date): EventStage {
  if (row.lifecycle === "published" && row.endsAt.getTime() <= now.getTime()) return "ended";
  return row.lifecycle;
}

/** The poster a page shows: the uploaded one's largest JPEG, else the stored or drawn one. */
export function posterUrl(
  row: Pick<OrgEventRow, "slug" | "posterPath" | "posterImageId" | "lifecycle">,
  widths: number[] | undefined,
): string {
  if (row.posterImageId && widths) return imageFallbackUrl(row.posterImageId, widths);
  // The drawn poster is public, so a draft has none yet ("" : the workspace shows an empty frame).
  if (row.lifecycle === "draft") return "";
  return row.posterPath ?? `/media/events/${row.slug}.svg`;
}

const HOURS_PER_DAY = 24;

export function toOrgEvent(row: OrgEventRow, extras: EventExtras, now: Date): OrgEvent {
  return {
    id: row.id,
    organizationId: row.organiserId,
    title: row.title,
    slug: row.slug,
    kind: row.category,
    descriptionHtml: row.descriptionHtml ?? "",
    venueName: row.venueName,
    address: row.address,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    directionsUrl: row.mapUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    isTentativeDate: row.isTentativeDate,
    tentativeNote: row.tentativeNote,
    terms: row.terms,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    maxTicketByAccount: row.maxTicketByAccount,
    insuranceClaimUrl: row.insuranceClaimUrl,
    chatGroupUrl: row.chatGroupUrl,
    transfersEnabled: extras.settings?.transfersEnabled ?? true,
    transferFreezeDays: Math.floor((extras.settings?.transferFreezeHours ?? 0) / HOURS_PER_DAY),
    taxRateBps: row.taxRateBps,
    priceDisplay: row.priceDisplay,
    posterImageId: row.posterImageId,
    bannerImageId: row.bannerImageId,
    talents: extras.lineup.map((talent) => {
      const widths = talent.imageId ? extras.widths.get(talent.imageId) : undefined;
      return {
        name: talent.name,
        role: talent.role,
        imageId: talent.imageId,
        imageUrl:
          talent.imageId && widths ? imageFallbackUrl(talent.imageId, widths) : (talent.imagePath ?? null),
      };
    }),
    stage: eventStage(row, now),
    lifecycle: row.lifecycle,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    poster: posterUrl(row, row.posterImageId ? extras.widths.get(row.posterImageId) : undefined),
    slugLocked: row.lifecycle !== "draft",
  };
}
