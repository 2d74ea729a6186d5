import { eq, sql } from "drizzle-orm";
import { seatSections, sliders, voucherCategories, vouchers } from "../../../db/schema/index.ts";
import type { Tx } from "../../../db/transaction.ts";
import type { CategoryIds, PlacedEvent } from "./placed-event.ts";
import type { PlannedSlider } from "./plan-types.ts";

/** Postgres array literals for `unnest`: the values are our own integers and seat labels. */
const intArray = (values: readonly number[]): string => `{${values.join(",")}}`;
const labelArray = (values: readonly string[]): string => `{${values.join(",")}}`;
const HOLD = sql`now() + interval '15 minutes'`;

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
        SELECT ${sectionId}::int, ${categoryId}::int, r.label, n, (r.label || n) = ANY(${labelArray(seating.blocked)}::text[])
        FROM unnest(${labelArray(seating.rowLabels)}::text[]) WITH ORDINALITY AS r(label, ord),
          generate_series(1, ${seating.perRow}::int) AS n
        ORDER BY r.ord, n`);
      for (const [status, labels] of [
        ["sold", seating.sold],
        ["held", seating.held],
      ] as const) {
        if (labels.length === 0) continue;
        await tx.execute(sql`
          INSERT INTO stock_claims (category_id, seat_id, quantity, status, expires_at)
          SELECT s.category_id, s.id, 1, ${status}::text, ${status === "held" ? HOLD : sql`NULL::timestamptz`}
          FROM seats s
          WHERE s.section_id = ${sectionId}::int AND (s.row_label || s.seat_number) = ANY(${labelArray(labels)}::text[])`);
      }
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
  const sold = general.filter((c) => c.sold > 0);
  await tx.execute(sql`
    INSERT INTO stock_claims (category_id, quantity, status)
    SELECT c.id, LEAST(2, c.sold - (g - 1) * 2), 'sold'
    FROM unnest(${intArray(sold.map((c) => c.id))}::int[], ${intArray(sold.map((c) => c.sold))}::int[]) AS c(id, sold)
    CROSS JOIN LATERAL generate_series(1, (c.sold + 1) / 2) AS g`);
  const held = general.filter((c) => c.held > 0);
  await tx.execute(sql`
    INSERT INTO stock_claims (category_id, quantity, status, expires_at)
    SELECT c.id, c.held, 'held', ${HOLD}
    FROM unnest(${intArray(held.map((c) => c.id))}::int[], ${intArray(held.map((c) => c.held))}::int[]) AS c(id, held)`);
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
      if (used > 0)
        await tx.execute(sql`
          INSERT INTO voucher_claims (voucher_id, status)
          SELECT ${voucherId}::int, 'used' FROM generate_series(1, ${used}::int)`);
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
