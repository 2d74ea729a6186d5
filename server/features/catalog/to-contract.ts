import { localizeVisitorFields } from "#shared/checkout/visitor-field-label.ts";
import { fieldSensitivity, type VisitorField } from "#shared/checkout/visitor-fields.ts";
import type { OrgCategory, OrgSeatMap, OrgVisitorForm } from "#shared/contracts/organizer-catalog.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { compareSeats, seatLabel } from "../events/index.ts";
import type { CategoryRow, SeatRow } from "./data.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const categoryKind = (row: Pick<CategoryRow, "isSeated" | "isBundle">): OrgCategory["kind"] =>
  row.isSeated ? "seated" : row.isBundle ? "bundle" : "general";

export function toOrgCategory(
  row: CategoryRow,
  items: readonly { name: string; sizes: string[] }[],
  counts: { sold: number; held: number },
  kind = categoryKind(row),
): OrgCategory {
  return {
    id: row.id,
    kind,
    name: row.name,
    description: row.description,
    price: row.price,
    quota: row.quota,
    sold: counts.sold,
    held: counts.held,
    sale_starts_at: iso(row.saleStartsAt),
    sale_ends_at: iso(row.saleEndsAt),
    per_transaction_min: row.perTransactionMin,
    per_transaction_max: row.perTransactionMax,
    per_account_limit: row.perAccountLimit,
    is_hidden: row.isHidden,
    sort_order: row.sortOrder,
    manual_status: row.manualStatus,
    bundle_items: items.map((item) => ({ name: item.name, sizes: item.sizes })),
  };
}

/**
 * A stored section as the builder edits it: its rows x seats read back from the seats (every section
 * the builder or the seeders make is a rectangle), with blocked and wheelchair seats by label.
 */
export function toSectionLayout(
  section: { id: number; name: string; categoryId: number },
  seats: readonly SeatRow[],
  liveSeatIds: ReadonlySet<number>,
): OrgSeatMap["sections"][number] {
  const sorted = [...seats].sort(compareSeats);
  const rowLabels = [...new Set(sorted.map((seat) => seat.rowLabel))];
  const perRow = new Map<string, number>();
  for (const seat of sorted) perRow.set(seat.rowLabel, (perRow.get(seat.rowLabel) ?? 0) + 1);
  return {
    id: section.id,
    name: section.name,
    category_id: section.categoryId,
    rows: Math.max(1, rowLabels.length),
    seats_per_row: Math.max(1, ...perRow.values()),
    first_row: rowLabels[0] ?? "A",
    first_seat: Math.max(1, Math.min(...sorted.map((seat) => seat.seatNumber))),
    blocked: sorted.filter((seat) => seat.isBlocked).map(seatLabel),
    wheelchair: sorted.filter((seat) => seat.isWheelchair).map(seatLabel),
    sold_or_held: sorted.filter((seat) => liveSeatIds.has(seat.id)).length,
  };
}

/**
 * The stored form with each field's protection class spelled out (what checkout applies), the built-in
 * fields named in the reader's language (`t`) as the builder shows them.
 */
export function toOrgVisitorForm(
  fields: readonly VisitorField[],
  isDefault: boolean,
  t: Translator,
): OrgVisitorForm {
  return {
    is_default: isDefault,
    fields: localizeVisitorFields(fields, t).map((field) => ({
      ...field,
      options: field.options,
      sensitivity: fieldSensitivity(field),
    })),
  };
}
