import type { z } from "zod";
import type { waitingRoomSettingsSchema } from "#shared/contracts/waiting-room.ts";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { findRoomBySlug, saveRoom } from "./data.ts";
import { DEFAULT_TOKEN_MINUTES } from "./waiting-room.ts";

export interface WaitingRoomSettingsInput {
  enabled: boolean;
  /** The sale's opening: everyone who arrives before it gets a random place at this instant. */
  opensAt: Date;
  admitPerMinute: number;
  /** Minutes an admission lasts if unused (10 by default). */
  tokenMinutes?: number;
  /** Who may join (`join-requirements.ts`) and whether joins need a proof of work: off when absent. */
  requireVerifiedEmail?: boolean;
  requireAccountBefore?: Date | null;
  proofOfWork?: boolean;
}

/**
 * How far ahead of the save an account cut-off may be: a cut-off in the future lets in accounts made
 * after it was set, which is what it exists to stop; a few minutes cover the organiser's clock and
 * "now" typed by hand.
 */
export const ACCOUNT_CUTOFF_LEEWAY_MS = 10 * 60_000;

export type WaitingRoomSettings = z.infer<typeof waitingRoomSettingsSchema>;

/**
 * Turns an event's waiting room on or off and sets its opening and admission rate: the use case the
 * organiser workspace, the operator route and the seed call (inside the caller's transaction if given). Other processes see
 * the change within a second (their settings cache).
 */
export async function configureWaitingRoom(
  db: Db | Tx,
  eventSlug: string,
  input: WaitingRoomSettingsInput,
  now: Date = new Date(),
): Promise<WaitingRoomSettings> {
  const room = await findRoomBySlug(db, eventSlug);
  if (!room) throw new AppError("not_found", { messageKey: "waitingRoom.errors.eventNotFound" });
  if (!Number.isInteger(input.admitPerMinute) || input.admitPerMinute < 1 || input.admitPerMinute > 100_000)
    throw new AppError("validation_failed");
  const requireAccountBefore = input.requireAccountBefore ?? null;
  if (requireAccountBefore && requireAccountBefore.getTime() > now.getTime() + ACCOUNT_CUTOFF_LEEWAY_MS)
    throw new AppError("validation_failed", {
      fields: {
        require_account_before: {
          key: "waitingRoom.errors.accountCutoffTooLate",
          vars: { minutes: ACCOUNT_CUTOFF_LEEWAY_MS / 60_000 },
        },
      },
    });
  const tokenMinutes = input.tokenMinutes ?? DEFAULT_TOKEN_MINUTES;
  const requireVerifiedEmail = input.requireVerifiedEmail ?? false;
  const proofOfWork = input.proofOfWork ?? false;
  await saveRoom(db, room.eventId, {
    ...input,
    tokenMinutes,
    requireVerifiedEmail,
    requireAccountBefore,
    proofOfWork,
  });
  return {
    event_slug: room.slug,
    enabled: input.enabled,
    opens_at: input.opensAt.toISOString(),
    admit_per_minute: input.admitPerMinute,
    token_minutes: tokenMinutes,
    auto_enabled_at: null,
    require_verified_email: requireVerifiedEmail,
    require_account_before: requireAccountBefore?.toISOString() ?? null,
    proof_of_work: proofOfWork,
  };
}

/** The room's settings of one event (by slug), as stored; null when no such event. */
export async function readWaitingRoom(db: Db | Tx, eventSlug: string) {
  const room = await findRoomBySlug(db, eventSlug);
  return room && { ...room, configured: room.admitPerMinute > 0 };
}
