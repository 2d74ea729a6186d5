import { z } from "zod";
import { waitingRoomSettingsBodySchema } from "./waiting-room.ts";

/**
 * The event's waiting room as its organiser sees and sets it: on or off, the sale's
 * opening (everyone who arrives before it gets a random place then), the admission rate, how long an
 * admission lasts unused, and the line as it stands.
 */
export const orgWaitingRoomSchema = z.object({
  enabled: z.boolean(),
  /** Null until the room was ever set. */
  opens_at: z.iso.datetime().nullable(),
  admit_per_minute: z.number().int().min(0),
  token_minutes: z.number().int().min(1),
  /** Set when checkout's load shedding switched the room on by itself. */
  auto_enabled_at: z.iso.datetime().nullable(),
  /** Who may join: only accounts with a verified e-mail address, only accounts created before a date. */
  require_verified_email: z.boolean(),
  require_account_before: z.iso.datetime().nullable(),
  /** Each join must carry a solved proof-of-work challenge (the browser solves it on its own). */
  proof_of_work: z.boolean(),
  line: z.object({
    /** Places taken so far. */
    in_line: z.number().int().min(0),
    /** Places admitted so far (each given an admission for `token_minutes`). */
    admitted: z.number().int().min(0),
    /** Whether the opening's draw has happened (places are then fixed). */
    opened: z.boolean(),
  }),
});
export type OrgWaitingRoom = z.infer<typeof orgWaitingRoomSchema>;

/** The organiser's settings: the operator's body, the same rules. */
export const orgWaitingRoomBodySchema = waitingRoomSettingsBodySchema;
export type OrgWaitingRoomBody = z.infer<typeof orgWaitingRoomBodySchema>;
