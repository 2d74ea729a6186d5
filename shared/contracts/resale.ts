import { z } from "zod";

/** Face-value resale (ADR 0140): what the buyer's pages, "Tiket saya" and the organiser's panel read. */

export const resaleTicketParamsSchema = z.object({ ticketId: z.string().max(200) });
export const resaleListingParamsSchema = z.object({ listingId: z.string().max(200) });
export const resaleEventParamsSchema = z.object({ id: z.string().max(200) });

/**
 * The asking price, in whole rupiah. Nothing else: the face value is the server's to know, so a body
 * naming one (or any other field) is refused, and a price above the face value is refused by the
 * use case and, under it, by the table's constraint.
 */
export const listTicketBodySchema = z.strictObject({
  price: z.number().int().min(1).max(1_000_000_000_000),
});
export type ListTicketBody = z.infer<typeof listTicketBodySchema>;

export const RESALE_LISTING_STATUSES = ["listed", "sold", "withdrawn"] as const;

export const resaleListingSchema = z.object({
  id: z.number().int().positive(),
  ticket_id: z.string(),
  status: z.enum(RESALE_LISTING_STATUSES),
  price: z.number().int(),
  face_value: z.number().int(),
  seller_fee: z.number().int(),
  listed_at: z.iso.datetime(),
  sold_at: z.iso.datetime().nullable(),
});
export type ResaleListing = z.infer<typeof resaleListingSchema>;

/** Per ticket of "Tiket saya": whether it may be sold back now, for at most what, and its listing. */
export const myResaleSchema = z.object({
  rows: z.array(
    z.object({
      ticket_id: z.string(),
      /** Resale is on for the event and the listing deadline has not passed. */
      open: z.boolean(),
      face_value: z.number().int(),
      seller_fee: z.number().int(),
      list_until: z.iso.datetime(),
      listing: resaleListingSchema.nullable(),
    }),
  ),
});
export type MyResale = z.infer<typeof myResaleSchema>;

/** The event page's "Tiket resale": tickets on sale now (none while the waiting list comes first). */
export const eventResaleSchema = z.object({
  enabled: z.boolean(),
  list_until: z.iso.datetime().nullable(),
  /** Someone waits on a category's list: its resale tickets are offered there first. */
  waiting_list_first: z.boolean(),
  rows: z.array(
    z.object({
      listing_id: z.number().int().positive(),
      category_id: z.number().int().positive(),
      category_name: z.string(),
      seat_label: z.string().nullable(),
      price: z.number().int(),
      face_value: z.number().int(),
    }),
  ),
});
export type EventResale = z.infer<typeof eventResaleSchema>;

/** A resale ticket held for the buyer: checkout opens with `?offer=<hold_id>` and pays it the normal way. */
export const resaleHoldSchema = z.object({ hold_id: z.string(), expires_at: z.iso.datetime() });
export type ResaleHold = z.infer<typeof resaleHoldSchema>;

export const RESALE_LIST_UNTIL_HOURS_DEFAULT = 24;

/** The organiser's resale settings for one event. */
export const orgResaleBodySchema = z.strictObject({
  enabled: z.boolean(),
  list_until_hours: z.number().int().min(0).max(8_760),
  seller_fee: z.number().int().min(0).max(1_000_000_000),
  transfer_cap: z.number().int().min(0).max(100).nullable(),
});
export type OrgResaleBody = z.infer<typeof orgResaleBodySchema>;

export const orgResaleSchema = orgResaleBodySchema.extend({
  listed: z.number().int().min(0),
  sold: z.number().int().min(0),
  /** Rupiah repaid (or being repaid) to sellers. */
  repaid: z.number().int().min(0),
});
export type OrgResale = z.infer<typeof orgResaleSchema>;
