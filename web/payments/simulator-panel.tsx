import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { SandboxInstrument } from "#shared/contracts/payments.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { readInstrument, type SimulateResult, simulate } from "./sandbox-client.ts";

/** The button label of each instrument's "pay" action: the role the tester plays. */
const PAY_LABEL: Record<SandboxInstrument["instrument"], MessageKey> = {
  va: "paymentsWeb.simulator.payVa",
  qris: "paymentsWeb.simulator.scanQris",
  ewallet: "paymentsWeb.simulator.approveOvo",
  retail: "paymentsWeb.simulator.payRetail",
  card: "paymentsWeb.simulator.payCard",
  paylater: "paymentsWeb.simulator.payPaylater",
  cashier: "paymentsWeb.simulator.payCashier",
};

type Load = { state: "loading" } | { state: "missing" } | { state: "ready"; instrument: SandboxInstrument };

/**
 * The tester's side of a sandbox payment (like Xendit's and Midtrans's test dashboards): shows what the
 * gateway holds for an external id and pays it as the bank, the QRIS app, OVO, the cashier or the issuer.
 */
export function SimulatorPanel({ base, externalId }: { base: string; externalId: string }) {
  const t = useT();
  const href = useRouteHref();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [result, setResult] = useState<SimulateResult | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const answer = await readInstrument(base, externalId);
      setLoad(answer.ok && answer.data ? { state: "ready", instrument: answer.data } : { state: "missing" });
    } catch {
      setLoad({ state: "missing" });
    }
  }, [base, externalId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const act = async (instrument: SandboxInstrument, action: "pay" | "reject") => {
    setBusy(true);
    try {
      const answer = await simulate(base, instrument, action);
      setResult(answer.data ?? { status: "FAILED", error_code: String(answer.status) });
      await refresh();
    } catch {
      setResult({ status: "FAILED", error_code: "NETWORK" });
    } finally {
      setBusy(false);
    }
  };

  if (load.state === "loading") return <p className="text-slate-600">{t("loading")}</p>;
  if (load.state === "missing")
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800" data-testid="simulator-missing">
        {t("paymentsWeb.simulator.notFound")}
      </p>
    );
  const { instrument } = load;
  const rows: [MessageKey, string][] = [
    [
      "paymentsWeb.simulator.instrument",
      instrument.channel_code ??
        instrument.bank_code ??
        instrument.retail_outlet_name ??
        instrument.instrument,
    ],
    ["paymentsWeb.simulator.amount", formatRupiah(instrument.amount, t.locale)],
    ["paymentsWeb.simulator.expiresAt", formatWib(instrument.expires_at, t.locale)],
    ["paymentsWeb.simulator.gatewayStatus", instrument.status],
  ];
  const isRedirectWallet = instrument.instrument === "ewallet" && instrument.channel_code !== "ID_OVO";
  const number = instrument.account_number ?? instrument.payment_code ?? instrument.reference;
  return (
    <div className="space-y-4" data-testid="simulator" data-gateway-status={instrument.status}>
      <dl className="divide-y divide-slate-100 rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{t(label)}</dt>
            <dd className="font-mono font-medium text-slate-900">{value}</dd>
          </div>
        ))}
        {number ? (
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{t("paymentsWeb.simulator.number")}</dt>
            <dd className="font-mono font-medium break-all text-slate-900">{number}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={BUTTON_CLASS.primary}
          disabled={busy || instrument.status !== "PENDING"}
          onClick={() => act(instrument, "pay")}
        >
          {t(isRedirectWallet ? "paymentsWeb.simulator.approveWallet" : PAY_LABEL[instrument.instrument])}
        </button>
        {instrument.instrument === "ewallet" ? (
          <button
            type="button"
            className={BUTTON_CLASS.secondary}
            disabled={busy || instrument.status !== "PENDING"}
            onClick={() => act(instrument, "reject")}
          >
            {t(isRedirectWallet ? "paymentsWeb.simulator.rejectWallet" : "paymentsWeb.simulator.rejectOvo")}
          </button>
        ) : null}
      </div>
      <p role="status" className="text-sm font-medium text-slate-800" data-testid="simulator-result">
        {result
          ? result.error_code
            ? t("paymentsWeb.simulator.resultError", { status: result.status, code: result.error_code })
            : t("paymentsWeb.simulator.result", { status: result.status })
          : ""}
      </p>
      <Link
        to={href("TransactionDetail", { externalId })}
        className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t("paymentsWeb.simulator.backToPayment")}
      </Link>
    </div>
  );
}
