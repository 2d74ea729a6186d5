import { hkdfSync, randomInt } from "node:crypto";
import { type Challenge, createChallenge, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { type QueueChallenge, queueChallengeSchema } from "#shared/contracts/waiting-room.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { spendChallenge, sweepSpentChallenges } from "./spent-challenge-store.ts";

/**
 * PBKDF2 rather than one SHA-256 per attempt: the browser runs it natively (Web Crypto), so a phone
 * computes about as fast per attempt as a script's native code, and the per-call overhead of an async
 * digest (a large share of a single hash in the browser) is amortised over the iterations.
 */
export const PROOF_ALGORITHM = "PBKDF2/SHA-256";
/** PBKDF2 iterations per attempt: 0.17 ms in Chromium, 0.29 ms in Node on the project's 2-core EPYC. */
export const PROOF_COST = 1_000;
/**
 * The secret counter the solver must find, drawn uniformly from this range (ALTCHA's `maxnumber`):
 * attempts are counter + 1, 300 on average and 501 at most. Measured on the 2-core EPYC, 60 challenges:
 * Node (`altcha-lib`'s solver) 80 ms mean, 132 ms p95; headless Chromium (Web Crypto, as the page
 * solves) 46 ms mean, 79 ms at most. A mid-range phone is a few times slower per attempt, so about
 * 0.1-0.3 s; every join pays it again, so a script joining with 100 cookies pays 100 times.
 */
export const PROOF_COUNTER_MIN = 100;
export const PROOF_COUNTER_MAX = 500;
/** A challenge is solved at once; the margin covers a phone that puts the page away mid-solve. */
const CHALLENGE_SECONDS = 5 * 60;
/** Spent signatures are kept a little past their expiry, so a database clock ahead of ours changes nothing. */
const SPENT_MARGIN_MS = 60_000;
/** How often a process deletes expired spent signatures (after a join, never on a timer). */
const SWEEP_EVERY_MS = 60_000;
/** A solved payload is about 700 characters; anything much longer is not one. */
const MAX_HEADER_LENGTH = 4_096;

const payloadSchema = z.object({
  // Extra parameters pass through: the signature covers them all, and verifySolution re-serialises them.
  challenge: queueChallengeSchema,
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

const refused = (reason: "proofMissing" | "proofInvalid" | "proofSpent") =>
  new AppError("invalid_header", { messageKey: `waitingRoom.errors.${reason}` });

/** The base64 JSON payload of the header, or null when it is not one. */
function decode(header: string): { challenge: Challenge; solution: Solution } | null {
  if (header.length > MAX_HEADER_LENGTH) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(header, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The waiting room's self-hosted proof of work (ALTCHA v2 with `altcha-lib`): a signed challenge per
 * join, bound to its event, solved in the browser and spent once. The HMAC secrets derive from the
 * data key, so every process issues and verifies the same challenges.
 */
export function proofOfWork(deps: { db: Db; dataKey: Buffer }) {
  const secret = (purpose: string) =>
    Buffer.from(hkdfSync("sha256", deps.dataKey, "", `tiketin waiting-room proof ${purpose}`, 32)).toString(
      "hex",
    );
  const hmacSignatureSecret = secret("challenge");
  // Signs the expected derived key, so a verification is two HMACs instead of re-deriving (1,000 PBKDF2 rounds).
  const hmacKeySignatureSecret = secret("key");
  let sweptAt = Date.now();

  return {
    /** A fresh challenge for one join of the event (deterministic mode: the server knows the answer). */
    async issue(eventId: number): Promise<QueueChallenge> {
      return (await createChallenge({
        algorithm: PROOF_ALGORITHM,
        cost: PROOF_COST,
        counter: randomInt(PROOF_COUNTER_MIN, PROOF_COUNTER_MAX + 1),
        deriveKey,
        data: { event: eventId },
        // ALTCHA checks the expiry against the wall clock (Date.now), so it is set from it too.
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      })) as QueueChallenge;
    },

    /**
     * Checks the join's solved challenge (the header's value) and spends it: refused with a translated
     * 400 `invalid_header` when it is missing, altered, expired, another event's, or already spent.
     */
    async spend(eventId: number, header: string | undefined): Promise<void> {
      if (!header) throw refused("proofMissing");
      const payload = decode(header);
      if (!payload) throw refused("proofInvalid");
      const verified = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      const { parameters, signature } = payload.challenge;
      if (!verified?.verified || !signature || parameters.data?.event !== eventId || !parameters.expiresAt)
        throw refused("proofInvalid");
      const expiresAt = new Date(parameters.expiresAt * 1000 + SPENT_MARGIN_MS);
      if (!(await spendChallenge(deps.db, signature, expiresAt))) throw refused("proofSpent");
      if (Date.now() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        // A failed sweep is retried by the next one; the join it follows has already been admitted.
        await sweepSpentChallenges(deps.db).catch(() => {});
      }
    },
  };
}

export type ProofOfWork = ReturnType<typeof proofOfWork>;
