import type { BuyerLevel } from "#shared/contracts/accounts-wrapped.ts";

/**
 * Spec section 3 names the levels but not the thresholds; ours, by distinct events attended in the
 * year, highest first:
 *   20+ all-access junkie, 12-19 stage diver, 6-11 concert enthusiast, 3-5 crowd filler,
 *   1-2 casual fan, 0 new audience member.
 * Roughly doubling steps, so each level means noticeably more shows than the one below.
 */
export const BUYER_LEVEL_THRESHOLDS: readonly (readonly [BuyerLevel, number])[] = [
  ["all_access_junkie", 20],
  ["stage_diver", 12],
  ["concert_enthusiast", 6],
  ["crowd_filler", 3],
  ["casual_fan", 1],
  ["new_audience_member", 0],
];

export function buyerLevel(totalEvents: number): BuyerLevel {
  for (const [level, minimum] of BUYER_LEVEL_THRESHOLDS) if (totalEvents >= minimum) return level;
  return "new_audience_member";
}
