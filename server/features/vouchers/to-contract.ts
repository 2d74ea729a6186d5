import type { Voucher } from "#shared/contracts/events.ts";
import type { OrgVoucher } from "#shared/contracts/organizer-catalog.ts";
import type { ListedVoucher } from "#shared/contracts/vouchers.ts";
import type { OrgVoucherRow } from "./data.ts";
import type { ListedVoucherRow, PublicVoucherRow } from "./public-vouchers-data.ts";

/** Pure mapping from voucher rows to the contracts (snake_case, ISO times, no internals). */

const iso = (date: Date): string => date.toISOString();
const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toVoucher(row: PublicVoucherRow): Voucher {
  return {
    id: row.id,
    code: row.code,
    discount_unit: row.discountUnit,
    amount: row.amount,
    max_discount: row.maxDiscount,
    min_transaction: row.minTransaction,
    allowed_payment_methods: row.allowedPaymentMethods,
    allowed_category_ids: row.categoryIds,
    terms: row.terms,
    remaining: row.remaining === null ? null : Math.max(0, row.remaining),
    valid_from: iso(row.validFrom),
    valid_until: isoOrNull(row.validUntil),
  };
}

export function toListedVoucher(row: ListedVoucherRow): ListedVoucher {
  const ids = row.categoryIds;
  const names = row.categoryNames;
  return {
    ...toVoucher(row),
    event: {
      id: row.event.id,
      slug: row.event.slug,
      title: row.event.title,
      starts_at: row.event.startsAt.toISOString(),
      ends_at: row.event.endsAt.toISOString(),
      city: row.event.city,
      venue_name: row.event.venueName,
      poster_url: row.event.posterPath,
    },
    allowed_categories:
      ids === null || names === null ? null : ids.map((id, index) => ({ id, name: names[index] ?? "" })),
  };
}

export function toOrgVoucher(row: OrgVoucherRow, uses: number): OrgVoucher {
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
    valid_until: isoOrNull(row.validUntil),
    is_public: row.isPublic,
    terms: row.terms,
    uses,
  };
}
