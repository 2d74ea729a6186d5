import { useMemo } from "react";
import { type ApiClient, browserTransport, createApiClient } from "./api-client.ts";
import { useLocale } from "./i18n.tsx";
import { resetStoredState, sessionMarker } from "./stored-state.ts";

/** The API client for event handlers in the browser, in the page's language; a 403 resets stored state. */
export function useApi(): ApiClient {
  const locale = useLocale();
  return useMemo(
    () =>
      createApiClient({ locale, transport: browserTransport(sessionMarker), onForbidden: resetStoredState }),
    [locale],
  );
}
