import type { TransferBlock } from "#shared/contracts/e-tickets.ts";

const HOUR_MS = 3_600_000;

export interface TransferWindow {
  blockedBy: TransferBlock | null;
  /** From when transfers stop: the event start minus the organiser's freeze. */
  freezeStartsAt: Date;
}

/**
 * Whether a ticket may change hands now (the organiser switches transfers off per event or
 * freezes them a set number of hours before it starts). Once the event starts, nothing moves.
 */
export function transferWindow(
  settings: { transfersEnabled: boolean; transferFreezeHours: number },
  event: { startsAt: Date },
  now: Date,
): TransferWindow {
  const freezeStartsAt = new Date(event.startsAt.getTime() - settings.transferFreezeHours * HOUR_MS);
  if (!settings.transfersEnabled) return { blockedBy: "transfers_disabled", freezeStartsAt };
  if (now.getTime() >= event.startsAt.getTime()) return { blockedBy: "event_over", freezeStartsAt };
  if (now.getTime() >= freezeStartsAt.getTime()) return { blockedBy: "transfer_frozen", freezeStartsAt };
  return { blockedBy: null, freezeStartsAt };
}
