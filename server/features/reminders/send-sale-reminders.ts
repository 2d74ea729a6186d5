import type { FastifyBaseLogger } from "fastify";
import { isLocale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import { inTransaction } from "../../db/transaction.ts";
import { categoryStatuses } from "./category-status.ts";
import {
  type CategoryWithEvent,
  claimPendingReminders,
  findCategoryWithEvent,
  listEventsWithPendingReminders,
  markRemindersSent,
} from "./data.ts";
import type { RemindersDeps } from "./deps.ts";
import { reminderMail } from "./reminder-mail.ts";

/**
 * The reminder job: for each event with someone waiting, the categories now on sale get their
 * reminders mailed. Rows are claimed FOR UPDATE SKIP LOCKED and marked sent in the same commit as their
 * mail enters the outbox, so with any number of processes each reminder is mailed exactly once, and a
 * crash before the commit leaves it pending for the next run. Returns how many were mailed.
 */
export async function sendSaleReminders(
  deps: RemindersDeps,
  log: FastifyBaseLogger | null,
  options: {
    batch?: number /** Tests' control run only: claim without FOR UPDATE SKIP LOCKED. */;
    lockRows?: boolean;
  } = {},
): Promise<number> {
  const batch = options.batch ?? 200;
  const now = deps.clock.now();
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, "");
  let sent = 0;
  for (const event of await listEventsWithPendingReminders(deps.db)) {
    const statuses = await categoryStatuses(deps.db, event.eventId, event.endsAt, now);
    const open = [...statuses].filter(([, status]) => status === "available").map(([id]) => id);
    if (open.length === 0) continue;
    // The mail's facts, read before the transaction so it only claims, writes and commits.
    const facts = new Map<number, CategoryWithEvent>();
    for (const id of open) {
      const category = await findCategoryWithEvent(deps.db, id);
      if (category) facts.set(id, category);
    }
    for (;;) {
      const mailed = await inTransaction(deps.db, async (tx) => {
        const due = await claimPendingReminders(tx, open, batch, options.lockRows ?? true);
        for (const reminder of due) {
          const category = facts.get(reminder.categoryId);
          if (!category) continue;
          const t = createTranslator(isLocale(reminder.locale) ? reminder.locale : "id");
          const path = routeHref("EventTicket", t.locale, { slug: category.eventSlug });
          await deps.mailer.enqueue(
            tx,
            reminderMail(t, {
              to: reminder.email,
              eventTitle: category.eventTitle,
              categoryName: category.categoryName,
              startsAt: category.startsAt,
              venue: `${category.venueName}, ${category.city}`,
              ticketsUrl: `${base}${path}`,
            }),
          );
        }
        await markRemindersSent(
          tx,
          due.map((reminder) => reminder.id),
          now,
        );
        return due.length;
      });
      sent += mailed;
      if (mailed < batch) break;
    }
  }
  if (sent > 0 && log) deps.mailer.deliver(log);
  return sent;
}
