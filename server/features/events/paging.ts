import type { PagingMeta } from "#shared/contracts/envelope.ts";

/** Spec section 3's paging meta for page `page` of `perPage` rows out of `total`. */
export function pagingMeta(total: number, page: number, perPage: number): PagingMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    current_page: page,
    is_last_page: page >= lastPage,
    total,
    per_page: perPage,
    last_page: lastPage,
  };
}

/** Meta for a list returned whole (lineup, vouchers, sliders), so every list has the same shape. */
export function singlePageMeta(count: number): PagingMeta {
  return pagingMeta(count, 1, Math.max(1, count));
}

export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
