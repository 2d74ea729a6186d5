import { z } from "zod";

/** A category in the path: digits only are looked up, anything else is "not found". */
export const waitingListCategoryParamsSchema = z.object({ categoryId: z.string().max(200) });

export const WAITING_LIST_PLACE_STATUSES = [
  "none",
  "waiting",
  "offered",
  "accepted",
  "bought",
  "expired",
  "declined",
  "left",
] as const;

/** The buyer's place on one sold-out category's waiting list, as the event page shows it. */
export const waitingListPlaceSchema = z.object({
  category_id: z.number().int().positive(),
  /** Whether the organiser runs a waiting list for this event. */
  enabled: z.boolean(),
  /** `none`: not in line (never joined, or the last place ended). */
  status: z.enum(WAITING_LIST_PLACE_STATUSES),
  quantity: z.number().int().min(0),
  /** 1 for the next in line; null unless waiting. */
  position: z.number().int().positive().nullable(),
  /** Accounts waiting in this category. */
  waiting: z.number().int().min(0),
  /** The most tickets one account may ask for. */
  max_quantity: z.number().int().min(1),
  /** Tickets held for this account until `expires_at`; "Terima" opens checkout with hold `hold_id`. */
  offer: z
    .object({ hold_id: z.string(), quantity: z.number().int().positive(), expires_at: z.iso.datetime() })
    .nullable(),
});
export type WaitingListPlace = z.infer<typeof waitingListPlaceSchema>;

export const joinWaitingListBodySchema = z.strictObject({
  quantity: z.number().int().min(1).max(1_000),
});
export type JoinWaitingListBody = z.infer<typeof joinWaitingListBodySchema>;

/** The offers out for this account, for "Tiket saya". */
export const myWaitingListOffersSchema = z.object({
  rows: z.array(
    z.object({
      category_id: z.number().int().positive(),
      category_name: z.string(),
      event_slug: z.string(),
      event_title: z.string(),
      quantity: z.number().int().positive(),
      hold_id: z.string(),
      expires_at: z.iso.datetime(),
    }),
  ),
});
export type MyWaitingListOffers = z.infer<typeof myWaitingListOffersSchema>;

export const OFFER_MINUTES_MIN = 5;
export const OFFER_MINUTES_MAX = 1_440;
export const OFFER_MINUTES_DEFAULT = 120;

/** The organiser's settings for the event's waiting lists. */
export const orgWaitingListBodySchema = z.strictObject({
  enabled: z.boolean(),
  offer_minutes: z.number().int().min(OFFER_MINUTES_MIN).max(OFFER_MINUTES_MAX),
});
export type OrgWaitingListBody = z.infer<typeof orgWaitingListBodySchema>;

/** The settings and, per category, the list as it stands. */
export const orgWaitingListSchema = z.object({
  enabled: z.boolean(),
  offer_minutes: z.number().int(),
  categories: z.array(
    z.object({
      category_id: z.number().int().positive(),
      name: z.string(),
      /** Accounts in line. */
      waiting: z.number().int().min(0),
      /** Offers held and not yet paid or ended. */
      offers_out: z.number().int().min(0),
      /** Offers the buyer took to checkout (paid or not). */
      accepted: z.number().int().min(0),
      /** Offers that ended paid. */
      bought: z.number().int().min(0),
    }),
  ),
});
export type OrgWaitingList = z.infer<typeof orgWaitingListSchema>;
