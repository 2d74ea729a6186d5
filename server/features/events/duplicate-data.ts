import { asc, eq, inArray, sql } from "drizzle-orm";
import {
  bundleItems,
  eventSeatLayouts,
  events,
  eventTalents,
  eventTicketSettings,
  eventVisitorFields,
  seatSections,
  ticketCategories,
  voucherCategories,
  vouchers,
} from "../../db/schema/index.ts";
import { rows } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";
import type { EventRow } from "./org-events-data.ts";

/** What a copy of an event is given instead of the source's: its own name, address and time of birth. */
export interface CopyIdentity {
  title: string;
  slug: string;
  now: Date;
}

/** How many of each part the copy received (the audit entry names them). */
export interface CopiedParts {
  categories: number;
  seatSections: number;
  seats: number;
  vouchers: number;
  visitorForm: boolean;
}

/**
 * Copies an event into a new draft, in the caller's transaction: the event's own settings (tax and
 * price display, limits, texts, images, lineup, e-ticket transfer rules), its ticket categories with
 * their bundle items, its seat map (layout, sections, seats), its visitor form and its vouchers with
 * their category limits. Nothing of what was sold comes along: no holds, claims, orders, tickets,
 * voucher uses, check-in secret, signing keys, slug history or audit entries. Voucher codes are kept:
 * they are unique per event (`vouchers_event_code_uq`), so the copy's codes clash with nothing.
 */
export async function copyEventAsDraft(
  tx: Tx,
  source: EventRow,
  identity: CopyIdentity,
): Promise<{ event: EventRow; parts: CopiedParts }> {
  const {
    id: _id,
    slug: _slug,
    title: _title,
    searchDocument: _searchDocument,
    searchVector: _searchVector,
    ...settings
  } = source;
  const [event] = await tx
    .insert(events)
    .values({
      ...settings,
      title: identity.title,
      slug: identity.slug,
      lifecycle: "draft",
      publishedAt: null,
      cancelledAt: null,
      cancelReason: null,
      // The canonical address named the source's page; the copy's own is derived from its slug.
      seoCanonical: null,
      createdAt: identity.now,
      updatedAt: identity.now,
    })
    .returning();
  const copy = event!;

  await tx.execute(sql`INSERT INTO ${eventTalents} (event_id, talent_id, role, sort_order)
    SELECT ${copy.id}, talent_id, role, sort_order FROM ${eventTalents} WHERE event_id = ${source.id}`);
  // Transfer rules only: the check-in secret belongs to the source's gates.
  await tx.execute(sql`INSERT INTO ${eventTicketSettings} (event_id, transfers_enabled, transfer_freeze_hours)
    SELECT ${copy.id}, transfers_enabled, transfer_freeze_hours FROM ${eventTicketSettings}
    WHERE event_id = ${source.id}`);
  const visitorForm = await rows<{ event_id: number }>(
    tx,
    sql`INSERT INTO ${eventVisitorFields} (event_id, config)
    SELECT ${copy.id}, config FROM ${eventVisitorFields} WHERE event_id = ${source.id} RETURNING event_id`,
  );
  await tx.execute(sql`INSERT INTO ${eventSeatLayouts} (event_id, stage_position)
    SELECT ${copy.id}, stage_position FROM ${eventSeatLayouts} WHERE event_id = ${source.id}`);

  // Categories one by one, so each old id maps to its new one (sections, bundle items, vouchers).
  const categoryIds = new Map<number, number>();
  const categories = await tx
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, source.id))
    .orderBy(asc(ticketCategories.id));
  for (const { id, eventId: _eventId, ...category } of categories) {
    const [inserted] = await tx
      .insert(ticketCategories)
      .values({ ...category, eventId: copy.id })
      .returning({ id: ticketCategories.id });
    categoryIds.set(id, inserted!.id);
    await tx.execute(sql`INSERT INTO ${bundleItems} (category_id, name, size_options, sort_order)
      SELECT ${inserted!.id}, name, size_options, sort_order FROM ${bundleItems} WHERE category_id = ${id}`);
  }

  let seatCount = 0;
  const sections = await tx
    .select()
    .from(seatSections)
    .where(eq(seatSections.eventId, source.id))
    .orderBy(asc(seatSections.id));
  for (const section of sections) {
    const categoryId = categoryIds.get(section.categoryId)!;
    const [inserted] = await tx
      .insert(seatSections)
      .values({ eventId: copy.id, categoryId, name: section.name, sortOrder: section.sortOrder })
      .returning({ id: seatSections.id });
    const seats = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO seats
        (section_id, category_id, row_label, seat_number, is_blocked, is_wheelchair)
      SELECT ${inserted!.id}, ${categoryId}, row_label, seat_number, is_blocked, is_wheelchair
      FROM seats WHERE section_id = ${section.id} RETURNING id`,
    );
    seatCount += seats.length;
  }

  const sourceVouchers = await tx
    .select()
    .from(vouchers)
    .where(eq(vouchers.eventId, source.id))
    .orderBy(asc(vouchers.id));
  const limits =
    sourceVouchers.length === 0
      ? []
      : await tx
          .select()
          .from(voucherCategories)
          .where(
            inArray(
              voucherCategories.voucherId,
              sourceVouchers.map((voucher) => voucher.id),
            ),
          );
  for (const { id, eventId: _eventId, createdAt: _createdAt, ...voucher } of sourceVouchers) {
    const [inserted] = await tx
      .insert(vouchers)
      .values({ ...voucher, eventId: copy.id, createdAt: identity.now })
      .returning({ id: vouchers.id });
    const own = limits.filter((limit) => limit.voucherId === id);
    if (own.length > 0)
      await tx
        .insert(voucherCategories)
        .values(
          own.map((limit) => ({ voucherId: inserted!.id, categoryId: categoryIds.get(limit.categoryId)! })),
        );
  }

  return {
    event: copy,
    parts: {
      categories: categories.length,
      seatSections: sections.length,
      seats: seatCount,
      vouchers: sourceVouchers.length,
      visitorForm: visitorForm.length > 0,
    },
  };
}
