import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";
import type { AppServices } from "../../services.ts";
import type { ProofOfWork } from "./proof-of-work.ts";

/**
 * `GET /queue/:eventSlug/challenge`: a fresh proof-of-work challenge for one join of the event. Anyone
 * may ask (a signed-out visitor may wait); it costs the server one key derivation and no storage, and
 * only the join that spends it is recorded. Never cached: each join needs its own.
 */
export function queueChallengeRoute(services: AppServices, proof: ProofOfWork): ApiRoute {
  return defineRoute(apiTable.queueChallenge, {
    summary:
      "A single-use proof-of-work challenge for joining the event's waiting room (rooms that ask for one)",
    tag: "waiting-room",
    async handler({ params, reply }) {
      const room = await services.waitingRoom.settings(params.eventSlug);
      if (!room) throw new AppError("not_found", { messageKey: "waitingRoom.errors.eventNotFound" });
      reply.header("cache-control", "no-store");
      return proof.issue(room.eventId);
    },
  });
}
