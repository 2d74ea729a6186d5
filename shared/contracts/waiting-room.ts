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
});
export type QueueStatus = z.infer<typeof queueStatusSchema>;

export const TOKEN_MINUTES_DEFAULT = 10;

export const waitingRoomSettingsBodySchema = z.strictObject({
  enabled: z.boolean(),
  opens_at: z.iso.datetime({ offset: true }),
  admit_per_minute: z.number().int().min(1).max(100_000),
  token_minutes: z.number().int().min(1).max(1_440).default(TOKEN_MINUTES_DEFAULT),
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
});
