import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.ts";
import type { AppServices } from "../../services.ts";

declare const authorizedBuyer: unique symbol;

/**
 * A buyer id that came out of a live session, not out of a request body or URL. Owner-scoped reads
 * and writes take this type, so passing an id a client typed in does not compile.
 */
export type AuthorizedBuyerId = string & { readonly [authorizedBuyer]: true };

/** The session token in the request's cookie, if any. */
export function sessionToken(request: FastifyRequest, cookieName: string): string | null {
  const token = request.cookies[cookieName];
  return typeof token === "string" && token !== "" ? token : null;
}

/** The signed-in buyer of this request, or 401 `unauthorized`. */
export async function requireViewer(
  request: FastifyRequest,
  services: Pick<AppServices, "config" | "sessions">,
): Promise<AuthorizedBuyerId> {
  const token = sessionToken(request, services.config.SESSION_COOKIE_NAME);
  const viewer = token ? await services.sessions.viewerForToken(token) : null;
  if (!viewer) throw new AppError("unauthorized");
  return viewer.id as AuthorizedBuyerId;
}
