import { z } from "zod";
import { VISITOR_FIELD_SENSITIVITIES, VISITOR_FIELD_TYPES } from "../checkout/visitor-fields.ts";
import { MAX_ROWS_PER_SECTION, MAX_SEAT_NUMBER, MAX_SEATS_PER_ROW } from "../organizer/seat-map.ts";
import { PAYMENT_METHODS } from "../payment-methods/index.ts";
import { DISCOUNT_UNITS, TICKET_STATUSES } from "./events.ts";
import { oneLineText } from "./one-line-text.ts";
import { orgEventParamsSchema } from "./organizer.ts";

/**
 * The organiser's catalogue API: ticket categories (general admission, seated,
 * bundles), the seat map, the visitor form, vouchers and the audit log of one event. Money is integer
 * rupiah, times ISO 8601 UTC. Cross-field rules (ordered windows, minimum <= maximum, a quota not below
 * sold plus held) are the use cases' 422 answers, each with its own translated message.
 */

export const MAX_PRICE_RUPIAH = 1_000_000_000;
export const MAX_QUOTA = 1_000_000;
export const MAX_PER_TRANSACTION = 100;
export const MAX_CATEGORIES_PER_EVENT = 50;
export const MAX_BUNDLE_ITEMS = 10;
export const MAX_SIZES = 20;
export const MAX_SECTIONS = 30;
export const MAX_VISITOR_FIELDS = 60;
export const MAX_VOUCHERS_PER_EVENT = 200;
export const CATEGORY_KINDS = ["general", "seated", "bundle"] as const;
export const STAGE_POSITIONS = ["top", "bottom", "left", "right"] as const;
export const PAYMENT_METHOD_CODES = PAYMENT_METHODS.map((method) => method.code) as [string, ...string[]];

const id = z.number().int().positive();
const rupiah = z.number().int().min(0).max(MAX_PRICE_RUPIAH);
const isoTime = z.iso.datetime({ offset: true });
const line = oneLineText;
const text = (max: number) => z.string().max(max);

/** Path ids are URL text; one that names nothing of the caller's organisation answers 404. */
export const orgCategoryParamsSchema = orgEventParamsSchema.extend({ categoryId: z.string().max(200) });
export const orgVoucherParamsSchema = orgEventParamsSchema.extend({ voucherId: z.string().max(200) });

export const bundleItemInputSchema = z.object({
  name: line(120),
  /** Empty when the item has one size. */
  sizes: z.array(line(20)).max(MAX_SIZES).default([]),
});

