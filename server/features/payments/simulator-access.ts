import type { FastifyRequest } from "fastify";
import { EXTERNAL_ID_PATTERN } from "#shared/contracts/payments.ts";
import type { AppServices } from "../../services.ts";
import { sessionToken } from "../sessions/index.ts";
import { findOwnedTransaction } from "./data.ts";

/**
 * The sandbox simulator page pays through the server, and only the signed-in buyer's own orders:
 * another buyer's external id reads as unknown, like every owner-only endpoint.
 */
export function simulatorAccess(services: Pick<AppServices, "config" | "sessions" | "db">) {
  return async (
    request: FastifyRequest,
    externalId: string,
  ): Promise<"allowed" | "signed_out" | "not_owned"> => {
    const token = sessionToken(request, services.config.SESSION_COOKIE_NAME);
    const viewer = token ? await services.sessions.viewerForToken(token) : null;
    if (!viewer) return "signed_out";
    if (!EXTERNAL_ID_PATTERN.test(externalId)) return "not_owned";
    return (await findOwnedTransaction(services.db, viewer.id, externalId)) ? "allowed" : "not_owned";
  };
}
