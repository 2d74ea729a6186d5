import type { EventFields, OrgEvent } from "#shared/contracts/organizer.ts";
import { bpsToPercentText, type PriceDisplay, percentTextToBps } from "#shared/pricing/tax.ts";
import { fromWibInput, toWibInput } from "./wib-input.ts";

/** A lineup row, with a key of its own so removing one row never shifts another's inputs. */
export type Talent = OrgEvent["talents"][number] & { uid: number };
let nextUid = 0;
export const withUid = (talent: OrgEvent["talents"][number]): Talent => ({ ...talent, uid: nextUid++ });

/** The editor's values: the event's fields as its inputs hold them (numbers and times as text). */
export type Draft = {
  title: string;
  slug: string;
  kind: EventFields["kind"];
  descriptionHtml: string;
  venueName: string;
  address: string;
  city: string;
  latitude: string;
  longitude: string;
  directionsUrl: string;
  startsAt: string;
  endsAt: string;
  isTentativeDate: boolean;
  tentativeNote: string;
  terms: string;
  seoTitle: string;
  seoDescription: string;
  maxTicketByAccount: string;
  insuranceClaimUrl: string;
  chatGroupUrl: string;
  transfersEnabled: boolean;
  transferFreezeDays: string;
  /** The tax rate as a percent ("11", "11,5"); sent as basis points. */
  taxRateBps: string;
  priceDisplay: PriceDisplay;
  posterImageId: string | null;
  posterUrl: string | null;
  bannerImageId: string | null;
  bannerUrl: string | null;
  talents: Talent[];
};

/** The fields typed into a plain text input or text area. */
export type TextKey = {
  [Key in keyof Draft]: Draft[Key] extends string ? Key : never;
}[keyof Draft];

export function draftOf(event: OrgEvent): Draft {
  return {
    title: event.title,
    slug: event.slug,
    kind: event.kind,
    descriptionHtml: event.descriptionHtml,
    venueName: event.venueName,
    address: event.address,
    city: event.city,
    latitude: event.latitude === null ? "" : String(event.latitude),
    longitude: event.longitude === null ? "" : String(event.longitude),
    directionsUrl: event.directionsUrl ?? "",
    startsAt: toWibInput(event.startsAt),
    endsAt: toWibInput(event.endsAt),
    isTentativeDate: event.isTentativeDate,
    tentativeNote: event.tentativeNote ?? "",
    terms: event.terms,
    seoTitle: event.seoTitle ?? "",
    seoDescription: event.seoDescription ?? "",
    maxTicketByAccount: event.maxTicketByAccount === null ? "" : String(event.maxTicketByAccount),
    insuranceClaimUrl: event.insuranceClaimUrl ?? "",
    chatGroupUrl: event.chatGroupUrl ?? "",
    transfersEnabled: event.transfersEnabled,
    transferFreezeDays: String(event.transferFreezeDays),
    taxRateBps: bpsToPercentText(event.taxRateBps),
    priceDisplay: event.priceDisplay,
    posterImageId: event.posterImageId,
    posterUrl: event.posterImageId ? event.poster : null,
    bannerImageId: event.bannerImageId,
    bannerUrl: null,
    talents: event.talents.map(withUid),
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/** The body of the save: every field, as the API names them (unknown fields would be ignored anyway). */
export function bodyOf(draft: Draft) {
  return {
    title: draft.title,
    slug: draft.slug,
    kind: draft.kind,
    descriptionHtml: draft.descriptionHtml,
    venueName: draft.venueName,
    address: draft.address,
    city: draft.city,
    latitude: numberOrNull(draft.latitude),
    longitude: numberOrNull(draft.longitude),
    directionsUrl: orNull(draft.directionsUrl),
    startsAt: fromWibInput(draft.startsAt) ?? draft.startsAt,
    endsAt: fromWibInput(draft.endsAt) ?? draft.endsAt,
    isTentativeDate: draft.isTentativeDate,
    tentativeNote: orNull(draft.tentativeNote),
    terms: draft.terms,
    seoTitle: orNull(draft.seoTitle),
    seoDescription: orNull(draft.seoDescription),
    maxTicketByAccount: numberOrNull(draft.maxTicketByAccount),
    insuranceClaimUrl: orNull(draft.insuranceClaimUrl),
    chatGroupUrl: orNull(draft.chatGroupUrl),
    transfersEnabled: draft.transfersEnabled,
    transferFreezeDays: Number(draft.transferFreezeDays || 0),
    // Not a percent with at most 2 decimals: NaN, which the schema refuses with the tax rate's message.
    taxRateBps: percentTextToBps(draft.taxRateBps) ?? Number.NaN,
    priceDisplay: draft.priceDisplay,
    posterImageId: draft.posterImageId,
    bannerImageId: draft.bannerImageId,
    talents: draft.talents
      .filter((talent) => talent.name.trim() !== "")
      .map((talent) => ({ name: talent.name, role: talent.role ?? "", imageId: talent.imageId ?? null })),
  };
}
