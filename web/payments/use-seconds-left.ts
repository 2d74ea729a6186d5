import { useEffect, useState } from "react";
import { secondsUntil } from "#shared/format/datetime.ts";

/** Spec section 9: countdowns tick every second. */
const TICK_MS = 1_000;

/**
 * Whole seconds left until `expiresAt`, ticking each second, never below 0 (spec section 4). It is null
 * until the page has hydrated: the server's clock and the browser's differ by the render time, and a
 * countdown rendered on both would not match.
 */
export function useSecondsLeft(expiresAt: string | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (now === null || !expiresAt) return null;
  return secondsUntil(expiresAt, new Date(now));
}
