import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { LIVE_STATUS_PATH, type TransactionStatus } from "#shared/contracts/payments.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";
import { isRecord, parseJson } from "../lib/narrow.ts";
import { useApi } from "../lib/use-api.ts";
import { paymentsApi } from "./payments-api.ts";

/** Spec section 4: the page re-checks by itself after a countdown in seconds... */
export const AUTO_RECHECK_SECONDS = 5;
/** ...and the buyer's own check has a countdown of its own before it can be pressed again. */
export const MANUAL_RECHECK_COOLDOWN_SECONDS = 15;

/**
 * Re-check payment status: listens to the live status stream, polls `get-transaction-status` every few seconds and offers a button with
 * its own cooldown. When the status moved (paid, expired, cancelled elsewhere), the route's data is
 * reloaded, so the invoice and the page state update without a reload (spec section 4).
 */
export function RecheckStatus({ externalId, status }: { externalId: string; status: TransactionStatus }) {
  const t = useT();
  const api = useApi();
  const revalidator = useRevalidator();
  const [autoIn, setAutoIn] = useState(AUTO_RECHECK_SECONDS);
  const [cooldown, setCooldown] = useState(0);
  const [checking, setChecking] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const inFlight = useRef(false);

  const check = useCallback(
    async (manual: boolean) => {
      if (inFlight.current) return;
      inFlight.current = true;
      if (manual) setChecking(true);
      try {
        const result = await paymentsApi(api).status(externalId);
        if (result.status !== status) await revalidator.revalidate();
        else if (manual) setUnchanged(true);
      } catch {
        // A failed poll is retried at the next tick; a manual check shows the button again.
      } finally {
        inFlight.current = false;
        setChecking(false);
      }
    },
    [api, externalId, status, revalidator],
  );

  // Beside the polling: the server pushes the change the moment any process learns it (ADR 0125), so a
  // payment made in the bank's app shows here at once. Polling stays for browsers or proxies without it.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`${LIVE_STATUS_PATH}/${encodeURIComponent(externalId)}`);
    source.addEventListener("status", (event) => {
      const pushed =
        event instanceof MessageEvent && typeof event.data === "string" ? parseJson(event.data) : null;
      if (isRecord(pushed) && pushed.status && pushed.status !== status) {
        source.close();
        void revalidate.current();
      }
    });
    return () => source.close();
  }, [externalId, status]);

  useEffect(() => {
    const timer = setInterval(() => {
      setCooldown((value) => Math.max(0, value - 1));
      setAutoIn((value) => Math.max(0, value - 1));
    }, 1_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (autoIn > 0) return;
    setAutoIn(AUTO_RECHECK_SECONDS);
    void check(false);
  }, [autoIn, check]);

  const onClick = () => {
    setCooldown(MANUAL_RECHECK_COOLDOWN_SECONDS);
    setUnchanged(false);
    void check(true);
  };

  return (
    <div className="flex flex-col items-stretch gap-2 text-center" data-testid="recheck">
      <button
        type="button"
        className={BUTTON_CLASS.primary}
        onClick={onClick}
        disabled={cooldown > 0 || checking}
      >
        {checking
          ? t("paymentsWeb.page.checking")
          : cooldown > 0
            ? t("paymentsWeb.page.recheckWait", { seconds: cooldown })
            : t("paymentsWeb.page.recheck")}
      </button>
      <p className="text-xs text-slate-500" data-testid="auto-recheck">
        {t("paymentsWeb.page.autoRecheck", { seconds: autoIn })}
      </p>
      <p role="status" className="text-sm text-slate-700">
        {unchanged ? t("paymentsWeb.page.stillWaiting") : ""}
      </p>
    </div>
  );
}
