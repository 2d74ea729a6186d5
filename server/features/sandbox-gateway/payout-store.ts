import { and, asc, eq, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sandboxPayouts } from "../../db/schema/index.ts";
import { inTransaction } from "../../db/transaction.ts";
import { findInvalidText } from "../../http/invalid-text.ts";

export interface SandboxPayout {
  product: "refund" | "disbursement";
  id: string;
  referenceId: string;
  externalId: string | null;
  amount: number;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  failureCode: string | null;
  bankCode: string | null;
  accountHolderName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A refund may only take what is left of its payment: `paid` minus the refunds not FAILED. */
export interface RefundLimit {
  externalId: string;
  paid: number;
}

/**
 * Where the sandbox keeps its refunds and disbursements. `create` is a locked check-then-insert: the
 * same reference answers the stored payout, and two refunds of one payment (from two processes) take
 * turns, so together they never exceed it. `settle` is a conditional update: exactly one caller (of any
 * process) moves a PENDING payout and sends its callback.
 */
export interface PayoutStore {
  create(payout: SandboxPayout, limit: RefundLimit | null): Promise<SandboxPayout | "exceeded">;
  byReference(referenceId: string): Promise<SandboxPayout | undefined>;
  byId(product: SandboxPayout["product"], id: string): Promise<SandboxPayout | undefined>;
  all(): Promise<SandboxPayout[]>;
  settle(referenceId: string, now: Date): Promise<SandboxPayout | undefined>;
  /** PENDING payouts created at or before `cutoff` (a restart's leftovers). */
  overdue(cutoff: Date): Promise<SandboxPayout[]>;
}

const settledStatus = (payout: SandboxPayout): SandboxPayout["status"] =>
  payout.failureCode ? "FAILED" : "SUCCEEDED";

const refundedOf = (payouts: Iterable<SandboxPayout>, externalId: string) =>
  [...payouts]
    .filter((p) => p.product === "refund" && p.externalId === externalId && p.status !== "FAILED")
    .reduce((sum, p) => sum + p.amount, 0);

/** Unit tests' store: one process, nothing to lock against (no await between the check and the write). */
export function memoryPayouts(): PayoutStore {
  const byReference = new Map<string, SandboxPayout>();
  const copy = (payout: SandboxPayout | undefined) => (payout ? { ...payout } : undefined);
  return {
    create: async (payout, limit) => {
      const known = byReference.get(payout.referenceId);
      if (known) return { ...known };
      if (limit && payout.amount > limit.paid - refundedOf(byReference.values(), limit.externalId))
        return "exceeded";
      byReference.set(payout.referenceId, { ...payout });
      return { ...payout };
    },
    byReference: async (referenceId) => copy(byReference.get(referenceId)),
    byId: async (product, id) =>
      copy([...byReference.values()].find((p) => p.product === product && p.id === id)),
    all: async () => [...byReference.values()].map((p) => ({ ...p })),
    settle: async (referenceId, now) => {
      const payout = byReference.get(referenceId);
      if (payout?.status !== "PENDING") return undefined;
      payout.status = settledStatus(payout);
      payout.updatedAt = now;
      return { ...payout };
    },
    overdue: async (cutoff) =>
      [...byReference.values()]
        .filter((p) => p.status === "PENDING" && p.createdAt.getTime() <= cutoff.getTime())
        .map((p) => ({ ...p })),
  };
}

// Namespace of the advisory lock that serialises refunds of one payment (before any row of it exists).
const PAYOUT_LOCK_NAMESPACE = 7_136;

type PayoutRow = typeof sandboxPayouts.$inferSelect;

const fromRow = (row: PayoutRow): SandboxPayout => ({
  ...row,
  product: row.product as SandboxPayout["product"],
  status: row.status as SandboxPayout["status"],
});

/**
 * The payouts in the database: every process and a restart see the same provider. `lock`: take the
 * per-payment advisory lock (PostgreSQL; the embedded database has one connection, nothing races it).
 * Tests switch it off to show what the lock prevents.
 */
export function databasePayouts(db: Db, options: { lock: boolean }): PayoutStore {
  const t = sandboxPayouts;
  const unstorable = (...values: string[]) => findInvalidText(values) !== null;
  const read = async (within: Db, referenceId: string) => {
    const [row] = await within.select().from(t).where(eq(t.referenceId, referenceId));
    return row ? fromRow(row) : undefined;
  };
  return {
    create: (payout, limit) =>
      inTransaction(db, async (tx) => {
        if (limit && options.lock)
          await tx.execute(
            sql`SELECT pg_advisory_xact_lock(${PAYOUT_LOCK_NAMESPACE}, hashtext(${limit.externalId}))`,
          );
        const known = await read(tx, payout.referenceId);
        if (known) return known;
        if (limit) {
          const [row] = await tx
            .select({ sum: sql<string | null>`sum(${t.amount})` })
            .from(t)
            .where(and(eq(t.product, "refund"), eq(t.externalId, limit.externalId), ne(t.status, "FAILED")));
          if (payout.amount > limit.paid - Number(row?.sum ?? 0)) return "exceeded";
        }
        await tx.insert(t).values(payout).onConflictDoNothing({ target: t.referenceId });
        return (await read(tx, payout.referenceId)) ?? payout;
      }),
    byReference: async (referenceId) => (unstorable(referenceId) ? undefined : read(db, referenceId)),
    byId: async (product, id) => {
      if (unstorable(id)) return undefined;
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.product, product), eq(t.id, id)));
      return row ? fromRow(row) : undefined;
    },
    all: async () => (await db.select().from(t).orderBy(asc(t.createdAt))).map(fromRow),
    settle: async (referenceId, now) => {
      const [row] = await db
        .update(t)
        .set({
          status: sql`CASE WHEN ${t.failureCode} IS NULL THEN 'SUCCEEDED' ELSE 'FAILED' END`,
          updatedAt: now,
        })
        .where(and(eq(t.referenceId, referenceId), eq(t.status, "PENDING")))
        .returning();
      return row ? fromRow(row) : undefined;
    },
    overdue: async (cutoff) =>
      (
        await db
          .select()
          .from(t)
          .where(and(eq(t.status, "PENDING"), lte(t.createdAt, cutoff)))
          .orderBy(asc(t.createdAt))
          .limit(500)
      ).map(fromRow),
  };
}
