import { type FormEvent, useId, useState } from "react";
import type { TicketCategory } from "#shared/contracts/events.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { useApi } from "../lib/use-api.ts";

/**
 * "Ingatkan saya" under a category that is not on sale: a signed-in buyer is registered in one tap at
 * the account's address; a visitor gives an e-mail. One e-mail goes out when the category goes on sale.
 */
export default function RemindMe({ category }: { category: TicketCategory }) {
  const t = useT();
  const api = useApi();
  const { viewer } = useRootData();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = useId();
  const hint =
    category.status === "staged" ? t("eventShare.remind.whenOpens") : t("eventShare.remind.whenBack");

  const register = async (address?: string) => {
    setSending(true);
    setError(null);
    try {
      const result = await api.call("saleReminder", {
        body: { category_id: category.id, ...(address ? { email: address } : {}) },
      });
      setDone(result.email);
    } catch (problem) {
      setError(
        problem instanceof ApiError ? (problem.fields?.email ?? problem.message) : t("errors.internal"),
      );
    } finally {
      setSending(false);
    }
  };
  const submit = (form: FormEvent) => {
    form.preventDefault();
    void register(email);
  };

  if (done)
    return (
      <p role="status" className="mt-3 text-sm font-semibold text-emerald-800" data-testid="remind-done">
        {t("eventShare.remind.done", { email: done })}
      </p>
    );
  return (
    <div className="mt-3" data-testid="remind-me">
      <button
        type="button"
        aria-expanded={viewer ? undefined : open}
        aria-controls={viewer ? undefined : `${ids}-form`}
        disabled={sending}
        onClick={() => (viewer ? void register() : setOpen(!open))}
        className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        <span aria-hidden="true">{t("eventShare.remind.button")}</span>
        <span className="sr-only">{t("eventShare.remind.buttonLabel", { category: category.name })}</span>
      </button>
      <p className="mt-1 text-xs text-slate-600">
        {hint}
        {viewer ? ` ${t("eventShare.remind.signedInAs", { email: viewer.email })}` : ""}
      </p>
      {!viewer && open ? (
        <form
          id={`${ids}-form`}
          onSubmit={submit}
          noValidate
          className="mt-2 flex flex-wrap items-start gap-2"
        >
          <label htmlFor={`${ids}-email`} className="sr-only">
            {t("eventShare.remind.email")}
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(change) => setEmail(change.target.value)}
            placeholder={t("eventShare.remind.email")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-base"
          />
          <button
            type="submit"
            disabled={sending}
            className="min-h-11 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {sending ? t("eventShare.remind.sending") : t("eventShare.remind.submit")}
          </button>
        </form>
      ) : null}
      {error ? (
        <p id={`${ids}-error`} role="alert" className="mt-1 text-sm text-red-700" data-testid="remind-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
