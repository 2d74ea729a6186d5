import { z } from "zod";
import { ORGANIZER_ROLES } from "#shared/contracts/organizer.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";
import { findAccountByEmail, findEventBySlug, findMemberRole, upsertMember } from "./organizations-data.ts";

/**
 * Browser tests that follow a sale into the workspace need an organiser of the event that sold: this
 * makes an existing account a member of the organisation that owns an event. Mounted only with
 * ENABLE_TEST_ROUTES, which production refuses.
 */
export function organizerMembershipTestRoutes(db: Db) {
  return [
    defineRoute({
      method: "POST",
      path: "/__test/organizer/membership",
      summary: "Test only: make an account a member of the organisation that owns an event",
      tag: "test",
      body: z.strictObject({
        email: z.string().max(254),
        event_slug: z.string().max(200),
        role: z.enum(ORGANIZER_ROLES),
      }),
      response: z.object({ organization_id: z.number().int(), event_id: z.number().int() }),
      async handler({ body }) {
        const event = await findEventBySlug(db, body.event_slug);
        const account = await findAccountByEmail(db, body.email);
        if (!event || !account) throw new AppError("not_found");
        await upsertMember(db, { organiserId: event.organiserId, buyerId: account.id, role: body.role });
        const member = await findMemberRole(db, event.organiserId, account.id);
        if (!member) throw new AppError("not_found");
        return { organization_id: event.organiserId, event_id: event.id };
      },
    }),
  ];
}
