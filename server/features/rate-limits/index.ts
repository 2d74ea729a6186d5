/** The rate-limits feature as other features may use it: its public entry (ADR 0117). */
export {
  type AttemptBackoff,
  type BackoffPolicy,
  backoffSeconds,
  databaseBackoff,
} from "./backoff.ts";
export type { RateLimitPolicy } from "./policy.ts";
export { databaseRateLimiter, enforceRateLimit, type RateLimiter, tooManyRequests } from "./rate-limiter.ts";
