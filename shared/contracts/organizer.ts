import { z } from "zod";
import { PRICE_DISPLAYS, TAX_RATE_BPS_MAX } from "../pricing/tax.ts";
import { EMAIL_SCHEMA_HINTS, validateEmail } from "../validation/email.ts";
import { validatedString } from "../validation/zod.ts";
import { EVENT_CATEGORIES } from "./events.ts";

/**
 * The organiser's workspace API: `/organizer/organizations/:orgId/...`. Every operation
 * under an organisation checks the caller's membership and role on the server
 * (`server/features/organizations/access.ts`); the table below is what each role may do, and the role
 * matrix test (`tests/integration/organizer-role-matrix.test.ts`) holds every route to it.
 */
export const ORGANIZER_ROLES = ["owner", "admin", "finance", "gate"] as const;
export type OrganizerRole = (typeof ORGANIZER_ROLES)[number];

/** Who may do what. A route names one of these groups, never a list of its own. */
export const ROLE_GROUPS = {
  /**
   * The office: reads the organisation, its events and its team. Every member except gate staff, who
   * see only check-in.
   */
  office: ["owner", "admin", "finance"],
  /** Every member, gate staff included: only for leaving the organisation. */
  everyMember: ["owner", "admin", "finance", "gate"],
  /** Check-in: the events to scan for, the gates, one's own check-in links (gate staff, owners, admins). */
  checkIn: ["owner", "admin", "gate"],
  /** Edit the organisation's profile and author events (details, tickets, seats, forms, vouchers). */
  editors: ["owner", "admin"],
  /** Read buyers' orders and tickets and export them (finance reconciles; gate staff see none). */
  records: ["owner", "admin", "finance"],
  /** The live dashboard: sales, money and check-ins (gate staff see only check-in itself). */
  dashboard: ["owner", "admin", "finance"],
  /** See and change the payout bank account. */
  money: ["owner", "finance"],
  /** Invite, change roles, remove members. */
  owners: ["owner"],
} as const satisfies Record<string, readonly OrganizerRole[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

export const EVENT_LIFECYCLES = ["draft", "published", "cancelled"] as const;
export type EventLifecycle = (typeof EVENT_LIFECYCLES)[number];
/** What the workspace shows: the stored lifecycle, with `ended` once a published event's end passed. */
export const EVENT_STAGES = ["draft", "published", "ended", "cancelled"] as const;
export type EventStage = (typeof EVENT_STAGES)[number];

export const ORG_NAME_MAX = 120;
export const ORG_DESCRIPTION_MAX = 2000;
export const EVENT_TITLE_MAX = 160;
export const SLUG_MAX = 160;
export const RICH_TEXT_MAX = 50_000;
/** The links an event names (directions, insurance claim, chat group). */
const URL_MAX = 500;
/**
 * The longest text each of the event editor's text fields takes: the schema refuses more (a field
 * error, never a cut), and the editor counts against the same numbers instead of cutting a paste.
 */
export const EVENT_TEXT_LIMITS = {
  title: EVENT_TITLE_MAX,
  slug: SLUG_MAX,
  descriptionHtml: RICH_TEXT_MAX,
  venueName: 160,
  address: 500,
  city: 80,
  directionsUrl: URL_MAX,
  tentativeNote: 200,
  terms: RICH_TEXT_MAX,
  seoTitle: 160,
  seoDescription: 320,
  insuranceClaimUrl: URL_MAX,
  chatGroupUrl: URL_MAX,
} as const;
/**
 * The largest event body the editor may send, in bytes: both rich texts at their limits and every other
 * field full, at 3 bytes a character (the UTF-8 of any text a buyer-facing page shows), is about 350 KB.
 * Above the app's default body limit, so the event routes declare it (a longer body gets 413).
 */
export const EVENT_BODY_MAX_BYTES = 512 * 1024;
export const TALENT_NAME_MAX = 120;
export const TALENT_ROLE_MAX = 80;
export const INVITATION_DAYS = 7;
export const FREEZE_DAYS_MAX = 30;

/** A path id: any text up to 200 characters; one that names nothing of the caller's answers 404. */
const pathId = z.string().max(200);
export const orgParamsSchema = z.object({ orgId: pathId });
export const orgEventParamsSchema = z.object({ orgId: pathId, eventId: pathId });
export const orgMemberParamsSchema = z.object({ orgId: pathId, buyerId: pathId });
export const orgInvitationParamsSchema = z.object({ orgId: pathId, invitationId: pathId });

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const email = () =>
  validatedString(validateEmail, { hints: EMAIL_SCHEMA_HINTS }).transform((value) => value.toLowerCase());
/** Slugs: lowercase words joined by hyphens, never all digits (a numeric path value is an id). */
export const SLUG_PATTERN = "^([a-z0-9]*[a-z][a-z0-9]*(-[a-z0-9]+)*|[0-9]+(-[a-z0-9]+)+)$";
const slug = () => z.string().max(SLUG_MAX).regex(new RegExp(SLUG_PATTERN));
const httpsUrl = () =>
  z
    .string()
    .trim()
    .max(URL_MAX)
    .regex(/^https?:\/\/[^\s]+$/i);
const whatsapp = () =>
  z
    .string()
    .trim()
    .regex(/^\+?[0-9]{8,15}$/);

// --- organisations -------------------------------------------------------------------------------

export const organizationSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  role: z.enum(ORGANIZER_ROLES),
  logo: z.string().nullable(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;
export const myOrganizationsSchema = z.object({ rows: z.array(organizationSummarySchema) });

export const organizationSchema = organizationSummarySchema.extend({
  description: z.string(),
  city: z.string(),
  contactEmail: z.string().nullable(),
  whatsapp: z.string().nullable(),
  logoImageId: z.string().nullable(),
  /** Members must have two-factor sign-in to use the workspace (set by an owner). */
  requireTwoFactor: z.boolean(),
  /** Only for owners and finance; others see null. The number itself is never sent: `•••• 1234`. */
  payout: z
    .object({
      bank: z.string().nullable(),
      accountMasked: z.string().nullable(),
      holder: z.string().nullable(),
    })
    .nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const createOrganizationBodySchema = z.object({
  name: requiredText(ORG_NAME_MAX),
  slug: slug().optional(),
  city: text(80).optional(),
  description: text(ORG_DESCRIPTION_MAX).optional(),
});
export const updateOrganizationBodySchema = z.object({
  name: requiredText(ORG_NAME_MAX).optional(),
  description: text(ORG_DESCRIPTION_MAX).optional(),
  city: text(80).optional(),
  contactEmail: email().nullable().optional(),
  whatsapp: whatsapp().nullable().optional(),
  logoImageId: z.string().max(100).nullable().optional(),
});
/** The owner's rule: members must have two-factor sign-in to use the workspace. */
export const twoFactorRequirementSchema = z.object({ required: z.boolean() });

export const updatePayoutBodySchema = z.object({
  bank: requiredText(80),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{6,20}$/),
  holder: requiredText(120),
});

// --- team ----------------------------------------------------------------------------------------

export const memberSchema = z.object({
  buyerId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ORGANIZER_ROLES),
  isMe: z.boolean(),
  since: z.string(),
});
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ORGANIZER_ROLES),
  expiresAt: z.string(),
});
/** Where an invitation's mail goes: delivered by SMTP, readable in the development mailbox, or nowhere. */
export const MAIL_DELIVERIES = ["smtp", "dev_mailbox", "none"] as const;
/**
 * The answer to an invitation: the invitation, whether its mail can reach the invitee and, only when it
 * cannot (`none`: no mail transport), the link itself for the owner to pass on.
 */
