import type { FastifyRequest } from "fastify";
import { QUEUE_PROOF_HEADER } from "#shared/contracts/headers.ts";
import type { Viewer } from "#shared/contracts/viewer.ts";
import { dataEncryptionKey } from "../../security/data-cipher.ts";
import type { AppServices } from "../../services.ts";
import { checkJoinRequirements } from "./join-requirements.ts";
import { proofOfWork } from "./proof-of-work.ts";

/**
 * What a join must show before it takes a place, per the event's room: the organiser's account rules
 * (`join-requirements.ts`), then, when the room asks for it, a solved single-use proof of work. Rooms
 * that are off ask nothing (the join answers `no_queue`). A refusal changes nothing.
 */
export function joinAdmission(services: AppServices) {
  const proof = proofOfWork({ db: services.db, dataKey: dataEncryptionKey(services.config) });
  return {
    proof,
    async admitJoin(eventSlug: string, viewer: Viewer | null, request: FastifyRequest): Promise<void> {
      const room = await services.waitingRoom.settings(eventSlug);
      if (!room?.enabled) return;
      await checkJoinRequirements(services.db, room, viewer, request.locale);
      if (!room.proofOfWork) return;
      const header = request.headers[QUEUE_PROOF_HEADER];
      await proof.spend(room.eventId, typeof header === "string" ? header : undefined);
    },
  };
}
