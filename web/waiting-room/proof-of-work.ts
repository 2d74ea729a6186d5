import { useSyncExternalStore } from "react";
import { QUEUE_PROOF_HEADER } from "#shared/contracts/headers.ts";
import type { QueueStatus } from "#shared/contracts/waiting-room.ts";
import { type ApiClient, ApiError } from "../lib/api-client.ts";

/**
 * Joining a waiting room, with the proof of work some rooms ask of each join (ALTCHA v2,
 * `altcha-lib`). The join goes first without one; refused for want of it (400 `invalid_header`), the
 * page fetches a challenge, solves it with Web Crypto's PBKDF2 (a fraction of a second on a phone; the
 * hashing runs off the main thread, so no worker is needed) and joins with the solution. The room's
 * need is remembered for the page's life, so a re-join (at sign-in) solves first.
 */

/** A solve the phone has not finished by then is dropped; the join is retried with a fresh challenge. */
const SOLVE_TIMEOUT_MS = 30_000;
/** Refusals the buyer must act on (sign in, verify the address, another account): shown on the page. */
const SHOWN_REFUSALS = new Set(["unauthorized", "rule_refused"]);

export interface JoinProgress {
  slug: string;
  /** Solving a challenge: the page says it is checking the browser. */
  checking: boolean;
  /** The last join's refusal, translated by the server, and its code; null once a join succeeds. */
  refusal: { message: string; code: string } | null;
}

const IDLE: JoinProgress = { slug: "", checking: false, refusal: null };
let progress = IDLE;
const listeners = new Set<() => void>();
const needsProof = new Set<string>();

function update(slug: string, change: Partial<Omit<JoinProgress, "slug">>): void {
  progress = { ...(progress.slug === slug ? progress : { ...IDLE, slug }), ...change };
  for (const listener of listeners) listener();
}

async function solvedProof(api: ApiClient, slug: string): Promise<string> {
  update(slug, { checking: true });
  try {
    const [challenge, { solveChallenge }, { deriveKey }] = await Promise.all([
      api.call("queueChallenge", { params: { eventSlug: slug } }),
      import("altcha-lib"),
      import("altcha-lib/algorithms/web/pbkdf2"),
    ]);
    const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    if (!solution) throw new Error("proof of work: not solved in time");
    // The payload is ASCII (hex strings and numbers), which btoa takes as is.
    return btoa(JSON.stringify({ challenge, solution }));
  } finally {
    update(slug, { checking: false });
  }
}

async function joinOnce(api: ApiClient, slug: string): Promise<QueueStatus> {
  const params = { eventSlug: slug };
  if (!needsProof.has(slug)) {
    try {
      return await api.call("joinQueue", { params });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === "invalid_header")) throw error;
      needsProof.add(slug);
    }
  }
  const proof = await solvedProof(api, slug);
  return api.call("joinQueue", { params, headers: { [QUEUE_PROOF_HEADER]: proof } });
}

/** Takes (or finds again) the place, with a proof of work when the room asks for one. */
export async function joinQueue(api: ApiClient, slug: string): Promise<QueueStatus> {
  try {
    const status = await joinOnce(api, slug);
    update(slug, { refusal: null });
    return status;
  } catch (error) {
    if (error instanceof ApiError && SHOWN_REFUSALS.has(error.code))
      update(slug, { refusal: { message: error.message, code: error.code } });
    throw error;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page is checking the browser for this event's room, and the last join's refusal. */
export function useJoinProgress(slug: string): JoinProgress {
  const current = useSyncExternalStore(
    subscribe,
    () => progress,
    () => IDLE,
  );
  return current.slug === slug ? current : IDLE;
}
