/** A fixed-window limit: at most `limit` counted events per key in each `windowSeconds` window. */
export interface RateLimitPolicy {
  /** Namespaces the key, so two policies never share a counter. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitWindow {
  start: Date;
  end: Date;
}

/** The window `now` falls in; windows are aligned to the epoch so every process agrees on them. */
export function windowAt(policy: RateLimitPolicy, now: Date): RateLimitWindow {
  const size = policy.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { start: new Date(start), end: new Date(start + size) };
}

/** Whole seconds until the window ends (the Retry-After header), at least 1. */
export function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}
