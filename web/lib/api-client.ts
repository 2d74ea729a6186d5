import type { Envelope } from "#shared/contracts/envelope.ts";
import { PAGE_CODE_HEADER, SESSION_MARKER_HEADER } from "#shared/contracts/headers.ts";
import type { ApiTransport } from "#shared/contracts/load-context.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { createTranslator } from "./messages.ts";

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
}

/** Spec section 7: calls time out after 360 000 ms. */
export const API_TIMEOUT_MS = 360_000;

/**
 * The one typed client the web uses for `/api/v1`, in the browser and in SSR loaders. It unwraps the
 * envelope and turns errors into ApiError with the server's translated message.
 */
export function createApiClient(options: ApiClientOptions) {
  const t = createTranslator(options.locale);
  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T> {
    let response: Response;
    try {
      response = await options.transport(path, { method, body, locale: options.locale, headers });
    } catch {
      throw new ApiError(t("errors.network"), "network", 0);
    }
    const payload = (await response.json().catch(() => null)) as
      | (Envelope<T> & { msg?: string; statusCode?: string })
      | null;
    if (response.status === 403) options.onForbidden?.();
    if (payload && payload.status === 1) return payload.data;
    const message = payload?.message || payload?.msg || t("errors.network");
    const code =
      (payload && "errorCode" in payload && payload.errorCode) ||
      payload?.statusCode ||
      String(response.status);
    throw new ApiError(
      message,
      code,
      response.status,
      payload && "fields" in payload ? payload.fields : undefined,
    );
  }
  return {
    get: <T>(path: string) => request<T>("GET", path),
    post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
      request<T>("POST", path, body ?? {}, headers),
    put: <T>(path: string, body?: unknown) => request<T>("PUT", path, body ?? {}),
    delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, body),
  };
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
