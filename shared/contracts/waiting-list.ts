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
  /** Whether the organiser runs a waiting list for this category. */
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

/** The account's open places on waiting lists (in line, or with an offer running), for "Tiket saya". */
export const myWaitingListSchema = z.object({
  rows: z.array(
    z.object({
      category_id: z.number().int().positive(),
      category_name: z.string(),
      event_slug: z.string(),
      event_title: z.string(),
      /** `waiting`: in line; `offered`/`accepted`: tickets are held for the account (see `offer`). */
      status: z.enum(["waiting", "offered", "accepted"]),
      /** Tickets asked for. */
      quantity: z.number().int().positive(),
      /** 1 for the next in line; null unless waiting. */
      position: z.number().int().positive().nullable(),
      /** False while the organiser has the category's list turned off: the place is kept, nothing is offered. */
      list_open: z.boolean(),
      offer: z
        .object({ hold_id: z.string(), quantity: z.number().int().positive(), expires_at: z.iso.datetime() })
        .nullable(),
    }),
  ),
});
export type MyWaitingList = z.infer<typeof myWaitingListSchema>;

export const OFFER_MINUTES_MIN = 5;
export const OFFER_MINUTES_MAX = 1_440;
export const OFFER_MINUTES_DEFAULT = 120;

/** A category's switch: on, its buyers may join the list once it is sold out. */
const categorySwitchSchema = z.strictObject({
  /** A PostgreSQL integer: a larger id names no category and must not reach the query. */
  category_id: z.number().int().positive().max(2_147_483_647),
  enabled: z.boolean(),
});

/**
 * The organiser's settings for the event's waiting lists: one offer time limit for the event, and the
 * switch of each category named (categories not named keep theirs).
 */
export const orgWaitingListBodySchema = z.strictObject({
  offer_minutes: z.number().int().min(OFFER_MINUTES_MIN).max(OFFER_MINUTES_MAX),
  categories: z.array(categorySwitchSchema).max(500),
});
export type OrgWaitingListBody = z.infer<typeof orgWaitingListBodySchema>;

/** The settings and, per category, its switch and the list as it stands. */
export const orgWaitingListSchema = z.object({
  offer_minutes: z.number().int(),
  categories: z.array(
    z.object({
      category_id: z.number().int().positive(),
      name: z.string(),
      /** Seated categories have no list: an offer would need a seat choice. */
      seated: z.boolean(),
      /** The category's list is on. */
      enabled: z.boolean(),
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
