import { randomUUID } from "node:crypto";
import { doorOrderFees } from "#shared/box-office/door-order-total.ts";
import {
  type FieldProblem,
  type FieldValue,
  VISITOR_NAME_KEY,
  validateVisitor,
} from "#shared/checkout/visitor-fields.ts";
import type { HoldLine } from "#shared/contracts/checkout.ts";
import {
  DOOR_ORDER_MAX_TICKETS,
  type DoorOrder,
  type DoorOrderBody,
  isComplimentaryKind,
} from "#shared/contracts/organizer-box-office.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { findPaymentMethod } from "#shared/payment-methods/index.ts";
import type { PriceDisplay } from "#shared/pricing/tax.ts";
import { databaseError } from "../../../db/sql-helpers.ts";
import { inTransaction, type Tx } from "../../../db/transaction.ts";
import { AppError } from "../../../http/app-error.ts";
import { assertSameRequest, requestFingerprint } from "../../../http/idempotency.ts";
import { holdAnswersContext, sealAnswers } from "../../../security/sealed-answers.ts";
import { loadVisitorFields, participantSlots } from "../../checkout/index.ts";
import { announceEventActivity } from "../../live-updates/index.ts";
import type { OrganiserAccess, OrgEventRow } from "../../organizations/index.ts";
import { claimDoorHold, holdForPayment, listCategoriesWithStock, lockBuyer } from "../../stock/index.ts";
import type { TransactionRow } from "../data.ts";
import type { PaymentsDeps } from "../deps.ts";
import { newExternalId, newInvoiceNumber } from "../identifiers.ts";
import { instrumentColumns, openInstrument } from "../open-instrument.ts";
import { insertTransaction } from "../payment-writes-data.ts";
import { settlePayment } from "../settle-payment.ts";
import {
  findDoorOrder,
  findDoorOrderByKey,
  findOrCreateHolder,
  setDoorHoldParticipants,
} from "./box-office-data.ts";
import { loadDoorOrder } from "./door-order-view.ts";
import { boxOfficeError } from "./errors.ts";

/** How long a QRIS charge at the door can be paid: the buyer is standing there with their phone. */
const DOOR_QRIS_MINUTES = 15;
/** A unique door key lost to a concurrent twin: the next attempt replays the twin's order. */
const KEY_RACE_ATTEMPTS = 3;

interface Plan {
  lines: HoldLine[];
  subTotal: number;
  total: number;
  tax: number;
  subTotalPayment: number;
  paymentFee: number;
}

/**
 * POST .../door-orders: an owner or admin issues complimentary or guest-list tickets, or sells at the
 * door for cash or a QRIS charge. The tickets are claimed through the stock module under the same
 * category locks as online checkouts, carry the event's visitor form, and are issued with the same
 * e-tickets and confirmation e-mail by the payment settlement an online order goes through (cash and
 * complimentary at once; QRIS when the gateway's callback says paid). The device's idempotency key
 * makes a double tap at the door replay the first order instead of selling twice.
 */
export async function placeDoorOrder(
  deps: PaymentsDeps,
  access: OrganiserAccess,
  event: OrgEventRow,
  body: DoorOrderBody,
  key: string | null,
  locale: Locale,
): Promise<DoorOrder> {
  if (event.lifecycle !== "published") throw boxOfficeError.notOnSale();
  const free = isComplimentaryKind(body.kind);
  const email = body.buyer.email?.trim().toLowerCase();
  const name = body.buyer.name?.trim();
  if (free && (!email || !name)) throw boxOfficeError.recipientRequired();
  const plan = await planOrder(deps, event, body);
  if (body.kind === "box_office_cash" && (body.cash_received ?? -1) < plan.total)
    throw boxOfficeError.cashShort(plan.total);
  const holdId = randomUUID();
  const participants = await sealedVisitors(deps, event.id, holdId, plan.lines, body, { name, email });
  const hash = requestFingerprint({
    kind: body.kind,
    tickets: [...body.tickets].sort((a, b) => a.category_id - b.category_id),
    buyer: { name: name ?? null, email: email ?? null },
    visitors: body.visitors,
    cash: body.cash_received ?? null,
  });
  const order = { body, plan, holdId, participants, key, hash, email, name, locale };
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await inTransaction(deps.db, (tx) => placeInTransaction(tx, deps, access, event, order));
      if (row.status === "Payment Success") await announceEventActivity(deps, row.eventId, "payment");
      return await loadDoorOrder(deps.db, row, access.buyerId);
    } catch (error) {
      if (databaseError(error).constraint !== "payment_transactions_door_key_uq") throw error;
      if (attempt >= KEY_RACE_ATTEMPTS) throw error;
    }
  }
}

