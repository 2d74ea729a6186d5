import type { FastifyRequest } from "fastify";

/**
 * Whether the request's signed-in buyer may use the simulator page on a transaction (the composition
 * root passes the payments feature's check; the sandbox itself knows no sessions or orders).
 */
export type SimulatorAccess = (
  request: FastifyRequest,
  externalId: string,
) => Promise<"allowed" | "signed_out" | "not_owned">;
