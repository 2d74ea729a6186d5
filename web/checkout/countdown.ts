/** Whole seconds left until `expiredAt` (ISO), never below 0; NaN-safe for a malformed date. */
export function secondsLeft(expiredAt: string, now: number): number {
  const end = Date.parse(expiredAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** Spec section 4: the checkout countdown shows minutes:seconds ("14:59", "120:00" past an hour). */
export function formatMinutesSeconds(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, "0")}:${String(safe % 60).padStart(2, "0")}`;
}
