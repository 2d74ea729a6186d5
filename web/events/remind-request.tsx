import { useEffect, useId, useState } from "react";
import { saleReminderBodySchema } from "#shared/contracts/reminders.ts";
import type { LazyNamespace } from "#shared/i18n/catalog.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT, WithMessages } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";

/** The visitor's address, checked as the API checks it; a blank one is the API's to refuse. */
const visitorForm = saleReminderBodySchema.pick({ email: true });
/** The address's messages: a signed-out visitor's event page has not loaded them. */
const FORM_NAMESPACES: readonly LazyNamespace[] = ["validation"];

/**
 * The registering half of "Ingatkan saya" (remind-me.tsx holds the button): a signed-in buyer's tap is
 * sent at once (once per `attempt`), a visitor fills in an e-mail first. Errors show under the button.
 */
export default function RemindRequest({
  categoryId,
  signedIn,
  attempt,
  formId,
  onSending,
  onDone,
}: {
  categoryId: number;
  signedIn: boolean;
  attempt: number;
  formId: string;
  onSending: (sending: boolean) => void;
  onDone: (email: string) => void;
}) {
  const t = useT();
  const api = useApi();
  const form = useSchemaForm(visitorForm, { email: "" });
  const [refusal, setRefusal] = useState<string | null>(null);
  const error = form.formState.errors.email?.message ?? refusal;
  const [sending, setSending] = useState(false);
  const ids = useId();

  const register = async (address?: string) => {
    setSending(true);
    onSending(true);
    setRefusal(null);
    try {
      const result = await api.call("saleReminder", {
        body: { category_id: categoryId, ...(address ? { email: address } : {}) },
      });
      onDone(result.email);
    } catch (problem) {
      setRefusal(
        problem instanceof ApiError ? (problem.fields?.email ?? problem.message) : t("errors.internal"),
      );
    } finally {
      setSending(false);
      onSending(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per tap of a signed-in buyer
  useEffect(() => {
    if (signedIn && attempt > 0) void register();
  }, [signedIn, attempt]);
  const submit = form.handleSubmit((body) => {
    setRefusal(null);
    return register(body.email);
  });

  return (
    <WithMessages namespaces={FORM_NAMESPACES}>
      {signedIn ? null : (
        <form id={formId} onSubmit={submit} noValidate className="mt-2 flex flex-wrap items-start gap-2">
          <label htmlFor={`${ids}-email`} className="sr-only">
            {t("eventShare.remind.email")}
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register("email")}
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
      )}
      {error ? (
        <p id={`${ids}-error`} role="alert" className="mt-1 text-sm text-red-700" data-testid="remind-error">
          {error}
        </p>
      ) : null}
    </WithMessages>
  );
}
