import { type FormEvent, useEffect, useId, useState } from "react";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { DISBURSEMENT_BANKS, type RefundAccountView } from "#shared/contracts/refunds.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle } from "../lib/route-module.ts";
import { useApi } from "../lib/use-api.ts";

// RefundAccount: where a buyer names the bank account a refund is disbursed to. The mailed link's token
// is in the fragment (`#t=`), read in the browser only: it never reaches this loader or any access log.
export async function loader({ context }: LoaderFunctionArgs) {
  guardRoute("RefundAccount", context);
  return {};
}

// A private page of one buyer's refund: never for search engines.
export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ name: "RefundAccount", pathname: location.pathname, matches, noindex: true });
export const handle = routeHandle("RefundAccount");

const FIELD =
  "mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600";

export default function RefundAccountRoute() {
  useLoaderData<typeof loader>();
  const t = useT();
  const api = useApi();
  const id = useId();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [view, setView] = useState<RefundAccountView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState({ bankCode: "BCA", accountNumber: "", holderName: "" });
  useEffect(() => {
    const found = /(?:^|[#&])t=([A-Za-z0-9_-]+)/.exec(window.location.hash)?.[1] ?? null;
    setToken(found);
    if (!found) return;
    api.call("refundAccount", { body: { token: found } }).then(setView, (error: unknown) => {
      if (error instanceof ApiError) setProblem(error.message);
    });
  }, [api]);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    setBusy(true);
    setProblem(null);
    try {
      setView(
        await api.call("submitRefundAccount", {
          body: {
            token,
            bankCode: form.bankCode as (typeof DISBURSEMENT_BANKS)[number],
            accountNumber: form.accountNumber,
            holderName: form.holderName,
          },
        }),
      );
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  }
  const money = (value: number) => formatRupiah(value, t.locale);
  return (
    <section className="mx-auto max-w-lg px-4 py-6 desktop:py-10" data-testid="refund-account">
      <h1 className="text-2xl font-bold text-slate-900">{t("routes.RefundAccount.heading")}</h1>
      {token === null ? <p className="mt-4 text-slate-700">{t("eTicketsWeb.account.missing")}</p> : null}
      {view ? (
        <div className="mt-4 space-y-4">
          <p className="break-words text-slate-800">
            {t("eTicketsWeb.account.intro", {
              amount: money(view.amount),
              event: view.eventTitle,
              invoice: view.invoiceNumber,
            })}
          </p>
          {view.account ? (
            <p
              role="status"
              className="rounded-xl bg-emerald-50 p-3 text-emerald-900"
              data-testid="refund-account-saved"
            >
              {t("eTicketsWeb.account.saved", {
                amount: money(view.amount),
                bank: view.account.bank,
                last4: view.account.last4,
              })}{" "}
              {t(`eTicketsWeb.account.state.${view.state}`)}
            </p>
          ) : null}
          {view.open ? (
            <form
              className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
              onSubmit={submit}
              noValidate
            >
              <div>
                <label htmlFor={`${id}-bank`} className="text-sm font-medium text-slate-800">
                  {t("eTicketsWeb.account.bank")}
                </label>
                <select
                  id={`${id}-bank`}
                  className={FIELD}
                  value={form.bankCode}
                  onChange={(e) => setForm({ ...form, bankCode: e.target.value })}
                >
                  {DISBURSEMENT_BANKS.map((bank) => (
                    <option key={bank} value={bank}>
                      {bank.replace(/_/g, " ")}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-number`} className="text-sm font-medium text-slate-800">
                  {t("eTicketsWeb.account.number")}
                </label>
                <input
                  id={`${id}-number`}
                  className={FIELD}
                  inputMode="numeric"
                  autoComplete="off"
                  value={form.accountNumber}
                  onChange={(e) => setForm({ ...form, accountNumber: e.target.value.replace(/[^0-9]/g, "") })}
                  aria-describedby={`${id}-number-hint`}
                />
                <p id={`${id}-number-hint`} className="mt-1 text-sm text-slate-600">
                  {t("eTicketsWeb.account.numberHint")}
                </p>
              </div>
              <div>
                <label htmlFor={`${id}-holder`} className="text-sm font-medium text-slate-800">
                  {t("eTicketsWeb.account.holder")}
                </label>
                <input
                  id={`${id}-holder`}
                  className={FIELD}
                  autoComplete="name"
                  value={form.holderName}
                  onChange={(e) => setForm({ ...form, holderName: e.target.value })}
                />
              </div>
              <button
                type="submit"
                disabled={busy}
                className="w-full rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {busy ? t("eTicketsWeb.account.sending") : t("eTicketsWeb.account.submit")}
              </button>
            </form>
          ) : view.account ? null : (
            <p className="text-slate-700">
              {t("eTicketsWeb.account.closed")} {t(`eTicketsWeb.account.state.${view.state}`)}
            </p>
          )}
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
