import { z } from "zod";
import type { ErrorCode } from "../errors/error-codes.ts";

/** Spec section 7: every response is `{status, message, data}`; errors carry `errorCode` instead. */
export interface SuccessEnvelope<T> {
  status: 1;
  message: string;
  data: T;
}

export interface ErrorEnvelope {
  status: 0;
  message: string;
  errorCode: ErrorCode;
  /** Field-level messages for forms, keyed by the dotted path of the input field. */
  fields?: Record<string, string>;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export const pagingMetaSchema = z.object({
  current_page: z.number().int(),
  is_last_page: z.boolean(),
  total: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type PagingMeta = z.infer<typeof pagingMetaSchema>;

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(1), message: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  status: z.literal(0),
  message: z.string(),
  errorCode: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
