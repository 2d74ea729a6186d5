import { apiTable } from "#shared/contracts/api-table.ts";
import type { OrgWaitingRoom } from "#shared/contracts/organizer-waiting-room.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";
import type { AppServices } from "../../services.ts";
import { recordAudit } from "../audit/index.ts";
import { defineOrganizerRoute, organizerDeps, requireOrgEvent } from "../organizations/index.ts";
import { configureWaitingRoom, readWaitingRoom } from "./configure-waiting-room.ts";

const TAG = "organizer";

/** What the audit log keeps of a room: its settings (the line itself is not the organiser's change). */
const auditedSettings = (room: {
  enabled: boolean;
  opensAt: Date;
  admitPerMinute: number;
  tokenMinutes: number;
  requireVerifiedEmail: boolean;
  requireAccountBefore: Date | null;
  proofOfWork: boolean;
}) => ({
  enabled: room.enabled,
  opens_at: room.opensAt.toISOString(),
  admit_per_minute: room.admitPerMinute,
  token_minutes: room.tokenMinutes,
  require_verified_email: room.requireVerifiedEmail,
  require_account_before: room.requireAccountBefore?.toISOString() ?? null,
  proof_of_work: room.proofOfWork,
});

/**
 * The event's waiting room in the workspace: the office reads it with its line, owners and admins
 * turn it on or off and set the opening, the rate and the admission's life. A change is audited with
 * the event's other changes and enforced by every process within a second.
 */
export function organizerWaitingRoomRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  async function view(event: { id: number; slug: string }): Promise<OrgWaitingRoom> {
    const room = await readWaitingRoom(deps.db, event.slug);
    if (!room) throw new AppError("not_found");
    const head = await services.waitingRoom.store.head(event.id);
    return {
      enabled: room.enabled,
      opens_at: room.configured ? room.opensAt.toISOString() : null,
      admit_per_minute: room.admitPerMinute,
      token_minutes: room.tokenMinutes,
      auto_enabled_at: room.autoEnabledAt?.toISOString() ?? null,
      require_verified_email: room.requireVerifiedEmail,
      require_account_before: room.requireAccountBefore?.toISOString() ?? null,
      proof_of_work: room.proofOfWork,
      line: { in_line: head.total, admitted: head.admitted, opened: head.opened },
    };
  }

  return [
    defineOrganizerRoute(services, apiTable.orgWaitingRoom, "office", {
      summary: "The event's waiting room: on or off, opening, admission rate and life, and the line so far",
      tag: TAG,
      async handler({ access, params }) {
        return view(await requireOrgEvent(deps.db, access.organiserId, params.eventId));
      },
    }),
    defineOrganizerRoute(services, apiTable.saveOrgWaitingRoom, "editors", {
      summary:
        "Turn the event's waiting room on or off with the sale's opening (earlier arrivals get random places then) and the admissions a minute",
      tag: TAG,
      successMessage: "organizer.waitingRoom.saved",
      async handler({ access, params, body }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        if (event.lifecycle === "cancelled")
          throw new AppError("conflict", { messageKey: "organizer.waitingRoom.errors.cancelled" });
        await inTransaction(deps.db, async (tx) => {
          const before = await readWaitingRoom(tx, event.slug);
          const input = {
            enabled: body.enabled,
            opensAt: new Date(body.opens_at),
            admitPerMinute: body.admit_per_minute,
            tokenMinutes: body.token_minutes,
            requireVerifiedEmail: body.require_verified_email,
            requireAccountBefore: body.require_account_before ? new Date(body.require_account_before) : null,
            proofOfWork: body.proof_of_work,
          };
          await configureWaitingRoom(tx, event.slug, input, services.clock.now());
          await recordAudit(tx, {
            actor: access.buyerId,
            eventId: event.id,
            entity: "waiting_room",
            before: before?.configured ? auditedSettings(before) : null,
            after: auditedSettings(input),
          });
        });
        services.waitingRoom.forget(event.slug);
        return view(event);
      },
    }),
  ];
}
