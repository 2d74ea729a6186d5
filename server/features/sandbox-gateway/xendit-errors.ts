import type { FastifyReply } from "fastify";
import type { z } from "zod";

/**
 * Xendit's error body: a machine `error_code` and a `message` that is a human sentence (English, as
 * Xendit's are). The codes are Xendit's own where it has one for the case.
 */
export function xenditError(reply: FastifyReply, status: number, errorCode: string, message: string) {
  return reply.code(status).send({ error_code: errorCode, message });
}

/** `API_VALIDATION_ERROR` naming the first field at fault, as Xendit's messages do. */
export function validationError(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : "body";
  const missing = issue?.code === "invalid_type" && /received undefined/.test(issue.message);
  const message = missing
    ? `"${field}" is required.`
    : `"${field}" is invalid: ${issue?.message ?? "bad value"}.`;
  return xenditError(reply, 400, "API_VALIDATION_ERROR", message);
}

export function notFound(reply: FastifyReply, errorCode: string, what: string) {
  return xenditError(reply, 404, errorCode, `${what} not found. Check the id and try again.`);
}

export function unauthorised(reply: FastifyReply) {
  return xenditError(
    reply,
    401,
    "INVALID_API_KEY",
    "The API key is invalid or missing. Use your secret key as the Basic auth username.",
  );
}

/** What a refused simulated payment answers, per reason (the instrument stays as it was). */
export const SIMULATE_REFUSALS = {
  NOT_FOUND: { status: 404, message: "No payable instrument matches this request." },
  WRONG_INSTRUMENT: { status: 404, message: "No payable instrument of this product matches this request." },
  EXPIRED: { status: 422, message: "The instrument has expired or is closed and can no longer be paid." },
  ALREADY_PAID: { status: 422, message: "The instrument has already been paid." },
  INVALID_AMOUNT: {
    status: 400,
    message: "The amount must equal the expected amount of this closed instrument.",
  },
} as const;
