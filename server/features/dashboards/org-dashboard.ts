import type { OrgDashboard } from "#shared/contracts/organizer-dashboard.ts";
import type { Db } from "../../db/client.ts";
import { listOrgEvents } from "../events/index.ts";
import type { AuthorizedOrganiserId } from "../organizations/index.ts";
import { eventStockTotals } from "../stock/index.ts";
import { checkInsByEvent, moneyByEventAndMethod } from "./dashboard-data.ts";
import { addStock, moneyByMethod, NO_STOCK, sumMoney } from "./dashboard-money.ts";

/** The organisation's dashboard: one row per event (newest start first) and the sums of all of them. */
export async function orgDashboard(
  db: Db,
  organiserId: AuthorizedOrganiserId,
  now: Date,
): Promise<OrgDashboard> {
  const events = await listOrgEvents(db, organiserId);
  const ids = events.map((event) => event.id);
  const [stock, money, checkIns] = await Promise.all([
    eventStockTotals(db, ids),
    moneyByEventAndMethod(db, ids),
    checkInsByEvent(db, ids),
  ]);
  const rows = events.map((event) => ({
    eventId: event.id,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    stock: stock.get(event.id) ?? NO_STOCK,
    money: sumMoney(money.filter((row) => row.event_id === event.id)),
    checkIns: checkIns.get(event.id) ?? 0,
  }));
  return {
    generatedAt: now.toISOString(),
    totals: {
      stock: rows.map((row) => row.stock).reduce(addStock, NO_STOCK),
      money: sumMoney(money),
      checkIns: rows.reduce((sum, row) => sum + row.checkIns, 0),
    },
    byMethod: moneyByMethod(money),
    events: rows,
  };
}
