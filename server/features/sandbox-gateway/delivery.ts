import { randomUUID } from "node:crypto";
import { CALLBACK_TOKEN_HEADER, type CallbackSecrets, signedCallbackHeaders } from "../payments/index.ts";
import type { OutgoingCallback } from "./callback-payloads.ts";

/** Sends one HTTP callback; resolves with the receiver's status code. */
export type CallbackTransport = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

/**
 * Test controls, applied to the next callbacks (the way pretix's debug flags work): duplicate a
 * callback N times (in sequence or all at once), delay it, drop it, corrupt it (wrong token or a body
 * changed after signing), or hold callbacks back and release them in another order.
 */
export interface FaultPlan {
  duplicate?: { times: number; concurrent?: boolean };
  delayMs?: number;
  drop?: boolean;
  corrupt?: "token" | "missing-token" | "body";
}

export interface DeliveryOptions {
  secrets: CallbackSecrets;
  transport: () => CallbackTransport | null;
  /** First retry delay; doubled each time (Xendit retries up to six times with exponential backoff). */
  retryBaseMs?: number;
  maxRetries?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

export interface Delivered {
  webhookId: string;
  path: string;
  status: number | null;
}

export class CallbackDelivery {
  private readonly faults: FaultPlan[] = [];
  private held: OutgoingCallback[] | null = null;
  private readonly pending = new Set<Promise<unknown>>();
  readonly log: Delivered[] = [];

  constructor(private readonly options: DeliveryOptions) {}

  /** Applies `plan` to the next callback (queue several to cover several callbacks). */
  injectFault(plan: FaultPlan): void {
    this.faults.push(plan);
  }

  /** From now on callbacks wait until `release` (for reordering tests). */
  hold(): void {
    this.held ??= [];
  }

  /** Sends the held callbacks in the given order of their indexes (default: reversed). */
  async release(order?: readonly number[]): Promise<void> {
    const held = this.held ?? [];
    this.held = null;
    const sequence = order ?? held.map((_, index) => held.length - 1 - index);
    for (const index of sequence) {
      const callback = held[index];
      if (callback) await this.send(callback);
    }
  }

  /** Resolves when every callback sent so far (including retries) has finished. */
  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Queues the callback; never throws (a provider's delivery problems are not the payer's). */
  emit(callback: OutgoingCallback): void {
    if (this.held) {
      this.held.push(callback);
      return;
    }
    this.track(this.send(callback));
  }

  private track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  private async send(callback: OutgoingCallback): Promise<void> {
    const fault = this.faults.shift() ?? {};
    if (fault.drop) return;
    if (fault.delayMs) await sleep(fault.delayMs);
    const webhookId = `wh_${randomUUID()}`;
    const times = Math.max(1, fault.duplicate?.times ?? 1);
    const once = () => this.deliverWithRetries(callback, webhookId, fault.corrupt, 0);
    if (fault.duplicate?.concurrent) await Promise.all(Array.from({ length: times }, once));
    else for (let i = 0; i < times; i++) await once();
  }

  private async deliverWithRetries(
    callback: OutgoingCallback,
    webhookId: string,
    corrupt: FaultPlan["corrupt"],
    attempt: number,
  ): Promise<void> {
    const transport = this.options.transport();
    if (!transport) return;
    const path = `/api/v1/webhooks/xendit/${callback.product}`;
    const body = JSON.stringify(callback.body);
    const timestamp = Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000);
    const headers: Record<string, string> = {
      "content-type": "application/json",
      ...signedCallbackHeaders({ secrets: this.options.secrets, webhookId, timestamp, body }),
    };
    if (corrupt === "missing-token") delete headers[CALLBACK_TOKEN_HEADER];
    if (corrupt === "token") headers[CALLBACK_TOKEN_HEADER] = `${this.options.secrets.callbackToken}x`;
    const sent =
      corrupt === "body"
        ? body.replace(/"amount":(\d+)/, (_, n: string) => `"amount":${Number(n) + 1}`)
        : body;
    let status: number | null = null;
    try {
      status = await transport({ path, headers, body: sent });
    } catch (error) {
      this.options.onError?.(error);
    }
    this.log.push({ webhookId, path, status });
    const retryable = status === null || status >= 500 || status === 429;
    const maxRetries = this.options.maxRetries ?? 6;
    if (!retryable || attempt >= maxRetries || corrupt) return;
    const delay = (this.options.retryBaseMs ?? 1_000) * 2 ** attempt;
    this.track(sleep(delay).then(() => this.deliverWithRetries(callback, webhookId, corrupt, attempt + 1)));
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
