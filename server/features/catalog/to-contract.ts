import { fieldSensitivity, type VisitorField } from "#shared/checkout/visitor-fields.ts";
import type {
  OrgCategory,
  OrgSeatMap,
  OrgVisitorForm,
  OrgVoucher,
} from "#shared/contracts/organizer-catalog.ts";
import { compareSeats, seatLabel } from "../events/index.ts";
import type { CategoryRow, SeatRow, VoucherRow } from "./data.ts";

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

export function toOrgVoucher(row: VoucherRow, uses: number): OrgVoucher {
  return {
    id: row.id,
    code: row.code,
    discount_unit: row.discountUnit,
    amount: row.amount,
    max_discount: row.maxDiscount,
    min_transaction: row.minTransaction,
    quota: row.quota,
    per_buyer_limit: row.perBuyerLimit,
    category_ids: row.categoryIds ?? [],
    payment_methods: row.allowedPaymentMethods,
    valid_from: row.validFrom.toISOString(),
    valid_until: iso(row.validUntil),
    is_public: row.isPublic,
    terms: row.terms,
    uses,
  };
}

/** The stored form with each field's protection class spelled out (what checkout applies). */
export function toOrgVisitorForm(fields: readonly VisitorField[], isDefault: boolean): OrgVisitorForm {
  return {
    is_default: isDefault,
    fields: fields.map((field) => ({
      ...field,
      options: field.options,
      sensitivity: fieldSensitivity(field),
    })),
  };
}
