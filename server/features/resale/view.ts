import type { ResaleListing } from "#shared/contracts/resale.ts";
import type { ListingRow } from "./data.ts";

const iso = (value: Date | string) => new Date(value).toISOString();

export const toResaleListing = (row: ListingRow): ResaleListing => ({
  id: row.id,
  ticket_id: row.ticket_id,
  status: row.status,
  price: row.price,
  face_value: row.face_value,
  seller_fee: row.seller_fee,
  listed_at: iso(row.listed_at),
  sold_at: row.sold_at === null ? null : iso(row.sold_at),
});
