import { isRecord, parseJson } from "../lib/narrow.ts";
import { readStored, STORED_KEYS, writeStored } from "../lib/stored-state.ts";

/** Spec section 3 auth state `maxCheckout` per event slug: how many more tickets this account may buy. */
export interface Allowance {
  ticketLeft: number;
  prevLimit: number | null;
}

export type CheckoutSignal =
  | { kind: "max_tickets"; ticketLeft: number; text: string }
  | { kind: "already_have_transaction"; text: string };

const MAX_TICKETS = /^max_tickets_per_account_exceeded:(-?[0-9]+)(?:\s+|$)/;
const ALREADY = /^already_have_transaction(?:\s+|$)/;

/**
 * Spec section 8: a refusal whose message STARTS with `max_tickets_per_account_exceeded:{n}` or is
 * `already_have_transaction` carries the remaining allowance. Returns it and the text for the buyer
 * (the message without the signal), or null for any other message.
 */
export function readCheckoutSignal(message: string): CheckoutSignal | null {
  const max = MAX_TICKETS.exec(message);
  if (max)
    return {
      kind: "max_tickets",
      ticketLeft: Math.max(0, Number(max[1])),
      text: message.slice(max[0].length).trim(),
    };
  const already = ALREADY.exec(message);
  if (already) return { kind: "already_have_transaction", text: message.slice(already[0].length).trim() };
  return null;
}

/** 0 for already_have_transaction or a negative count, else what the server said is left. */
export const allowanceOf = (signal: CheckoutSignal, prevLimit: number | null): Allowance => ({
  ticketLeft: signal.kind === "max_tickets" ? signal.ticketLeft : 0,
  prevLimit,
});

type AuthState = { maxCheckout?: Record<string, Allowance> } & Record<string, unknown>;

const allowanceOfStored = (value: unknown): Allowance | null =>
  isRecord(value) && typeof value.ticketLeft === "number"
    ? {
        ticketLeft: value.ticketLeft,
        prevLimit: typeof value.prevLimit === "number" ? value.prevLimit : null,
      }
    : null;

/** The stored auth state; allowances that are not well formed are dropped (storage is user-editable). */
function readAuthState(): AuthState {
  const value = parseJson(readStored(STORED_KEYS.auth) ?? "{}");
  if (!isRecord(value)) return {};
  const { maxCheckout, ...rest } = value;
  if (!isRecord(maxCheckout)) return rest;
  const allowances: Record<string, Allowance> = {};
  for (const [slug, stored] of Object.entries(maxCheckout)) {
    const allowance = allowanceOfStored(stored);
    if (allowance) allowances[slug] = allowance;
  }
  return { ...rest, maxCheckout: allowances };
}

/** Stores the allowance under the auth state (cleared with it on logout or any 403). */
export function rememberAllowance(eventSlug: string, allowance: Allowance): void {
  const state = readAuthState();
  writeStored(
    STORED_KEYS.auth,
    JSON.stringify({ ...state, maxCheckout: { ...state.maxCheckout, [eventSlug]: allowance } }),
  );
}

/** What ticket selection can cap its steppers with; null when no refusal was seen for the event. */
export function storedAllowance(eventSlug: string): Allowance | null {
  const found = readAuthState().maxCheckout?.[eventSlug];
  return found && Number.isSafeInteger(found.ticketLeft) ? found : null;
}

/**
 * What ticket selection caps its steppers and seat picker at: the allowance the server last stated for
 * this event, or null when none was seen, or it was stated under another event limit (the organiser
 * changed `max_ticket_by_account` since, so the count no longer holds).
 */
export function remainingAllowance(eventSlug: string, eventLimit: number | null): number | null {
  const stored = storedAllowance(eventSlug);
  if (!stored || stored.prevLimit !== eventLimit) return null;
  return Math.max(0, stored.ticketLeft);
}

/** A hold went through: the refusal the stored allowance came from is history (tickets may be freed). */
export function forgetAllowance(eventSlug: string): void {
  const state = readAuthState();
  if (!state.maxCheckout?.[eventSlug]) return;
  const { [eventSlug]: _spent, ...others } = state.maxCheckout;
  writeStored(STORED_KEYS.auth, JSON.stringify({ ...state, maxCheckout: others }));
}
