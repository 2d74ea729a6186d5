import { type AppLoadContext, data } from "react-router";
import { API_OPERATIONS } from "#shared/contracts/all-operations.ts";
import { localeOfPath } from "#shared/routing/route-table.ts";
import { type ApiClient, ApiError, createApiClient } from "../lib/api-client.ts";

/**
 * The typed API client for a loader: in-process transport, in the language of the page's URL. Loaders
 * run on the server only, so they may call every operation, the workspace's included.
 */
export function loaderApi(context: AppLoadContext, request: Request): ApiClient {
  const locale = localeOfPath(new URL(request.url).pathname);
  return createApiClient({ locale, transport: context.api, operations: API_OPERATIONS });
}

/** An unknown slug (API 404) becomes the page's 404, rendered by the layout as NotFound. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * Event references are slugs (words and dashes) or numeric ids, as the API accepts them; anything else
 * cannot name an event, so it is a 404 without a read.
 */
export function requireEventParam(value: string | undefined): string {
  if (!value || value.length > 160 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(value)) {
    throw data(null, { status: 404 });
  }
  return value;
}
