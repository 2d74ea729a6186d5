import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxCardTokens, sandboxInstruments } from "../../db/schema/index.ts";
import { inTransaction } from "../../db/transaction.ts";
import { findInvalidText } from "../../http/invalid-text.ts";
import type { SandboxRecord } from "./sandbox-record.ts";

/** What a card token stands for (never the number). */
export interface SandboxCard {
  brand: string;
  last4: string;
  decline: boolean;
}

/** The lookups Xendit's endpoints and the simulator make besides the external id. */
export type RecordLookup =
  | { providerId: string }
  | { chargeId: string }
  | { qrString: string }
  | { retailOutlet: string; paymentCode: string }
  | { bankCode: string; accountNumber: string };

/**
 * Where the sandbox keeps its instruments and card tokens. `change` is a locked read-modify-write of one
 * external id: two processes paying the same instrument at once take turns, so exactly one pays it.
 * `within` is the caller's open transaction (an order opening its instrument): the change joins it.
 * On PostgreSQL the database is the store (every process and a restart see the same provider, ADR
 * 0125); on the embedded database memory is, with the database as its durable copy; unit tests keep
 * memory only.
 */
export interface SandboxRecords {
  read(externalId: string, within?: Db): Promise<SandboxRecord | undefined>;
  find(lookup: RecordLookup, within?: Db): Promise<SandboxRecord[]>;
  /** `work` gets the stored record (a copy) and returns the record to store (or null to keep it) and a result. */
  change<T>(
    externalId: string,
    work: (record: SandboxRecord | undefined) => { save: SandboxRecord | null; result: T },
    within?: Db,
  ): Promise<T>;
  saveCard(id: string, card: SandboxCard): Promise<void>;
  card(id: string, within?: Db): Promise<SandboxCard | undefined>;
  /** Loads what it keeps in memory (before serving). */
  open?(): Promise<void>;
  /** Writes what is still queued (shutdown). */
  close?(): Promise<void>;
}

/** JSON of a record: dates as ISO strings. */
type StoredRecord = Omit<SandboxRecord, "expiresAt" | "charge" | "payment"> & {
  expiresAt: string;
  charge: (Omit<NonNullable<SandboxRecord["charge"]>, "expiresAt"> & { expiresAt: string }) | null;
  payment: { id: string; amount: number; at: string } | null;
};

function toStored(record: SandboxRecord): StoredRecord {
  return {
    ...record,
    expiresAt: record.expiresAt.toISOString(),
    charge: record.charge ? { ...record.charge, expiresAt: record.charge.expiresAt.toISOString() } : null,
    payment: record.payment ? { ...record.payment, at: record.payment.at.toISOString() } : null,
  };
}

function fromStored(stored: StoredRecord): SandboxRecord {
  return {
    ...stored,
    expiresAt: new Date(stored.expiresAt),
    charge: stored.charge ? { ...stored.charge, expiresAt: new Date(stored.charge.expiresAt) } : null,
    payment: stored.payment ? { ...stored.payment, at: new Date(stored.payment.at) } : null,
  };
}

const copy = (record: SandboxRecord): SandboxRecord => fromStored(toStored(record));

function matches(record: SandboxRecord, lookup: RecordLookup): boolean {
  if ("providerId" in lookup) return record.providerId === lookup.providerId;
  if ("chargeId" in lookup) return record.charge?.id === lookup.chargeId;
  if ("qrString" in lookup) return record.qrString === lookup.qrString;
  if ("paymentCode" in lookup)
    return record.retailOutlet === lookup.retailOutlet && record.paymentCode === lookup.paymentCode;
  return record.bankCode === lookup.bankCode && record.accountNumber === lookup.accountNumber;
}

/** The unit tests' store: one process, no database. `persist` hears every change (the embedded copy). */
export function memoryRecords(
  persist: { record(record: SandboxRecord): void; card(id: string, card: SandboxCard): void } | null = null,
): SandboxRecords & {
  load(records: readonly SandboxRecord[], cards: readonly (SandboxCard & { id: string })[]): void;
} {
  const records = new Map<string, SandboxRecord>();
  const cards = new Map<string, SandboxCard>();
  return {
    read: async (externalId) => {
      const record = records.get(externalId);
      return record ? copy(record) : undefined;
    },
    find: async (lookup) => [...records.values()].filter((record) => matches(record, lookup)).map(copy),
    // Synchronous between the read and the write: one process has nothing to lock against.
    change: async (externalId, work) => {
      const stored = records.get(externalId);
      const { save, result } = work(stored ? copy(stored) : undefined);
      if (save) {
        records.set(externalId, copy(save));
        persist?.record(copy(save));
      }
      return result;
    },
    saveCard: async (id, card) => {
      cards.set(id, { ...card });
      persist?.card(id, { ...card });
    },
    card: async (id) => cards.get(id),
    load: (loaded, loadedCards) => {
      for (const record of loaded) records.set(record.externalId, record);
      for (const { id, ...card } of loadedCards) cards.set(id, card);
    },
  };
}

// Namespace of the two-key advisory lock that serialises changes to one external id (also before its row exists).
const SANDBOX_LOCK_NAMESPACE = 7_125;

