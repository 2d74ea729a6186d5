import type { AdmissionPolicy } from "./store.ts";

/** Seconds of rate an idle line may bank: ticks run each second, so jitter loses nothing, and no burst builds. */
export const CAP_SECONDS = 5;

/**
 * Token-bucket credit for one admission step: `rate/60` a second since the last step, capped at
 * `CAP_SECONDS` worth (at least 1), on top of the shares given back, which are never capped (each one
 * is a buyer who did not take their turn). The first step (the opening) starts with 1. The PostgreSQL
 * store calls this; the Redis store's admission script states the same rule in Lua.
 */
export function earnedCredit(credit: number, since: Date | null, now: Date, policy: AdmissionPolicy): number {
  if (!since) return Math.max(credit, 1);
  const perSecond = policy.admitPerMinute / 60;
  const elapsed = Math.max(0, (now.getTime() - since.getTime()) / 1000);
  const cap = Math.max(1, perSecond * CAP_SECONDS);
  const earned = credit + perSecond * elapsed;
  return earned > cap ? Math.max(credit, cap) : earned;
}
