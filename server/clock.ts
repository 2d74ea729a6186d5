/**
 * Where "now" comes from for rules that count time in the application (rate-limit windows, the
 * wrapped year). Injected so tests can move time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
