import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { defineRoute } from "../../http/api-route.ts";
import { mailTo } from "./data.ts";

/**
 * Development mailbox: the mail an address received, read from the outbox, so developers and browser
 * tests can follow reset links without an SMTP server. Mounted only outside production: it hands out
 * anyone's reset link.
 */
export function devMailboxRoutes(db: Db) {
  return [
    defineRoute({
      method: "GET",
      path: "/__dev/mailbox",
      summary: "Development only: mail sent to an address, newest first",
      tag: "development",
      query: z.object({ to: z.string().trim().toLowerCase().min(1).max(255) }),
      response: z.object({
        rows: z.array(
          z.object({
            to: z.string(),
            subject: z.string(),
            text: z.string(),
            html: z.string(),
            created_at: z.string(),
            sent_at: z.string().nullable(),
            /** What will be attached at delivery, by kind (e.g. `e-tickets-pdf`). */
            attachment_kinds: z.array(z.string()),
          }),
        ),
      }),
      async handler({ query }) {
        const mails = await mailTo(db, query.to);
        return {
          rows: mails.map((mail) => ({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            created_at: mail.createdAt.toISOString(),
            sent_at: mail.sentAt?.toISOString() ?? null,
            attachment_kinds: (mail.attachments ?? []).map((ref) => ref.kind),
          })),
        };
      },
    }),
  ];
}
