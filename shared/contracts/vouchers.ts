import { z } from "zod";
import { pagingMetaSchema } from "./envelope.ts";
import { pagingQuerySchema, voucherSchema } from "./events.ts";

/** The voucher list screen's page size (spec section 9 names none; the search's 12 fits its grid). */
export const VOUCHER_PAGE_SIZE = 12;

export const voucherListQuerySchema = pagingQuerySchema(VOUCHER_PAGE_SIZE);

/**
 * A public voucher with the event it belongs to and its categories' names, so the voucher screens can
 * show every rule (minimum, eligible categories and methods, validity, uses left) without a second call.
 */
export const listedVoucherSchema = voucherSchema.extend({
  event: z.object({
    id: z.number().int().positive(),
    slug: z.string(),
    title: z.string(),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    city: z.string(),
    venue_name: z.string(),
    poster_url: z.string().nullable(),
  }),
  /** Names of `allowed_category_ids`, in the same order; null means every category. */
  allowed_categories: z.array(z.object({ id: z.number().int().positive(), name: z.string() })).nullable(),
});
export type ListedVoucher = z.infer<typeof listedVoucherSchema>;

export const listedVoucherPageSchema = z.object({
  rows: z.array(listedVoucherSchema),
  meta: pagingMetaSchema,
});
export type ListedVoucherPage = z.infer<typeof listedVoucherPageSchema>;

/** `{id}` is the event's id or slug, as in the other public event paths; `{code}` the voucher's code. */
export const voucherRefParamsSchema = z.object({
  id: z.string().max(200),
  code: z.string().max(64),
});
