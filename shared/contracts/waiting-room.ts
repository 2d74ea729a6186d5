import { z } from "zod";
import { eventSlugSchema } from "./e-tickets.ts";

/** Header an operator's calls carry (`OPERATOR_API_TOKEN`), until the organiser workspace exists. */
export const OPERATOR_TOKEN_HEADER = "x-operator-token";

export const queueEventRefSchema = z.strictObject({ eventSlug: eventSlugSchema });

/**
 * Where a visitor stands. `no_queue`: the event has no waiting room (buy directly). `not_in_line`: no
 * place yet (join). `before_opening`: places are drawn at random at `opens_at`. `waiting`: in line.
 * `admitted`: may hold tickets until `admission_expires_at`. `admission_ended`: the turn passed unused.
 */
export const QUEUE_STATES = [
  "no_queue",
  "not_in_line",
  "before_opening",
  "waiting",
  "admitted",
  "admission_ended",
] as const;

/**
 * How many tickets the event can still sell online, coarsely: `many` (1,000 or more), `hundreds`
 * (100-999), `few` (1-99), `none_right_now` (none free, but some are held by buyers who have not paid
 * yet: those come back if the payment does not), `sold_out` (none free and none held).
 */
export const TICKETS_LEFT_LEVELS = ["many", "hundreds", "few", "none_right_now", "sold_out"] as const;
export type TicketsLeftLevel = (typeof TICKETS_LEFT_LEVELS)[number];

export const queueStatusSchema = z.object({
  state: z.enum(QUEUE_STATES),
  event_slug: z.string(),
  opens_at: z.iso.datetime().nullable(),
  /** 1-based place in the whole line, known once the line is opened. */
  place: z.number().int().min(1).nullable(),
  people_ahead: z.number().int().min(0).nullable(),
  /** Places taken so far. */
  in_line: z.number().int().min(0),
  admit_per_minute: z.number().int().min(0),
  estimated_wait_minutes: z.number().int().min(0).nullable(),
  admission_expires_at: z.iso.datetime().nullable(),
  /** When the line's head was last read (at most a second old). */
  updated_at: z.iso.datetime(),
  /** When to ask again; the client backs off further on errors. */
  poll_after_seconds: z.number().int().min(1).max(60),
  /** Places admitted in the last minute (estimated from this server's samples of the line's head). */
  admitted_last_minute: z.number().int().min(0),
  /** Tickets left to sell, coarsely (read at most once a second); null while unknown. */
  tickets_left: z.enum(TICKETS_LEFT_LEVELS).nullable(),
  /**
   * Before the opening: whether this place takes part in the draw. Only signed-in accounts draw; a
   * signed-out visitor waits behind the draw until signing in, so extra cookies win nothing. Null otherwise.
   */
  in_draw: z.boolean().nullable(),
});
export type QueueStatus = z.infer<typeof queueStatusSchema>;

export const TOKEN_MINUTES_DEFAULT = 10;

export const waitingRoomSettingsBodySchema = z.strictObject({
  enabled: z.boolean(),
  opens_at: z.iso.datetime({ offset: true }),
  admit_per_minute: z.number().int().min(1).max(100_000),
  token_minutes: z.number().int().min(1).max(1_440).default(TOKEN_MINUTES_DEFAULT),
  /** Only signed-in accounts with a verified e-mail address may join. */
  require_verified_email: z.boolean().default(false),
  /**
   * Only signed-in accounts created before this instant may join; null: any. The server refuses an
   * instant more than a few minutes ahead of the save (`ACCOUNT_CUTOFF_LEEWAY_MS`).
   */
  require_account_before: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Each join must carry a solved, single-use proof-of-work challenge (`QUEUE_PROOF_HEADER`). */
  proof_of_work: z.boolean().default(false),
});
export type WaitingRoomSettingsBody = z.infer<typeof waitingRoomSettingsBodySchema>;

export const waitingRoomSettingsSchema = z.object({
  event_slug: z.string(),
  enabled: z.boolean(),
  opens_at: z.iso.datetime(),
  admit_per_minute: z.number().int(),
  token_minutes: z.number().int(),
  /** Set when checkout's load shedding switched the room on by itself. */
  auto_enabled_at: z.iso.datetime().nullable(),
  require_verified_email: z.boolean(),
  require_account_before: z.iso.datetime().nullable(),
  proof_of_work: z.boolean(),
});

/**
 * A single-use proof-of-work challenge for one join (ALTCHA's v2 format, `altcha-lib`): the browser
 * finds the counter whose derived key starts with `keyPrefix` and sends challenge and solution back
 * in `QUEUE_PROOF_HEADER` (base64 JSON). `parameters` is signed as a whole, so it passes through as is.
 */
export const queueChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type QueueChallenge = z.infer<typeof queueChallengeSchema>;
