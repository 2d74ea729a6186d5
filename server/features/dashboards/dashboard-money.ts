import type { MoneyFigures, StockFigures } from "#shared/contracts/organizer-dashboard.ts";
import type { MethodMoneyRow } from "./dashboard-data.ts";

/**
 * The dashboard's money arithmetic in one place (ADR 0129). Per paid order: gross = total - Internet
 * Fee (tickets after vouchers + tax + the method's fee); the gateway keeps the method's fee, stored
 * on the order as `payment_fee` when it was placed (spec section 9's table in
 * shared/payment-methods/); net = gross - gateway fee. No commission. The Internet Fee is
 * the platform's and shown apart.
 */
export function sumMoney(found: readonly MethodMoneyRow[]): MoneyFigures {
  let orders = 0;
  let gross = 0;
  let gatewayFees = 0;
  let tax = 0;
  let internetFee = 0;
  for (const row of found) {
    orders += Number(row.orders);
    gross += Number(row.gross);
    gatewayFees += Number(row.payment_fee);
    tax += Number(row.tax);
    internetFee += Number(row.inet_fee);
  }
  return { orders, gross, gatewayFees, net: gross - gatewayFees, tax, internetFee };
}

/** Per payment method, summed over the given rows (several events for the organisation). */
export function moneyByMethod(found: readonly MethodMoneyRow[]) {
  const methods = new Map<string, { method: string; orders: number; gross: number; gatewayFee: number }>();
  for (const row of found) {
    const entry = methods.get(row.payment_method) ?? {
      method: row.payment_method,
      orders: 0,
      gross: 0,
      gatewayFee: 0,
    };
    entry.orders += Number(row.orders);
    entry.gross += Number(row.gross);
    entry.gatewayFee += Number(row.payment_fee);
    methods.set(row.payment_method, entry);
  }
  return [...methods.values()].sort((a, b) => b.gross - a.gross || a.method.localeCompare(b.method));
}

export const NO_STOCK: StockFigures = { quota: 0, sold: 0, held: 0, remaining: 0 };

export function addStock(a: StockFigures, b: StockFigures): StockFigures {
  return {
    quota: a.quota + b.quota,
    sold: a.sold + b.sold,
    held: a.held + b.held,
    remaining: a.remaining + b.remaining,
  };
}
