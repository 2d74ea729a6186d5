import type { z } from "zod";
import type { ApiOperation, PathParamNames } from "./api-operations.ts";

/** The zod schemas of one operation: what it takes (params, query, body) and what `data` it answers. */
export interface ApiSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** One row of the contract table: method and path with the schemas of both sides. */
export type ApiContract = ApiOperation & ApiSchemas;

/**
 * A path with `:name` segments must have a params schema that takes exactly those names as strings
 * (they arrive as URL text); a path without any must have none.
 */
type ParamsFor<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { params?: never }
  : { params: z.ZodType<Record<PathParamNames<Path>, unknown>, Record<PathParamNames<Path>, string>> };

/** Joins an operation's method and path with its schemas, checking the params against the path. */
export function contract<const Operation extends ApiOperation, const Schemas extends ApiSchemas>(
  operation: Operation,
  schemas: Schemas & ParamsFor<Operation["path"]>,
): Operation & Schemas {
  return { ...operation, ...schemas };
}
