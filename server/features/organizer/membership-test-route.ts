import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { ORGANIZER_ROLES } from "#shared/contracts/organizer.ts";
import type { Db } from "../../db/client.ts";
import { buyers, events, organiserMembers } from "../../db/schema/index.ts";
import { defineRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";

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
        const [event] = await db
          .select({ id: events.id, organiserId: events.organiserId })
          .from(events)
          .where(eq(events.slug, body.event_slug));
        const [account] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.email, body.email));
        if (!event || !account) throw new AppError("not_found");
        await db
          .insert(organiserMembers)
          .values({ organiserId: event.organiserId, buyerId: account.id, role: body.role })
          .onConflictDoUpdate({
            target: [organiserMembers.organiserId, organiserMembers.buyerId],
            set: { role: body.role },
          });
        const [member] = await db
          .select({ role: organiserMembers.role })
          .from(organiserMembers)
          .where(
            and(
              eq(organiserMembers.organiserId, event.organiserId),
              eq(organiserMembers.buyerId, account.id),
            ),
          );
        if (!member) throw new AppError("not_found");
        return { organization_id: event.organiserId, event_id: event.id };
      },
    }),
  ];
}