function lookupCondition(lookup: RecordLookup) {
  const t = sandboxInstruments;
  if ("providerId" in lookup) return eq(t.providerId, lookup.providerId);
  if ("chargeId" in lookup) return eq(t.chargeId, lookup.chargeId);
  if ("qrString" in lookup) return eq(t.qrString, lookup.qrString);
  if ("paymentCode" in lookup)
    return and(eq(t.retailOutlet, lookup.retailOutlet), eq(t.paymentCode, lookup.paymentCode));
  return and(eq(t.bankCode, lookup.bankCode), eq(t.accountNumber, lookup.accountNumber));
}

async function writeRecord(db: Db, record: SandboxRecord): Promise<void> {
  const t = sandboxInstruments;
  const columns = {
    providerId: record.providerId,
    chargeId: record.charge?.id ?? null,
    qrString: record.qrString,
    retailOutlet: record.retailOutlet,
    paymentCode: record.paymentCode,
    bankCode: record.bankCode,
    accountNumber: record.accountNumber,
    record: toStored(record),
    updatedAt: new Date(),
  };
  await db
    .insert(t)
    .values({ externalId: record.externalId, ...columns })
    .onConflictDoUpdate({ target: t.externalId, set: columns });
}

async function writeCard(db: Db, id: string, card: SandboxCard): Promise<void> {
  await db
    .insert(sandboxCardTokens)
    .values({ id, ...card })
    .onConflictDoNothing();
}

const cardColumns = {
  brand: sandboxCardTokens.brand,
  last4: sandboxCardTokens.last4,
  decline: sandboxCardTokens.decline,
};

/** Text PostgreSQL cannot hold (a NUL from a fuzzed path) names nothing, rather than failing the query. */
const unstorable = (...values: string[]) => findInvalidText(values) !== null;

/** The sandbox's instruments in the database (PostgreSQL): shared by every process, kept across restarts. */
export function databaseRecords(db: Db): SandboxRecords {
  const t = sandboxInstruments;
  const changeIn = async <T>(
    tx: Db,
    externalId: string,
    work: (record: SandboxRecord | undefined) => { save: SandboxRecord | null; result: T },
  ): Promise<T> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SANDBOX_LOCK_NAMESPACE}, hashtext(${externalId}))`);
    const [row] = await tx.select({ record: t.record }).from(t).where(eq(t.externalId, externalId));
    const { save, result } = work(row ? fromStored(row.record as StoredRecord) : undefined);
    if (save) await writeRecord(tx, save);
    return result;
  };
  return {
    read: async (externalId, within) => {
      if (unstorable(externalId)) return undefined;
      const [row] = await (within ?? db)
        .select({ record: t.record })
        .from(t)
        .where(eq(t.externalId, externalId));
      return row ? fromStored(row.record as StoredRecord) : undefined;
    },
    find: async (lookup, within) => {
      if (unstorable(...Object.values(lookup))) return [];
      const found = await (within ?? db)
        .select({ record: t.record })
        .from(t)
        .where(lookupCondition(lookup))
        .limit(50);
      return found.map((row) => fromStored(row.record as StoredRecord));
    },
    change: async (externalId, work, within) => {
      if (unstorable(externalId)) {
        // Nothing is stored under such an id; creating one is refused like any malformed request.
        const { save, result } = work(undefined);
        if (save) throw new Error("sandbox: an external id PostgreSQL cannot store");
        return result;
      }
      return within
        ? changeIn(within, externalId, work)
        : inTransaction(db, (tx) => changeIn(tx, externalId, work));
    },
    saveCard: (id, card) => writeCard(db, id, card),
    card: async (id, within) => {
      if (unstorable(id)) return undefined;
      const [row] = await (within ?? db)
        .select(cardColumns)
        .from(sandboxCardTokens)
        .where(eq(sandboxCardTokens.id, id));
      return row;
    },
  };
}

/**
 * The embedded database (PGlite) has one connection for the whole process, and the sandbox stands for
 * a remote provider that an order may call (over HTTP, in the xendit mode) while its own transaction
 * holds that connection: a query there would wait for the order forever. One process owns an embedded
 * database anyway, so memory is the store and the database its copy: loaded at start, every change
 * written after it in order (a kill loses at most the last few milliseconds of the sandbox's changes).
 */
export function embeddedRecords(db: Db): SandboxRecords {
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (write: () => Promise<void>) => {
    queue = queue.then(write).catch(() => {
      // A failed copy only costs the sandbox's memory of a test payment after a restart.
    });
  };
  const memory = memoryRecords({
    record: (record) => enqueue(() => writeRecord(db, record)),
    card: (id, card) => enqueue(() => writeCard(db, id, card)),
  });
  return {
    ...memory,
    open: async () => {
      const found = await db.select({ record: sandboxInstruments.record }).from(sandboxInstruments);
      const cards = await db.select({ id: sandboxCardTokens.id, ...cardColumns }).from(sandboxCardTokens);
      memory.load(
        found.map((row) => fromStored(row.record as StoredRecord)),
        cards,
      );
    },
    close: () => queue,
  };
}
