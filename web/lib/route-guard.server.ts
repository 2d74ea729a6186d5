import { type AppLoadContext, data } from "react-router";
import { ROUTE_TABLE, type RouteName } from "#shared/routing/route-table.ts";

export interface GuardResult {
  routeName: RouteName;
  /** The route wants a signed-in buyer and there is none: render "You Are Not Authorized". */
  needsLogin: boolean;
}

/** What a failed guard throws; the error boundary renders NotFound and, if asked, opens the login modal. */
export interface GuardFailure {
  reason: "not_found";
  openLogin: boolean;
}

/**
 * Enforces a route's access level on the server for every request (document or client navigation):
 * 1 logged-in only and 2 logged-out only fail as NotFound. Level 3 (mobile only) depends on the
 * viewport, which the server cannot know, so the page decides it with CSS (see ui/mobile-only.tsx).
 */
export function guardRoute(name: RouteName, context: AppLoadContext): GuardResult {
  const entry = ROUTE_TABLE[name];
  const signedIn = context.viewer !== null;
  if (entry.access === 1 && !signedIn) {
    throw data<GuardFailure>({ reason: "not_found", openLogin: true }, { status: 404 });
  }
  if (entry.access === 2 && signedIn) {
    throw data<GuardFailure>({ reason: "not_found", openLogin: false }, { status: 404 });
  }
  const needsLogin = "loginPrompt" in entry && entry.loginPrompt === true && !signedIn;
  return { routeName: name, needsLogin };
}

/** The loader most shell routes need: run the guard and tell the page whether to prompt for login. */
export function guardedLoader(name: RouteName) {
  return ({ context }: { context: AppLoadContext }) => {
    const result = guardRoute(name, context);
    return result;
  };
}