/** The lines as a hold keeps them (general admission only), and what they cost for this kind. */
async function planOrder(deps: PaymentsDeps, event: OrgEventRow, body: DoorOrderBody): Promise<Plan> {
  const categories = await listCategoriesWithStock(deps.db, event.id);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const merged = new Map<number, HoldLine>();
  const free = isComplimentaryKind(body.kind);
  body.tickets.forEach((ticket, index) => {
    const category = byId.get(ticket.category_id);
    if (!category) throw boxOfficeError.categoryNotFound(index);
    // Seats are picked on the seat map and bundles need their choices: both stay online.
    if (category.isSeated || category.isBundle) throw boxOfficeError.seatedCategory(category.name);
    const price = free ? 0 : category.price;
    const line = merged.get(category.id) ?? {
      category_id: category.id,
      name: category.name,
      price,
      quantity: 0,
      subtotal: 0,
      seats: [],
      bundle_choices: [],
    };
    line.quantity += ticket.quantity;
    line.subtotal = line.price * line.quantity;
    merged.set(category.id, line);
  });
  const lines = [...merged.values()];
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (count > DOOR_ORDER_MAX_TICKETS) throw boxOfficeError.tooManyTickets(DOOR_ORDER_MAX_TICKETS);
  const subTotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const fees = doorOrderFees({
    kind: body.kind,
    subTotal,
    taxRateBps: event.taxRateBps,
    priceDisplay: event.priceDisplay as PriceDisplay,
    qris: findPaymentMethod("qris") ?? null,
  });
  if (!fees.method_available) throw boxOfficeError.qrisUnavailable();
  return {
    lines,
    subTotal,
    total: fees.total,
    tax: fees.tax,
    subTotalPayment: fees.sub_total_payment,
    paymentFee: fees.payment_fee,
  };
}

/**
 * One visitor record per ticket, checked against the event's form like the checkout checks it. The
 * name and e-mail default to the buyer's, so a complimentary ticket for one person needs no retyping.
 */
async function sealedVisitors(
  deps: PaymentsDeps,
  eventId: number,
  holdId: string,
  lines: readonly HoldLine[],
  body: DoorOrderBody,
  buyer: { name: string | undefined; email: string | undefined },
): Promise<unknown[]> {
  const fields = await loadVisitorFields(deps.db, eventId);
  const slots = participantSlots(lines, null);
  const asked = new Set(fields.map((field) => field.key));
  const defaults: Record<string, FieldValue> = {};
  if (buyer.name) defaults[VISITOR_NAME_KEY] = buyer.name;
  if (buyer.email && fields.some((field) => field.key === "email")) defaults.email = buyer.email;
  const problems: Record<string, FieldProblem> = {};
  const visitors = slots.map((slot, index) => {
    const values = { ...defaults, ...(body.visitors[index] ?? {}) } as Record<string, FieldValue>;
    for (const [field, problem] of Object.entries(validateVisitor(fields, slot.ticket_name, values)))
      problems[`visitors.${index}.${field}`] = problem;
    return Object.fromEntries(Object.entries(values).filter(([field]) => asked.has(field)));
  });
  if (Object.keys(problems).length > 0)
    throw new AppError("validation_failed", {
      messageKey: "checkout.errors.visitorDataIncomplete",
      fields: problems,
    });
  return visitors.map((visitor, index) =>
    sealAnswers(visitor, fields, deps.cipher, holdAnswersContext(holdId, index)),
  );
}

