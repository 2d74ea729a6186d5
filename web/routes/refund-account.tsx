import { useEffect, useState } from "react";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import {
  DISBURSEMENT_BANKS,
  type RefundAccountView,
  refundAccountBodySchema,
} from "#shared/contracts/refunds.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle } from "../lib/route-module.ts";
import { useApi } from "../lib/use-api.ts";
import { PrimaryButton, SelectField, TextField } from "../ui/form-field.tsx";

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

/** The account fields of the body; the token comes from the link, not from the buyer. */
const accountFormSchema = refundAccountBodySchema.omit({ token: true });
const BANK_OPTIONS = DISBURSEMENT_BANKS.map((bank) => ({ value: bank, label: bank.replace(/_/g, " ") }));

export default function RefundAccountRoute() {
  useLoaderData<typeof loader>();
  const t = useT();
  const api = useApi();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [view, setView] = useState<RefundAccountView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm(accountFormSchema, { bankCode: "BCA", accountNumber: "", holderName: "" });
  useEffect(() => {
    const found = /(?:^|[#&])t=([A-Za-z0-9_-]+)/.exec(window.location.hash)?.[1] ?? null;
    setToken(found);
    if (!found) return;
    api.call("refundAccount", { body: { token: found } }).then(setView, (error: unknown) => {
      if (error instanceof ApiError) setProblem(error.message);
    });
  }, [api]);
  const submit = form.handleSubmit(async (account) => {
    if (!token) return;
    setProblem(null);
    try {
      setView(await api.call("submitRefundAccount", { body: { token, ...account } }));
    } catch (error) {
      setProblem(showApiFailure(form.setError, error) ?? t("errors.network"));
    }
  });
  const errors = form.formState.errors;
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
              <SelectField
                label={t("eTicketsWeb.account.bank")}
                options={BANK_OPTIONS}
                {...form.register("bankCode")}
                error={errors.bankCode?.message}
              />
              <TextField
                label={t("eTicketsWeb.account.number")}
                hint={t("eTicketsWeb.account.numberHint")}
                inputMode="numeric"
                autoComplete="off"
                {...form.register("accountNumber", {
                  setValueAs: (value: string) => value.replace(/[^0-9]/g, ""),
                })}
                error={errors.accountNumber?.message}
              />
              <TextField
                label={t("eTicketsWeb.account.holder")}
                autoComplete="name"
                {...form.register("holderName")}
                error={errors.holderName?.message}
              />
              <PrimaryButton disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting
                  ? t("eTicketsWeb.account.sending")
                  : t("eTicketsWeb.account.submit")}
              </PrimaryButton>
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
