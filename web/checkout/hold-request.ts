import type { CheckoutBody } from "#shared/contracts/checkout.ts";
import { type CheckoutForm, writeCheckoutForm } from "../events/stored-selection.ts";
import { isRecord, parseJson } from "../lib/narrow.ts";
import { readStored, STORED_KEYS, writeStored } from "../lib/stored-state.ts";

/** The selection plus the idempotency key of the hold made from it (kept together, so a reload replays). */
export interface HeldSelection {
  idempotency_key?: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * The key stored next to the selection. Ticket selection rewrites the whole form when the buyer picks
 * again, which drops the key: a new selection is a new hold, the same selection after a reload is not.
 */
export function storedHoldKey(): string | null {
  const value = parseJson(readStored(STORED_KEYS.form) ?? "null");
  const key = isRecord(value) ? value.idempotency_key : undefined;
  return typeof key === "string" && KEY_PATTERN.test(key) ? key : null;
}

export function rememberHoldKey(form: CheckoutForm, key: string): void {
  writeStored(STORED_KEYS.form, JSON.stringify({ ...form, idempotency_key: key }));
}

/**
 * Once the selection became an order it is spent: the ticket page starts again from zero, so a cancelled
 * or expired order's quantities never come back for "+" to add to (the order keeps its own tickets).
 */
export function forgetSelection(form: CheckoutForm): void {
  writeCheckoutForm({ event_slug: form.event_slug, tickets: [], seat_ids: [] });
}

export function newHoldKey(): string {
  return `web-${crypto.randomUUID()}`;
}

/** The checkout body for a stored selection; bundle sizes become `{item, size}` pairs, ticket by ticket. */
export function holdBody(form: CheckoutForm, key: string): CheckoutBody {
  return {
    event_slug: form.event_slug,
    tickets: form.tickets.map((ticket) => {
      const pairs = (ticket.bundle_choices ?? []).flatMap((choice) =>
        Object.entries(choice).map(([item, size]) => ({ item, size })),
      );
      return {
        category_id: ticket.category_id,
        quantity: ticket.quantity,
        ...(pairs.length > 0 ? { bundle_choices: pairs } : {}),
      };
    }),
    ...(form.seat_ids.length > 0 ? { seat_ids: form.seat_ids } : {}),
    idempotency_key: key,
  };
}

/** Seated tickets are chosen as seats: their count is the seats, not a stepper quantity. */
export const hasTickets = (form: CheckoutForm | null): form is CheckoutForm =>
  form !== null && (form.tickets.length > 0 || form.seat_ids.length > 0);
