import type { EventDashboard } from "#shared/contracts/organizer-dashboard.ts";
import type { Db } from "../../db/client.ts";
import type { OrgEventRow } from "../organizations/index.ts";
import { resaleDashboardFigures } from "../resale/index.ts";
import { categoryStockCounts } from "../stock/index.ts";
import {
  categoryQuotas,
  checkInBuckets,
  firstActivityAt,
  moneyByEventAndMethod,
  salesBuckets,
} from "./dashboard-data.ts";
import { addStock, moneyByMethod, NO_STOCK, sumMoney } from "./dashboard-money.ts";

const MINUTE = 60_000;
const MIN_BUCKETS = 12;
/** WIB midnight of 2000-01-01: buckets are multiples of their width from here (the SQL's origin). */
const ORIGIN = Date.UTC(2000, 0, 1) - 7 * 60 * MINUTE;

/** A bucket width that keeps a chart readable: quarter hours on a sale's first hours, then hours, days, weeks. */
export function bucketMinutes(spanMs: number): number {
  if (spanMs <= 6 * 60 * MINUTE) return 15;
  if (spanMs <= 4 * 24 * 60 * MINUTE) return 60;
  if (spanMs <= 120 * 24 * 60 * MINUTE) return 24 * 60;
  return 7 * 24 * 60;
}

export function bucketStart(at: number, minutes: number): number {
  const width = minutes * MINUTE;
  return ORIGIN + Math.floor((at - ORIGIN) / width) * width;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** One event's live figures: stock per category (through the stock module), money, and both series. */
export async function eventDashboard(db: Db, event: OrgEventRow, now: Date): Promise<EventDashboard> {
  const [categoryRows, counts, money, first, resale] = await Promise.all([
    categoryQuotas(db, event.id),
    categoryStockCounts(db, event.id),
    moneyByEventAndMethod(db, [event.id]),
    firstActivityAt(db, event.id),
    resaleDashboardFigures(db, event.id),
  ]);
  const categories = categoryRows.map((category) => {
    const { sold, held } = counts.get(category.id) ?? { sold: 0, held: 0 };
    return {
      id: category.id,
      name: category.name,
      quota: category.quota,
      sold,
      held,
      remaining: Math.max(category.quota - sold - held, 0),
    };
  });
  const minutes = bucketMinutes(first ? Math.max(now.getTime() - first.getTime(), 0) : 0);
  const [sales, checkIns] = await Promise.all([
    salesBuckets(db, event.id, minutes),
    checkInBuckets(db, event.id, minutes),
  ]);
  const starts = [...sales, ...checkIns].map((row) => new Date(row.at).getTime());
  const to = Math.max(bucketStart(now.getTime(), minutes), ...starts);
  // At least MIN_BUCKETS on the axis, so a sale's first minutes are a bar among empty ones, not the width.
  const from = Math.min(
    bucketStart(first ? first.getTime() : now.getTime(), minutes),
    to - (MIN_BUCKETS - 1) * minutes * MINUTE,
  );
  const gates = new Map<string, number>();
  for (const row of checkIns) gates.set(row.gate, (gates.get(row.gate) ?? 0) + row.count);
  return {
    eventId: event.id,
    title: event.title,
    generatedAt: now.toISOString(),
    stock: categories.reduce(addStock, NO_STOCK),
    categories,
    money: sumMoney(money),
    byMethod: moneyByMethod(money),
    series: { from: new Date(from).toISOString(), to: new Date(to).toISOString(), bucketMinutes: minutes },
    sales: sales.map((row) => ({ at: iso(row.at), tickets: row.tickets, gross: Number(row.gross) })),
    checkIns: {
      total: [...gates.values()].reduce((sum, n) => sum + n, 0),
      gates: [...gates]
        .map(([gate, count]) => ({ gate, count }))
        .sort((a, b) => a.gate.localeCompare(b.gate)),
    },
    checkInPoints: checkIns.map((row) => ({ at: iso(row.at), gate: row.gate, count: row.count })),
    resale,
  };
}
