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

/**
 * Every operation's input, output and call arguments, computed once per name in mapped types. Looked up
 * by index, a generic name's input is a union of one entry per operation; written as an intersection of
 * three parts over a generic name, tsc crossed every operation's params with every one's query and body
 * while inferring a call, which past about 280 operations is "a union type too complex to represent".
 */
type InputRows = {
  [Name in ApiName]: Part<ApiTable[Name], "params"> &
    Part<ApiTable[Name], "query"> &
    Part<ApiTable[Name], "body"> & { headers?: Record<string, string> };
};

type OutputRows = { [Name in ApiName]: z.output<ApiTable[Name]["response"]> };
type ArgsRows = {
  [Name in ApiName]: Record<string, never> extends ApiInput<Name>
    ? [input?: ApiInput<Name>]
    : [input: ApiInput<Name>];
};

// Interfaces, not the mapped types themselves: tsc rewrites a mapped type indexed by a generic name into
// its template over that name, which is the cross product again.
interface InputTable extends InputRows {}
interface OutputTable extends OutputRows {}
interface ArgsTable extends ArgsRows {}

/** What a call of the operation takes: its path params, query and body, and any extra headers. */
export type ApiInput<Name extends ApiName> = InputTable[Name];

/** The envelope's `data` of the operation, as its response schema describes it. */
export type ApiOutput<Name extends ApiName> = OutputTable[Name];

/** The input argument, optional when the operation needs nothing (e.g. `myData`). */
export type ApiCallArgs<Name extends ApiName> = ArgsTable[Name];
