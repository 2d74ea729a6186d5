import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { useSnackbar } from "../ui/snackbar.tsx";
import { paymentsApi } from "./payments-api.ts";

type PaymentsApi = ReturnType<typeof paymentsApi>;

/**
 * One buyer action on a transaction (cancel, change bank, re-push OVO, check status): calls the API,
 * tells the outcome in a snackbar (the server's translated message on failure), then re-reads the
 * route's data so the page shows the new state. `busy` disables the button meanwhile.
 */
export function useTransactionAction() {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(
      call: (payments: PaymentsApi) => Promise<T>,
      success?: (result: T) => string,
    ): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await call(paymentsApi(api));
        if (success) snackbar.show("success", success(result));
        await revalidator.revalidate();
        return true;
      } catch (error) {
        snackbar.show("error", error instanceof ApiError ? error.message : t("errors.network"));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api, revalidator, snackbar, t],
  );
  return { busy, run };
}
