import { readStored, STORED_KEYS, writeStored } from "../lib/stored-state.ts";

/**
 * Remembers where to return after the login modal (spec section 3: auth state `nextRoute`). Only the
 * path and query are stored: a fragment may carry a secret (an invitation's `#token=`, a gate's `#k=`),
 * which stays in the address bar and never goes to storage.
 */
export function rememberNextRoute(path: string): void {
  writeStored(STORED_KEYS.nextRoute, path);
}

/** Whether `next` is the page the visitor is on (path and query), so returning there is a reload. */
function isCurrentPage(next: string): boolean {
  const target = new URL(next, window.location.origin);
  return target.pathname === window.location.pathname && target.search === window.location.search;
}

/**
 * Spec section 4: after login or sign-up, go to the stored next route if any, else reload. A full
 * navigation (not a client one) makes every loader and the top bar render with the new session. When
 * the next route is the page the visitor signed in on, it is reloaded in place: assigning its path
 * alone would drop the URL fragment, and with it an invitation's `#token` (the invitee then saw the
 * accept call's generic "check the marked fields" instead of joining).
 */
export function finishSignIn(): void {
  const next = readStored(STORED_KEYS.nextRoute);
  if (next?.startsWith("/") && !next.startsWith("//")) {
    writeStored(STORED_KEYS.nextRoute, "");
    if (isCurrentPage(next)) window.location.reload();
    else window.location.assign(next);
  } else {
    window.location.reload();
  }
}
