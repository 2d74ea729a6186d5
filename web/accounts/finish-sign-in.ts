import { readStored, STORED_KEYS, writeStored } from "../lib/stored-state.ts";

/** Remembers where to return after the login modal (spec section 3: auth state `nextRoute`). */
export function rememberNextRoute(path: string): void {
  writeStored(STORED_KEYS.nextRoute, path);
}

/**
 * Spec section 4: after login or sign-up, go to the stored next route if any, else reload. A full
 * navigation (not a client one) makes every loader and the top bar render with the new session.
 */
export function finishSignIn(): void {
  const next = readStored(STORED_KEYS.nextRoute);
  if (next?.startsWith("/") && !next.startsWith("//")) {
    writeStored(STORED_KEYS.nextRoute, "");
    window.location.assign(next);
  } else {
    window.location.reload();
  }
}
