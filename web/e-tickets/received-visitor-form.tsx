import { useMemo, useState } from "react";
import { type FieldValue, fieldsFor } from "#shared/checkout/visitor-fields.ts";
import type { ETicketDetail } from "#shared/contracts/e-tickets.ts";
import { FieldList } from "../checkout/field-list.tsx";
import { receivedVisitorSchema } from "../checkout/participant-schemas.ts";
import { fieldMessages } from "../checkout/use-participant-forms.ts";
import { visitorFieldsOf } from "../checkout/visitor-fields-of.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { useSnackbar } from "../ui/snackbar.tsx";

const PREFIX = "visitor.";

/**
 * The recipient of a transferred ticket fills in the event's visitor form for it, with the same rules
 * checkout applies (checked here first, then by the server). Saving replaces the ticket shown with the
 * server's answer, which names the ticket after the new visitor.
 */
export function ReceivedVisitorForm({
  ticket,
  onSaved,
}: {
  ticket: ETicketDetail;
  onSaved: (ticket: ETicketDetail) => void;
}) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const fields = useMemo(
    () => fieldsFor(visitorFieldsOf(ticket.visitor_form ?? []), ticket.category_name),
    [ticket.visitor_form, ticket.category_name],
  );
  const schema = useMemo(() => receivedVisitorSchema(fields, ticket.category_name, t), [fields, ticket, t]);
  const form = useSchemaForm(schema, { visitor: {} });
  const values = form.watch("visitor");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // After the first submit the errors follow the answers, as they change.
  const change = (key: string, value: FieldValue) =>
    form.setValue("visitor", { ...values, [key]: value }, { shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await api.call("completeTicketVisitor", { params: { ticketId: ticket.id }, body });
      snackbar.show("success", t("eTicketsWeb.received.saved"));
      onSaved(saved);
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setError(t("errors.network"));
      const byField = Object.entries(failure.fields ?? {})
        .filter(([key]) => key.startsWith(PREFIX))
        .map(([key, message]) => [key.slice(PREFIX.length), message]);
      setServerErrors(Object.fromEntries(byField));
      setError(failure.message);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="received-visitor-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50/40 p-5"
      data-testid="received-visitor-form"
    >
      <h2 id="received-visitor-heading" className="text-lg font-bold text-slate-900">
        {t("eTicketsWeb.received.formTitle")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">{t("eTicketsWeb.received.formIntro")}</p>
      <FieldList
        fields={fields}
        ticketName={ticket.category_name}
        values={values}
        errors={fieldMessages(form.formState.errors.visitor)}
        serverErrors={serverErrors}
        onChange={change}
      />
      {error ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="mt-5 min-h-11 w-full rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 desktop:w-auto"
      >
        {busy ? t("eTicketsWeb.received.saving") : t("eTicketsWeb.received.save")}
      </button>
    </form>
  );
}
