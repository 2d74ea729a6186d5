import { z } from "zod";
import { eventSlugSchema as slug } from "#shared/contracts/e-tickets.ts";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";
import { issueCheckInLink } from "./check-in-secret.ts";
import { findEventBySlug } from "./data.ts";
import { saveTransferSettings } from "./ticket-writes-data.ts";

/**
 * Browser tests need a gate link and the organiser's transfer settings, which the organiser admin
 * (not built) would give. Mounted only with ENABLE_TEST_ROUTES, which production refuses.
 */
export function eTicketTestRoutes(db: Db, baseUrl: string) {
  return [
    defineRoute({
      method: "POST",
      path: "/__test/check-in-link",
      summary: "Test only: a new check-in link (secret in the fragment) for an event",
      tag: "test",
      body: z.strictObject({ event_slug: slug }),
      response: z.object({ link: z.string(), secret: z.string() }),
      async handler({ body }) {
        if (!(await findEventBySlug(db, body.event_slug))) throw new AppError("not_found");
        const link = await issueCheckInLink(db, baseUrl, body.event_slug);
        return { link, secret: new URL(link).hash.replace(/^#k=/, "") };
      },
    }),
    defineRoute({
      method: "POST",
      path: "/__test/ticket-settings",
      summary: "Test only: an event's transfer switch and freeze",
      tag: "test",
      body: z.strictObject({
        event_slug: slug,
        transfers_enabled: z.boolean(),
        transfer_freeze_hours: z.number().int().min(0).max(8760),
      }),
      response: z.object({ ok: z.boolean() }),
      async handler({ body }) {
        const event = await findEventBySlug(db, body.event_slug);
        if (!event) throw new AppError("not_found");
        await saveTransferSettings(db, event.id, {
          transfersEnabled: body.transfers_enabled,
          transferFreezeHours: body.transfer_freeze_hours,
        });
        return { ok: true };
      },
    }),
  ];
}