export const inviteResultSchema = invitationSchema.extend({
  mailDelivery: z.enum(MAIL_DELIVERIES),
  link: z.string().optional(),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;
export const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.infer<typeof teamSchema>;
export const inviteBodySchema = z.object({ email: email(), role: z.enum(ORGANIZER_ROLES) });
export const changeRoleBodySchema = z.object({ role: z.enum(ORGANIZER_ROLES) });
export const acceptInvitationBodySchema = z.object({ token: z.string().min(1).max(200) });

// --- events --------------------------------------------------------------------------------------

export const talentInputSchema = z.object({
  name: requiredText(TALENT_NAME_MAX),
  role: text(TALENT_ROLE_MAX).optional(),
  imageId: z.string().max(100).nullable().optional(),
});

/** Every event field of spec section 3 the organiser writes. Times are ISO 8601 (shown in WIB). */
export const eventFieldsSchema = z.object({
  title: requiredText(EVENT_TEXT_LIMITS.title),
  slug: slug(),
  kind: z.enum(EVENT_CATEGORIES),
  /** Rich text; the server keeps only its allowlist (sanitize-html) and stores the result. */
  descriptionHtml: z.string().max(EVENT_TEXT_LIMITS.descriptionHtml),
  venueName: requiredText(EVENT_TEXT_LIMITS.venueName),
  address: text(EVENT_TEXT_LIMITS.address),
  city: requiredText(EVENT_TEXT_LIMITS.city),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  directionsUrl: httpsUrl().nullable(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  isTentativeDate: z.boolean(),
  tentativeNote: text(EVENT_TEXT_LIMITS.tentativeNote).nullable(),
  terms: text(EVENT_TEXT_LIMITS.terms),
  seoTitle: text(EVENT_TEXT_LIMITS.seoTitle).nullable(),
  seoDescription: text(EVENT_TEXT_LIMITS.seoDescription).nullable(),
  maxTicketByAccount: z.number().int().min(1).max(100).nullable(),
  insuranceClaimUrl: httpsUrl().nullable(),
  chatGroupUrl: httpsUrl().nullable(),
  transfersEnabled: z.boolean(),
  transferFreezeDays: z.number().int().min(0).max(FREEZE_DAYS_MAX),
  /** Tax in basis points (PPN 11 % = 1100); the editor takes a percent with at most 2 decimals. */
  taxRateBps: z
    .number({ error: "tax_rate_range" })
    .int({ error: "tax_rate_range" })
    .min(0, { error: "tax_rate_range" })
    .max(TAX_RATE_BPS_MAX, { error: "tax_rate_range" }),
  /** Prices shown with the tax inside (`all_in`) or with "+ pajak" and the tax added at checkout. */
  priceDisplay: z.enum(PRICE_DISPLAYS),
  posterImageId: z.string().max(100).nullable(),
  bannerImageId: z.string().max(100).nullable(),
  talents: z.array(talentInputSchema).max(50),
});
export type EventFields = z.infer<typeof eventFieldsSchema>;

export const createEventBodySchema = eventFieldsSchema
  .partial()
  .required({ title: true })
  .extend({ kind: z.enum(EVENT_CATEGORIES).optional() });
export const updateEventBodySchema = eventFieldsSchema.partial();

export const orgEventSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  stage: z.enum(EVENT_STAGES),
  startsAt: z.string(),
  endsAt: z.string(),
  city: z.string(),
  poster: z.string(),
});
export const orgEventListSchema = z.object({ rows: z.array(orgEventSummarySchema) });

export const orgEventSchema = eventFieldsSchema.extend({
  id: z.number().int(),
  organizationId: z.number().int(),
  stage: z.enum(EVENT_STAGES),
  lifecycle: z.enum(EVENT_LIFECYCLES),
  publishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The generated poster when none was uploaded; the uploaded one's largest JPEG otherwise. */
  poster: z.string(),
  talents: z.array(talentInputSchema.extend({ imageUrl: z.string().nullable() })),
  /** Whether the slug may still change freely (a draft) or leaves a redirect behind (published). */
  slugLocked: z.boolean(),
});
export type OrgEvent = z.infer<typeof orgEventSchema>;

export const cancelEventBodySchema = z.object({ reason: requiredText(500) });

/**
 * What cancelling the event would do now (read before the organiser confirms; nothing changes): tickets
 * voided, buyers mailed, paid orders that become owed back and their total (integer rupiah), waiting
 * orders cancelled. The cancel itself may find a little more if buyers pay in between.
 */
export const cancelPreviewSchema = z.object({
  voidedTickets: z.number().int().min(0),
  mailedBuyers: z.number().int().min(0),
  ordersToRefund: z.number().int().min(0),
  refundTotal: z.number().int().min(0),
  cancelledOrders: z.number().int().min(0),
});
export type CancelPreview = z.infer<typeof cancelPreviewSchema>;

// --- images --------------------------------------------------------------------------------------

export const IMAGE_KINDS = ["poster", "banner", "logo", "talent"] as const;
export const imageQuerySchema = z.object({ kind: z.enum(IMAGE_KINDS) });
export const imageSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The JPEG fallback at the largest width, and `srcset`s for WebP and JPEG. */
  url: z.string(),
  srcsetWebp: z.string(),
  srcsetJpeg: z.string(),
});
export type UploadedImage = z.infer<typeof imageSchema>;
