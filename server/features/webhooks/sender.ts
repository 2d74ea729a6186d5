import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { standardWebhookHeaders } from "../../http/standard-webhooks.ts";
import type { WebhookAttemptResult } from "../../metrics/app-metrics.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import {
  type ClaimedDelivery,
  leaseDeliveries,
  markDelivered,
  recordFailedAttempt,
  selectDueDeliveries,
} from "./data.ts";
import { type PostOutcome, postWebhook } from "./post-webhook.ts";
import { openSecret } from "./secret.ts";

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the delivery is `failed`. */
export const BACKOFF_MS = [
  30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 21_600_000,
] as const;
export const SEND_TIMEOUT_MS = 5_000;
/** A claimed row is not due again before this (a sender that died mid-send gives it back after it). */
export const CLAIM_LEASE_MS = 60_000;
export const SEND_BATCH = 16;

export interface SenderDeps {
  db: Db;
  cipher: DataCipher;
  clock: { now(): Date };
  production: boolean;
  /** Counts each attempt's result (the metrics, ADR 0135); absent in tests that build deps by hand. */
  countAttempt?: (result: WebhookAttemptResult) => void;
}

export interface SenderOptions {
  backoffMs?: readonly number[];
  timeoutMs?: number;
  batch?: number;
  /**
   * The protection the double-send test switches off in its CONTROL run: `"none"` claims with a plain
   * SELECT (no row lock), so two senders can take the same row. Production always uses `"skip-locked"`.
   */
  claimLocking?: "skip-locked" | "none";
  /** Test hook between the claim's SELECT and its UPDATE (to line two racing senders up). */
  afterClaimSelect?: () => Promise<void>;
}

/**
 * Claims due deliveries: pending, due, of an enabled endpoint, and the oldest pending one of their
 * (endpoint, order) chain, so a message about an order never overtakes an earlier one. The rows are
 * locked `FOR UPDATE SKIP LOCKED` and leased (`next_attempt_at` moved on) in one transaction, so any
 * number of senders in any number of processes never take the same row.
 */
export async function claimDue(deps: SenderDeps, options: SenderOptions = {}): Promise<ClaimedDelivery[]> {
  const now = deps.clock.now();
  const lease = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  return inTransaction(deps.db, async (tx) => {
    const due = await selectDueDeliveries(
      tx,
      now,
      options.batch ?? SEND_BATCH,
      options.claimLocking ?? "skip-locked",
    );
    await options.afterClaimSelect?.();
    if (due.length === 0) return [];
    return leaseDeliveries(
      tx,
      due.map((row) => Number(row.id)),
      lease,
    );
  });
}

async function record(
  deps: SenderDeps,
  row: ClaimedDelivery,
  outcome: PostOutcome,
  backoff: readonly number[],
): Promise<void> {
  const now = deps.clock.now();
  const delivery = { id: Number(row.id), attempts: row.attempts };
  if (outcome.ok) {
    await markDelivered(deps.db, delivery, { at: now, statusCode: outcome.statusCode });
    deps.countAttempt?.("delivered");
    return;
  }
  const wait = backoff[row.attempts - 1];
  const next = wait === undefined ? null : new Date(now.getTime() + wait).toISOString();
  deps.countAttempt?.(next === null ? "given_up" : "retry");
  await recordFailedAttempt(deps.db, delivery, {
    next,
    statusCode: outcome.statusCode,
    error: outcome.error,
  });
}

async function sendOne(deps: SenderDeps, row: ClaimedDelivery, options: SenderOptions): Promise<PostOutcome> {
  let secret: string;
  try {
    secret = openSecret(deps.cipher, Number(row.endpoint_id), row.secret_ciphertext);
  } catch {
    return { ok: false, statusCode: null, error: "secret unreadable" };
  }
  const headers = standardWebhookHeaders({
    secrets: secret,
    id: row.message_id,
    timestamp: Math.floor(deps.clock.now().getTime() / 1000),
    body: row.body,
  });
  return postWebhook(row.url, headers, row.body, {
    timeoutMs: options.timeoutMs ?? SEND_TIMEOUT_MS,
    production: deps.production,
  });
}

/** One round: claim a batch, POST each (in parallel), record each outcome. Answers how many were sent. */
export async function sendDueWebhooks(
  deps: SenderDeps,
  options: SenderOptions = {},
  log?: FastifyBaseLogger,
): Promise<{ claimed: number; delivered: number }> {
  const claimed = await claimDue(deps, options);
  const outcomes = await Promise.all(
    claimed.map(async (row) => {
      const outcome = await sendOne(deps, row, options);
      await record(deps, row, outcome, options.backoffMs ?? BACKOFF_MS);
      if (!outcome.ok)
        log?.warn(
          { deliveryId: Number(row.id), endpointId: Number(row.endpoint_id), cause: outcome.error },
          "webhook delivery failed",
        );
      return outcome.ok;
    }),
  );
  return { claimed: claimed.length, delivered: outcomes.filter(Boolean).length };
}

/**
 * The background sender (like the payment jobs): every `intervalMs`, one run at a time per process,
 * rounds until nothing is due. Safe with any number of processes (the claim's SKIP LOCKED).
 */
export function startWebhookSender(
  deps: SenderDeps,
  log: FastifyBaseLogger,
  options: SenderOptions & { intervalMs?: number } = {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    (async () => {
      for (let round = 0; round < 20; round++) {
        const { claimed } = await sendDueWebhooks(deps, options, log);
        if (claimed === 0) break;
      }
    })()
      .catch((error: unknown) => log.warn({ err: error }, "webhook sender failed"))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
