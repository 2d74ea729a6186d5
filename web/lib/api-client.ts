import type { ApiCallArgs, ApiOutput } from "#shared/contracts/api-call.ts";
import type { ApiName, ApiOperation, OperationTable } from "#shared/contracts/api-operations.ts";
import { buildApiPath, type QueryValue } from "#shared/contracts/api-path.ts";
import { PAGE_CODE_HEADER, SESSION_MARKER_HEADER } from "#shared/contracts/headers.ts";
import type { ApiTransport } from "#shared/contracts/load-context.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { createTranslator } from "./messages.ts";
import { isRecord } from "./narrow.ts";

/** An API failure normalised as spec section 8 describes: message, code, HTTP status. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly code: string,
    readonly httpStatus: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  locale: Locale;
  /** In the browser: `fetch` against `/api/v1`; in SSR loaders: the in-process transport. */
  transport: ApiTransport;
  /** Called on any 403 so the web resets its stored state (spec section 7). */
  onForbidden?: () => void;
  /** The operations this client may call; the buyer's by default (the workspace and loaders add theirs). */
  operations?: OperationTable;
}

/**
 * The buyer's table, fetched with the first call rather than with every page: most first views make no
 * call from the browser (their loaders ran on the server), and the table is ~1 kB of each page's script.
 */
const buyerOperations = () => import("#shared/contracts/api-operations.ts").then((m) => m.BUYER_OPERATIONS);

/** Spec section 7: calls time out after 360 000 ms. */
export const API_TIMEOUT_MS = 360_000;

/** What an answer's body says, read whatever arrived (a proxy's HTML error page parses as nothing). */
interface ReadEnvelope {
  ok: boolean;
  data: unknown;
  message: string | undefined;
  code: string | undefined;
  fields: Record<string, string> | undefined;
}

const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

function fieldsOf(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value))
    if (typeof message === "string") fields[name] = message;
  return fields;
}

/**
 * The envelope of spec section 7 (`status` 1 with `data`, else `message` and `errorCode` with `fields`);
 * answers from outside the API (Fastify's own 404, a proxy) carry `msg` and `statusCode` instead.
 */
export function envelopeOf(body: unknown): ReadEnvelope {
  if (!isRecord(body))
    return { ok: false, data: undefined, message: undefined, code: undefined, fields: undefined };
  return {
    ok: body.status === 1,
    data: body.data,
    message: textOf(body.message) ?? textOf(body.msg),
    code: textOf(body.errorCode) ?? textOf(body.statusCode),
    fields: fieldsOf(body.fields),
  };
}

/** A call's input once its operation's types have done their work at the call site. */
interface RawInput {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The one client the web uses for `/api/v1`, in the browser and in SSR loaders, typed by the contract
 * table: `api.call("eventDetail", { params: { id } })` answers the operation's `data`. It unwraps the
 * envelope and turns errors into ApiError with the server's translated message. Only method and path
 * are read at run time (`API_OPERATIONS`); the schemas give types alone, so no zod enters the pages.
 */
export function createApiClient(options: ApiClientOptions) {
  const t = createTranslator(options.locale);
  async function request(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> | undefined,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await options.transport(path, { method, body, locale: options.locale, headers });
    } catch {
      throw new ApiError(t("errors.network"), "network", 0);
    }
    const payload = envelopeOf(await response.json().catch(() => null));
    if (response.status === 403) options.onForbidden?.();
    if (payload.ok) return payload.data;
    throw new ApiError(
      payload.message || t("errors.network"),
      payload.code || String(response.status),
      response.status,
      payload.fields,
    );
  }
  /** Typed by the operation's row at the call site; the implementation below sees only its shape. */
  function call<Name extends ApiName>(name: Name, ...args: ApiCallArgs<Name>): Promise<ApiOutput<Name>>;
  async function call(name: ApiName, input: RawInput = {}): Promise<unknown> {
    const operations: OperationTable = options.operations ?? (await buyerOperations());
    const operation: ApiOperation | undefined = operations[name];
    // A programming error, not a user's: this client was built without that operation's table.
    if (!operation) throw new Error(`api client: ${String(name)} is not in this client's operations`);
    const { method, path } = operation;
    const { params, query, body, headers } = input;
    // POST and PUT always send a JSON body ({} when there is none), as the API's parsers expect.
    const sent = method === "GET" ? undefined : method === "DELETE" ? body : (body ?? {});
    // The answer is typed by the row's response schema, which the server's handler is typed against
    // (defineRoute); checking it again here would put zod and every schema into each page.
    return request(method, buildApiPath(path, params, query), sent, headers);
  }
  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser transport: same-origin fetch with cookies, the page-code and session-marker headers. */
export function browserTransport(getSessionMarker: () => string): ApiTransport {
  return async (path, init = {}) => {
    const headers: Record<string, string> = {
      accept: "application/json",
      [PAGE_CODE_HEADER]: window.location.pathname + window.location.search,
      [SESSION_MARKER_HEADER]: getSessionMarker(),
    };
    if (init.locale) headers["accept-language"] = init.locale;
    Object.assign(headers, init.headers);
    if (init.body !== undefined) headers["content-type"] = "application/json";
    return fetch(`/api/v1${path}`, {
      method: init.method ?? "GET",
      headers,
      credentials: "same-origin",
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  };
}
