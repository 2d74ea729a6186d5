import { useState } from "react";
import { useRevalidator } from "react-router";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { useSnackbar } from "../ui/snackbar.tsx";
import { paymentsApi } from "./payments-api.ts";

/** The transaction detail's "check payment status": asks once, tells the result, reloads the detail. */
export function CheckStatusButton({ externalId }: { externalId: string }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const result = await paymentsApi(api).status(externalId);
      snackbar.show(
        "success",
        t("paymentsWeb.detail.statusUnchanged", { status: t(`paymentsWeb.status.${result.status}`) }),
      );
      await revalidator.revalidate();
    } catch (error) {
      snackbar.show("error", error instanceof ApiError ? error.message : t("errors.network"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={BUTTON_CLASS.secondary} onClick={check} disabled={busy}>
      {busy ? t("paymentsWeb.page.checking") : t("paymentsWeb.detail.checkStatus")}
    </button>
  );
}
