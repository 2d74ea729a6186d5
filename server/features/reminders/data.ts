import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, saleReminders, ticketCategories } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

/** A category with the event it belongs to: what a reminder is about. */
export async function findCategoryWithEvent(db: Db, categoryId: number) {
  const [row] = await db
    .select({
      categoryId: ticketCategories.id,
      categoryName: ticketCategories.name,
      eventId: events.id,
      eventSlug: events.slug,
      eventTitle: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      venueName: events.venueName,
      city: events.city,
    })
    .from(ticketCategories)
    .innerJoin(events, eq(events.id, ticketCategories.eventId))
    .where(eq(ticketCategories.id, categoryId))
    .limit(1);
  return row ?? null;
}

export type CategoryWithEvent = NonNullable<Awaited<ReturnType<typeof findCategoryWithEvent>>>;

/** Registers one pending reminder; an address already waiting for the category is left as it is. */
export async function insertReminder(
  db: Db,
  row: { categoryId: number; email: string; buyerId: string | null; locale: "id" | "en" },
): Promise<void> {
  await db
    .insert(saleReminders)
    .values(row)
    .onConflictDoNothing({
      target: [saleReminders.categoryId, saleReminders.email],
      where: sql`${saleReminders.sentAt} IS NULL`,
    });
}

/** Events with someone waiting on one of their categories, so the job reads each event's stock once. */
export async function listEventsWithPendingReminders(db: Db) {
  return db
    .selectDistinct({ eventId: events.id, endsAt: events.endsAt })
    .from(saleReminders)
    .innerJoin(ticketCategories, eq(ticketCategories.id, saleReminders.categoryId))
    .innerJoin(events, eq(events.id, ticketCategories.eventId))
    .where(isNull(saleReminders.sentAt))
    .orderBy(asc(events.id));
}

/**
 * Takes up to `limit` pending reminders of the given categories for this transaction. SKIP LOCKED: a
 * second process running the job at the same moment takes other rows (or none), never the same ones.
 */
export async function claimPendingReminders(
  tx: Tx,
  categoryIds: readonly number[],
  limit: number,
  lockRows = true,
) {
  if (categoryIds.length === 0) return [];
  const query = tx
    .select({
      id: saleReminders.id,
      categoryId: saleReminders.categoryId,
      email: saleReminders.email,
      locale: saleReminders.locale,
    })
    .from(saleReminders)
    .where(and(inArray(saleReminders.categoryId, [...categoryIds]), isNull(saleReminders.sentAt)))
    .orderBy(asc(saleReminders.id))
    .limit(limit);
  // Without the lock (the race test's control only) two runs read and mail the same rows.
  return lockRows ? query.for("update", { skipLocked: true }) : query;
}

export async function markRemindersSent(tx: Tx, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(saleReminders)
    .set({ sentAt: now })
    .where(and(inArray(saleReminders.id, [...ids]), isNull(saleReminders.sentAt)));
}

/**
 * Starts a category's sale now (the test route that lets a browser test see the reminder mailed by
 * the real job). False when there is no such category.
 */
export async function openCategorySaleNow(db: Db, categoryId: number): Promise<boolean> {
  const moved = await db
    .update(ticketCategories)
    .set({ saleStartsAt: sql`now() - interval '1 second'` })
    .where(eq(ticketCategories.id, categoryId))
    .returning({ id: ticketCategories.id });
  return moved.length > 0;
}
