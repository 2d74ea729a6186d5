import { CHECK_IN_SECRET_HEADER } from "#shared/contracts/e-tickets.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { browserTransport, createApiClient } from "../lib/api-client.ts";
import { sessionMarker } from "../lib/stored-state.ts";

/** The API client of a gate device: every call carries the event's check-in secret in a header. */
export function createCheckInApi(locale: Locale, secret: string) {
  const transport = browserTransport(sessionMarker);
  return createApiClient({
    locale,
    transport: (path, init = {}) =>
      transport(path, { ...init, headers: { ...init.headers, [CHECK_IN_SECRET_HEADER]: secret } }),
  });
}
export type CheckInApi = ReturnType<typeof createCheckInApi>;
