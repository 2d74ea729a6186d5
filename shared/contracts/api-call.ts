import type { z } from "zod";
import type { ApiName } from "./api-operations.ts";
import type { ApiTable } from "./api-table.ts";

type InputPart = "params" | "query" | "body";

/**
 * One part of a call's input, typed by the row's schema as the caller writes it (`z.input`): required
 * when the schema requires it, optional when it accepts `undefined`, absent when the row has none.
 */
type Part<Row, Key extends InputPart> =
  Row extends Record<Key, z.ZodType>
    ? undefined extends z.input<Row[Key]>
      ? { [K in Key]?: z.input<Row[Key]> }
      : { [K in Key]: z.input<Row[Key]> }
    : { [K in Key]?: never };

/** What a call of the operation takes: its path params, query and body, and any extra headers. */
export type ApiInput<Name extends ApiName> = Part<ApiTable[Name], "params"> &
  Part<ApiTable[Name], "query"> &
  Part<ApiTable[Name], "body"> & { headers?: Record<string, string> };

/** The envelope's `data` of the operation, as its response schema describes it. */
export type ApiOutput<Name extends ApiName> = z.output<ApiTable[Name]["response"]>;

/** The input argument, optional when the operation needs nothing (e.g. `myData`). */
export type ApiCallArgs<Name extends ApiName> =
  Record<string, never> extends ApiInput<Name> ? [input?: ApiInput<Name>] : [input: ApiInput<Name>];
