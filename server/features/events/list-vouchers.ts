import type { PagingQuery } from "#shared/contracts/events.ts";
import type { ListedVoucher, ListedVoucherPage } from "#shared/contracts/vouchers.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { findEventKey } from "./data.ts";
import { eventNotFound, requireEventRef } from "./event-errors.ts";
import { pageOffset, pagingMeta } from "./paging.ts";
import { toVoucher } from "./to-contract.ts";
import {
  countUsableVouchers,
  findUsableVoucher,
  type ListedVoucherRow,
  listUsableVouchers,
} from "./vouchers-data.ts";

function toListedVoucher(row: ListedVoucherRow): ListedVoucher {
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

/** The voucher list screen: every voucher a buyer can use now, soonest event first, one page of them. */
export async function listVouchers(db: Db, query: PagingQuery, now: Date): Promise<ListedVoucherPage> {
  const total = await countUsableVouchers(db, now);
  const offset = pageOffset(query.page, query.show);
  const rows = offset < total ? await listUsableVouchers(db, now, query.show, offset) : [];
  return { rows: rows.map(toListedVoucher), meta: pagingMeta(total, query.page, query.show) };
}

const CODE = /^[A-Z0-9]{3,32}$/;
const voucherNotFound = () => new AppError("not_found", { messageKey: "vouchersWeb.errors.notFound" });

/** The voucher detail screen: one usable voucher of an event; unknown, private or used up is 404. */
export async function getVoucher(db: Db, rawRef: string, rawCode: string, now: Date): Promise<ListedVoucher> {
  const code = rawCode.toUpperCase();
  if (!CODE.test(code)) throw voucherNotFound();
  const event = await findEventKey(db, requireEventRef(rawRef));
  if (!event) throw eventNotFound();
  const row = await findUsableVoucher(db, event.id, code, now);
  if (!row) throw voucherNotFound();
  return toListedVoucher(row);
}
