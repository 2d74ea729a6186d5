import { routeHref } from "#shared/routing/route-table.ts";
import { useLocale } from "../lib/i18n.tsx";
import { resetStoredState } from "../lib/stored-state.ts";
import { useApi } from "../lib/use-api.ts";

/** Spec section 4: logout ends the session, resets all stored state and goes to the landing page. */
export function useLogout() {
  const api = useApi();
  const locale = useLocale();
  return async () => {
    try {
      await api.call("logout");
    } finally {
      resetStoredState();
      window.location.assign(routeHref("LandingPage", locale));
    }
  };
}