/** What the organiser sets on a category. A seated category's quota is its sellable seats (the seat map). */
export const categoryInputSchema = z.object({
  name: line(120),
  description: text(2000).default(""),
  price: rupiah,
  quota: z.number().int().min(0).max(MAX_QUOTA),
  sale_starts_at: isoTime.nullable().default(null),
  sale_ends_at: isoTime.nullable().default(null),
  per_transaction_min: z.number().int().min(1).max(MAX_PER_TRANSACTION).default(1),
  per_transaction_max: z.number().int().min(1).max(MAX_PER_TRANSACTION).default(5),
  per_account_limit: z.number().int().min(1).max(MAX_PER_TRANSACTION).nullable().default(null),
  is_hidden: z.boolean().default(false),
  sort_order: z.number().int().min(0).max(1000).default(0),
  manual_status: z.enum(TICKET_STATUSES).default("available"),
  /** Bundles only: the merchandise and its sizes. */
  bundle_items: z.array(bundleItemInputSchema).max(MAX_BUNDLE_ITEMS).default([]),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const createCategoryBodySchema = categoryInputSchema.extend({ kind: z.enum(CATEGORY_KINDS) });
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;

export const orgCategorySchema = z.object({
  id,
  kind: z.enum(CATEGORY_KINDS),
  name: z.string(),
  description: z.string(),
  price: rupiah,
  quota: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  held: z.number().int().nonnegative(),
  sale_starts_at: isoTime.nullable(),
  sale_ends_at: isoTime.nullable(),
  per_transaction_min: z.number().int().positive(),
  per_transaction_max: z.number().int().positive(),
  per_account_limit: z.number().int().positive().nullable(),
  is_hidden: z.boolean(),
  sort_order: z.number().int().nonnegative(),
  manual_status: z.enum(TICKET_STATUSES),
  bundle_items: z.array(z.object({ name: z.string(), sizes: z.array(z.string()) })),
});
export type OrgCategory = z.infer<typeof orgCategorySchema>;

export const sectionInputSchema = z.object({
  /** An existing section's id to keep it (and its sold seats); absent for a new section. */
  id: id.optional(),
  name: line(60),
  category_id: id,
  rows: z.number().int().min(1).max(MAX_ROWS_PER_SECTION),
  seats_per_row: z.number().int().min(1).max(MAX_SEATS_PER_ROW),
  first_row: z.string().regex(/^[A-Z]{1,3}$/),
  first_seat: z.number().int().min(1).max(MAX_SEAT_NUMBER),
  /** Seat labels (`C7`) never for sale. */
  blocked: z.array(z.string().max(10)).max(2000).default([]),
  /** Seat labels that are wheelchair spaces. */
  wheelchair: z.array(z.string().max(10)).max(2000).default([]),
});
export type SectionInput = z.infer<typeof sectionInputSchema>;

/**
 * The largest seat map body, in bytes: 30 sections with 2,000 blocked and 2,000 wheelchair labels each
 * (up to 10 characters) is about 1.6 MB of JSON; a longer body gets 413.
 */
export const SEAT_MAP_BODY_MAX_BYTES = 2 * 1024 * 1024;
export const seatMapBodySchema = z.object({
  stage_position: z.enum(STAGE_POSITIONS).default("top"),
  sections: z.array(sectionInputSchema).max(MAX_SECTIONS),
});
export type SeatMapBody = z.infer<typeof seatMapBodySchema>;
export const orgSeatMapSchema = seatMapBodySchema.extend({
  sections: z.array(sectionInputSchema.extend({ id, sold_or_held: z.number().int().nonnegative() })),
});
export type OrgSeatMap = z.infer<typeof orgSeatMapSchema>;

export const visitorFieldInputSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  label: line(255),
  type: z.enum(VISITOR_FIELD_TYPES),
  required: z.boolean().default(true),
  allow_filler: z.boolean().default(false),
  options: z.array(line(120)).max(100).optional(),
  help: text(500).optional(),
  /** Category names the field applies to; absent: every category. */
  ticket_names: z.array(line(120)).max(MAX_CATEGORIES_PER_EVENT).optional(),
  /** Per-category option lists (a jersey size list per category), by category name. */
  ticket_options: z.record(z.string().max(120), z.array(line(120)).max(100)).optional(),
  max_items: z.number().int().min(1).max(20).optional(),
  max_length: z.number().int().min(1).max(1000).default(255),
  prefixes: z
    .array(z.string().regex(/^[0-9]{1,15}$/))
    .max(50)
    .optional(),
  sensitivity: z.enum(VISITOR_FIELD_SENSITIVITIES).optional(),
});
export const visitorFormBodySchema = z.object({
  fields: z.array(visitorFieldInputSchema).min(1).max(MAX_VISITOR_FIELDS),
});
export type VisitorFormBody = z.infer<typeof visitorFormBodySchema>;
export const orgVisitorFormSchema = z.object({
  /** Whether the event uses the default form (name, e-mail, phone) because none was saved. */
  is_default: z.boolean(),
  fields: z.array(visitorFieldInputSchema.extend({ sensitivity: z.enum(VISITOR_FIELD_SENSITIVITIES) })),
});
export type OrgVisitorForm = z.infer<typeof orgVisitorFormSchema>;

export const voucherInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,32}$/)
    .transform((code) => code.toUpperCase()),
  discount_unit: z.enum(DISCOUNT_UNITS),
  /** Whole percent (1-100) for `percent`, rupiah for `fixed`. */
  amount: z.number().int().min(1).max(MAX_PRICE_RUPIAH),
  max_discount: z.number().int().min(1).max(MAX_PRICE_RUPIAH).nullable().default(null),
  min_transaction: rupiah.default(0),
  /** Uses the voucher may ever have; null: unlimited. */
  quota: z.number().int().min(0).max(MAX_QUOTA).nullable().default(null),
  /** Uses per buyer; null: unlimited. */
  per_buyer_limit: z.number().int().min(1).max(100).nullable().default(null),
  /** Eligible categories; empty: every category. */
  category_ids: z.array(id).max(MAX_CATEGORIES_PER_EVENT).default([]),
  /** Eligible payment method codes; null: every method. */
  payment_methods: z
    .array(z.enum(PAYMENT_METHOD_CODES))
    .min(1)
    .max(PAYMENT_METHOD_CODES.length)
    .nullable()
    .default(null),
  valid_from: isoTime,
  valid_until: isoTime.nullable().default(null),
  is_public: z.boolean().default(true),
  terms: text(2000).default(""),
});
export type VoucherInput = z.infer<typeof voucherInputSchema>;
export const orgVoucherSchema = voucherInputSchema.extend({
  id,
  code: z.string(),
  uses: z.number().int().nonnegative(),
});
export type OrgVoucher = z.infer<typeof orgVoucherSchema>;

/** Everything the catalogue screens of one event show, in one read. */
export const orgCatalogSchema = z.object({
  event_id: id,
  categories: z.array(orgCategorySchema),
  seat_map: orgSeatMapSchema,
  visitor_form: orgVisitorFormSchema,
  vouchers: z.array(orgVoucherSchema),
});
export type OrgCatalog = z.infer<typeof orgCatalogSchema>;

export const auditQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  show: z.coerce.number().int().min(1).max(100).default(50),
});
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: isoTime,
});
export const auditListSchema = z.object({
  rows: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null on the last page. */
  next_before: z.number().int().positive().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;
export const deletedSchema = z.object({ deleted: z.literal(true) });
