import type { WaitingListPlace } from "#shared/contracts/waiting-list.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { inTransaction } from "../../db/transaction.ts";
import { liveClaimCounts, releaseHolds } from "../stock/index.ts";
import {
  type CategoryForList,
  type EntryRow,
  findCategoryForList,
  findEntry,
  insertEntry,
  positionOf,
  setEntryStatus,
} from "./data.ts";
import type { WaitingListDeps } from "./deps.ts";
import { waitingListError } from "./errors.ts";
import { offerCategory } from "./sweep.ts";

/** Digits only name a category; anything else is simply not found. */
function categoryIdOf(raw: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw waitingListError.categoryNotFound();
  return Number(raw);
}

async function categoryOf(deps: WaitingListDeps, raw: string): Promise<CategoryForList> {
  const category = await findCategoryForList(deps.db, categoryIdOf(raw));
  if (!category || category.is_hidden) throw waitingListError.categoryNotFound();
  return category;
}

const maxQuantityOf = (category: CategoryForList) =>
  category.per_account_limit ?? category.per_transaction_max;

const asIso = (value: Date | string) => new Date(value).toISOString();

async function placeOf(
  deps: WaitingListDeps,
  category: CategoryForList,
  entry: EntryRow | null,
): Promise<WaitingListPlace> {
  const base = {
    category_id: category.id,
    enabled: category.enabled,
    waiting: category.waiting,
    max_quantity: maxQuantityOf(category),
  };
  if (!entry) return { ...base, status: "none", quantity: 0, position: null, offer: null };
  const offerOpen = (entry.status === "offered" || entry.status === "accepted") && entry.hold_running;
  // An offer whose hold ended is over for the buyer even before the sweeper writes it down.
  const status =
    (entry.status === "offered" || entry.status === "accepted") && !entry.hold_running
      ? "expired"
      : entry.status;
  return {
    ...base,
    status,
    quantity: entry.quantity,
    position: status === "waiting" ? await positionOf(deps.db, category.id, entry.id) : null,
    offer:
      offerOpen && entry.hold_id && entry.offer_expires_at
        ? {
            hold_id: entry.hold_id,
            quantity: entry.offered_quantity ?? entry.quantity,
            expires_at: asIso(entry.offer_expires_at),
          }
        : null,
  };
}

/** What the event page shows under a sold-out category for this account (signed out: no place). */
export async function readPlace(
  deps: WaitingListDeps,
  buyerId: string | null,
  rawId: string,
): Promise<WaitingListPlace> {
  const category = await categoryOf(deps, rawId);
  return placeOf(deps, category, buyerId ? await findEntry(deps.db, buyerId, category.id) : null);
}

/**
 * "Masuk daftar tunggu": one open place per account per category (a unique index, so a second tab's
 * join is refused, not doubled), only while the category is sold out, for 1..the per-account limit.
 */
export async function joinList(
  deps: WaitingListDeps,
  input: { buyerId: string; rawId: string; quantity: number; locale: Locale },
): Promise<WaitingListPlace> {
  const category = await categoryOf(deps, input.rawId);
  if (!category.enabled) throw waitingListError.notEnabled();
  if (category.seated) throw waitingListError.seated();
  const max = maxQuantityOf(category);
  if (input.quantity > max) throw waitingListError.tooMany(max);
  const live = (await liveClaimCounts(deps.db, [category.id])).get(category.id) ?? 0;
  if (category.quota - live > 0 && category.waiting === 0) throw waitingListError.notSoldOut();
  const joined = await insertEntry(deps.db, {
    eventId: category.event_id,
    categoryId: category.id,
    buyerId: input.buyerId,
    quantity: input.quantity,
    locale: input.locale,
  });
  if (!joined) throw waitingListError.alreadyInLine();
  return readPlace(deps, input.buyerId, input.rawId);
}

/**
 * Leaving, or declining an offer: the place ends and an offer's hold is released in the same
 * transaction, then the category's free stock goes to the next in line at once.
 */
async function endPlace(
  deps: WaitingListDeps,
  input: { buyerId: string; rawId: string },
  mode: "leave" | "decline",
): Promise<WaitingListPlace> {
  const category = await categoryOf(deps, input.rawId);
  const released = await inTransaction(deps.db, async (tx) => {
    const entry = await findEntry(tx, input.buyerId, category.id, { lock: true });
    const open =
      entry && (entry.status === "waiting" || entry.status === "offered" || entry.status === "accepted");
    if (!entry || !open) throw mode === "leave" ? waitingListError.notInLine() : waitingListError.noOffer();
    if (entry.status === "waiting") {
      if (mode === "decline") throw waitingListError.noOffer();
      await setEntryStatus(tx, entry.id, "left");
      return false;
    }
    if (!entry.hold_running) throw waitingListError.offerEnded();
    await setEntryStatus(tx, entry.id, mode === "leave" ? "left" : "declined");
    if (entry.hold_id) await releaseHolds(tx, [entry.hold_id]);
    return true;
  });
  if (released) await offerCategory(deps, category.id);
  return readPlace(deps, input.buyerId, input.rawId);
}

export const leaveList = (deps: WaitingListDeps, input: { buyerId: string; rawId: string }) =>
  endPlace(deps, input, "leave");

export const declineOffer = (deps: WaitingListDeps, input: { buyerId: string; rawId: string }) =>
  endPlace(deps, input, "decline");

/**
 * "Terima": the offer's hold is already this account's cart, so accepting marks it taken and answers
 * the hold for checkout. A replayed accept answers the same hold; it never makes a second one.
 */
export async function acceptOffer(
  deps: WaitingListDeps,
  input: { buyerId: string; rawId: string },
): Promise<WaitingListPlace> {
  const category = await categoryOf(deps, input.rawId);
  await inTransaction(deps.db, async (tx) => {
    const entry = await findEntry(tx, input.buyerId, category.id, { lock: true });
    if (!entry || (entry.status !== "offered" && entry.status !== "accepted"))
      throw waitingListError.noOffer();
    if (!entry.hold_running) throw waitingListError.offerEnded();
    if (entry.status === "offered") await setEntryStatus(tx, entry.id, "accepted");
  });
  return readPlace(deps, input.buyerId, input.rawId);
}
