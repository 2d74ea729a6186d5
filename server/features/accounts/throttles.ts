import type { BackoffPolicy, RateLimitPolicy } from "../rate-limits/index.ts";

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;

/** Wrong passwords for one e-mail from one IP: slows guessing one account without locking it for all. */
export const LOGIN_PER_ACCOUNT_AND_IP: RateLimitPolicy = {
  name: "login",
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};

/**
 * Failed sign-ins from one address across e-mails (password spraying): a hundred failures an hour go
 * through at once, then each further attempt from the address waits 1 s, doubling per failure up to
 * 15 minutes. Generous on purpose: Indonesian mobile carriers put many buyers behind one address
 * (CGNAT), and a ticket war is exactly when they all sign in at once; so a success from the address
 * gives back only its own attempt, never the others' failures (one valid account must not launder a
 * sprayer's count), and the wait never outlasts the cap.
 */
export const LOGIN_BACKOFF_PER_ADDRESS: BackoffPolicy = {
  name: "login-address",
  freeAttempts: 100,
  baseSeconds: 1,
  maxSeconds: FIFTEEN_MINUTES,
  windowSeconds: ONE_HOUR,
};

/** Each sign-up costs a memory-hard hash; this bounds what one address can make the server spend. */
export const REGISTER_PER_IP: RateLimitPolicy = {
  name: "register-ip",
  limit: 20,
  windowSeconds: FIFTEEN_MINUTES,
};

export const FORGOT_PASSWORD_PER_IP: RateLimitPolicy = {
  name: "forgot-ip",
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};

/** Against mail-bombing one inbox from many IPs; applies to unknown addresses alike, so it leaks nothing. */
export const FORGOT_PASSWORD_PER_EMAIL: RateLimitPolicy = {
  name: "forgot-email",
  limit: 3,
  windowSeconds: FIFTEEN_MINUTES,
};

/** Wrong old passwords in change-password: a stolen session must not become a password oracle. */
export const CHANGE_PASSWORD_PER_BUYER: RateLimitPolicy = {
  name: "change-password",
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};

/**
 * Wrong passwords on one account from any address (guessing spread over many IPs):
 * five go through at once, then each further attempt waits 10 s, doubling per failure up to 5 minutes.
 * The owner is never locked out: the right password after the wait signs in and clears the count.
 * When the backoff starts (the fifth failure) the owner is e-mailed, once per backoff period.
 */
export const LOGIN_BACKOFF_PER_ACCOUNT: BackoffPolicy = {
  name: "login-account",
  freeAttempts: 5,
  baseSeconds: 10,
  maxSeconds: 5 * 60,
  windowSeconds: ONE_DAY,
};

/**
 * Second-factor codes tried against one account, from any session or address: a million codes at five
 * per quarter hour is years of guessing. Counted per account, not per pending sign-in, so signing in
 * again with the password does not buy fresh tries. A right code gives its try back.
 */
export const TWO_FACTOR_PER_ACCOUNT: RateLimitPolicy = {
  name: "two-factor",
  limit: 5,
  windowSeconds: FIFTEEN_MINUTES,
};

/**
 * Passkey sign-in ceremonies started from one address: each stores a challenge for five minutes.
 * Generous for the same CGNAT reason as LOGIN_BACKOFF_PER_ADDRESS; it only bounds what one address can
 * make the server store (a signature cannot be guessed, so there is nothing to slow down).
 */
export const PASSKEY_CEREMONIES_PER_IP: RateLimitPolicy = {
  name: "passkey-ip",
  limit: 300,
  windowSeconds: FIFTEEN_MINUTES,
};