async function placeInTransaction(
  tx: Tx,
  deps: PaymentsDeps,
  access: OrganiserAccess,
  event: OrgEventRow,
  order: {
    body: DoorOrderBody;
    plan: Plan;
    holdId: string;
    participants: unknown[];
    key: string | null;
    hash: string;
    email: string | undefined;
    name: string | undefined;
    locale: Locale;
  },
): Promise<TransactionRow> {
  const { body, plan, holdId, key, hash } = order;
  // One member's door orders take turns, so a double tap finds the first order's key.
  const now = await lockBuyer(tx, access.buyerId);
  if (key) {
    const found = await findDoorOrderByKey(tx, event.id, key);
    if (found) {
      assertSameRequest(found.requestHash, hash, boxOfficeError.idempotencyMismatch);
      return found;
    }
  }
  // Cash without an e-mail: the member who sold it holds the tickets and shows them at the door.
  const holder = order.email
    ? await findOrCreateHolder(tx, order.email, order.name ?? order.email.split("@")[0]!)
    : access.buyerId;
  const qris = body.kind === "box_office_qris";
  const expiresAt = new Date(now.getTime() + DOOR_QRIS_MINUTES * 60_000);
  const short = await claimDoorHold(
    tx,
    {
      id: holdId,
      buyerId: holder,
      eventId: event.id,
      claims: plan.lines,
      subTotal: plan.subTotal,
      lines: plan.lines,
      idempotencyKey: null,
      requestHash: hash,
      response: null,
    },
    expiresAt,
    deps.locking,
  );
  if (short.size > 0)
    throw boxOfficeError.soldOut(
      Object.fromEntries(
        body.tickets.flatMap((ticket, index) =>
          short.has(ticket.category_id)
            ? [[`tickets.${index}.quantity`, { left: short.get(ticket.category_id) ?? 0 }]]
            : [],
        ),
      ),
    );
  await setDoorHoldParticipants(tx, holdId, order.participants, {
    name: order.name ?? null,
    email: order.email ?? null,
  });
  const method = qris ? findPaymentMethod("qris") : undefined;
  const row = await insertTransaction(tx, {
    externalId: newExternalId(),
    invoiceNumber: newInvoiceNumber(now),
    buyerId: holder,
    holdId,
    eventId: event.id,
    status: "Waiting For Payment",
    ...(method ? instrumentColumns({ method }) : {}),
    // QRIS keeps the registry's code (fees, labels and refunds know it); the others are named by kind.
    paymentMethod: method ? method.code : body.kind,
    // Cash and complimentary orders never reach the gateway; `cashier` is the nearest instrument kind.
    instrument: method ? "qris" : "cashier",
    subTotal: plan.subTotal,
    voucherDiscount: 0,
    subTotalPayment: plan.subTotalPayment,
    tax: plan.tax,
    inetFee: 0,
    paymentFee: plan.paymentFee,
    total: plan.total,
    idempotencyKey: key,
    requestHash: hash,
    expiresAt,
    mailLocale: order.locale,
    source: body.kind,
    issuedBy: access.buyerId,
    cashReceived: body.kind === "box_office_cash" ? (body.cash_received ?? null) : null,
  });
  await holdForPayment(tx, holdId, expiresAt);
  if (qris) return openInstrument(tx, deps, row, order.name ?? event.title);
  const outcome = await settlePayment(tx, deps, row, { amount: plan.total, paymentId: null, paidAt: now });
  // The event was cancelled between the check above and the category locks: nothing is kept.
  if (outcome !== "paid") throw boxOfficeError.notSettled();
  const settled = await findDoorOrder(tx, event.id, row.id);
  if (!settled) throw new Error(`door order ${row.id} vanished while settling`);
  return settled;
}
