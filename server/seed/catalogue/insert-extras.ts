import { eq, sql } from "drizzle-orm";
import { seatSections, sliders, voucherCategories, vouchers } from "../../db/schema/index.ts";
import { arrayLiteral } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";
import {
  insertSeedCategoryClaims,
  insertSeedSeatClaims,
  insertSeedVoucherUses,
} from "../../features/stock/index.ts";
import type { CategoryIds, PlacedEvent } from "./placed-event.ts";
import type { PlannedSlider } from "./plan-types.ts";

/** Sections, their seats (generated in the database) and the seats already sold or held. */
export async function insertSeating(tx: Tx, placed: readonly PlacedEvent[], ids: CategoryIds): Promise<void> {
  for (const { event, id } of placed) {
    for (const [sortOrder, category] of event.categories.entries()) {
      const seating = category.seating;
      if (!seating) continue;
      const categoryId = ids.get(`${id}:${category.name}`) ?? 0;
      const [section] = await tx
        .insert(seatSections)
        .values({ eventId: id, categoryId, name: seating.sectionName, sortOrder })
        .returning({ id: seatSections.id });
      const sectionId = section?.id ?? 0;
      await tx.execute(sql`
        INSERT INTO seats (section_id, category_id, row_label, seat_number, is_blocked)
        SELECT ${sectionId}::int, ${categoryId}::int, r.label, n, (r.label || n) = ANY(${arrayLiteral(seating.blocked)}::text[])
        FROM unnest(${arrayLiteral(seating.rowLabels)}::text[]) WITH ORDINALITY AS r(label, ord),
          generate_series(1, ${seating.perRow}::int) AS n
        ORDER BY r.ord, n`);
      await insertSeedSeatClaims(tx, sectionId, "sold", seating.sold);
      await insertSeedSeatClaims(tx, sectionId, "held", seating.held);
    }
  }
}

/**
 * General-admission sales as claims of two tickets each (one for an odd remainder), generated in the
 * database: the site scale's 140,000 tickets take one statement instead of 70,000 inserts.
 */
export async function insertClaims(tx: Tx, placed: readonly PlacedEvent[], ids: CategoryIds): Promise<void> {
  const general = placed.flatMap(({ event, id }) =>
    event.categories
      .filter((category) => !category.seating)
      .map((category) => ({
        id: ids.get(`${id}:${category.name}`) ?? 0,
        sold: category.sold,
        held: category.held,
      })),
  );
  await insertSeedCategoryClaims(tx, general);
}

export async function insertVouchers(
  tx: Tx,
  placed: readonly PlacedEvent[],
  ids: CategoryIds,
): Promise<void> {
  for (const { event, id } of placed) {
    for (const planned of event.vouchers) {
      const { categoryNames, used, ...columns } = planned;
      const [voucher] = await tx
        .insert(vouchers)
        .values({ ...columns, eventId: id })
        .returning({ id: vouchers.id });
      const voucherId = voucher?.id ?? 0;
      const categoryIds = (categoryNames ?? []).map((name) => ids.get(`${id}:${name}`) ?? 0);
      if (categoryIds.length > 0)
        await tx
          .insert(voucherCategories)
          .values(categoryIds.map((categoryId) => ({ voucherId, categoryId })));
      if (used > 0) await insertSeedVoucherUses(tx, voucherId, used);
    }
  }
}

export async function insertSliders(tx: Tx, planned: readonly PlannedSlider[]): Promise<void> {
  if (planned.length === 0) return;
  await tx
    .insert(sliders)
    .values(planned.map((slider, sortOrder) => ({ ...slider, imagePath: "", sortOrder })));
  // The banner route is keyed by id, which only exists now.
  await tx
    .update(sliders)
    .set({ imagePath: sql`'/media/sliders/' || ${sliders.id} || '.svg'` })
    .where(eq(sliders.imagePath, ""));
}
