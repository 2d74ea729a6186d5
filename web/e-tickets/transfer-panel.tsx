import { useMemo, useState } from "react";
import { Link } from "react-router";
import { type ETicketDetail, type TransferResult, transferBodySchema } from "#shared/contracts/e-tickets.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { normalizeEmail } from "#shared/validation/email.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { TextField } from "../ui/form-field.tsx";

type Step = { name: "form" } | { name: "confirm"; email: string } | { name: "done"; result: TransferResult };

const primary =
  "rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600";
const secondary =
  "rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-700 hover:bg-slate-100";

/** Why the organiser's rules block a transfer right now, in words next to the disabled button. */
function BlockedReason({ transfer }: { transfer: ETicketDetail["transfer"] }) {
  const t = useT();
  if (!transfer.blocked_by) return null;
  const time = transfer.freeze_starts_at ? formatWib(transfer.freeze_starts_at, t.locale, "dateTime") : "";
  return (
    <p
      className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="transfer-blocked"
    >
      {t(`eTicketsWeb.transfer.reason.${transfer.blocked_by}`, { time })}
    </p>
  );
}

/**
 * Transfer by e-mail: enter the address, confirm (the old QR stops working at once and
 * it cannot be undone), then the result. The server enforces the organiser's switch and freeze; the
 * page only explains them.
 */
export function TransferPanel({
  ticket,
  viewerEmail,
  onTransferred,
}: {
  ticket: ETicketDetail;
  viewerEmail: string;
  onTransferred: () => void;
}) {
  const t = useT();
  const api = useApi();
  const href = useRouteHref();
  const [step, setStep] = useState<Step>({ name: "form" });
  // The transfer's body, and not to oneself: that check needs the holder's own address.
  const schema = useMemo(
    () =>
      transferBodySchema.refine((body) => body.email !== normalizeEmail(viewerEmail), {
        path: ["email"],
        error: t("eTicketsWeb.transfer.sameEmail"),
      }),
    [viewerEmail, t],
  );
  const form = useSchemaForm(schema, { email: "" });
  const [busy, setBusy] = useState(false);
  const allowed = ticket.transfer.allowed;

  const review = form.handleSubmit((body) => setStep({ name: "confirm", email: body.email }));

  const send = async (to: string) => {
    setBusy(true);
    try {
      const result = await api.call("transferTicket", {
        params: { ticketId: ticket.id },
        body: { email: to },
      });
      setStep({ name: "done", result });
      onTransferred();
    } catch (failure) {
      setStep({ name: "form" });
      form.setError("email", {
        type: "server",
        message: failure instanceof ApiError ? failure.message : t("errors.network"),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="transfer-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="transfer-panel"
    >
      <h2 id="transfer-heading" className="text-lg font-bold text-slate-900">
        {t("eTicketsWeb.transfer.heading")}
      </h2>
      {step.name === "done" ? (
        <div role="status" className="mt-3 space-y-4">
          <p
            className="rounded-lg bg-emerald-50 px-3 py-2 [overflow-wrap:anywhere] text-emerald-900"
            data-testid="transfer-done"
          >
            {t("eTicketsWeb.transfer.done", { email: step.result.recipient_email })}
          </p>
          <Link to={href("TicketHistory")} className={`${secondary} inline-block`}>
            {t("eTicketsWeb.detail.back")}
          </Link>
        </div>
      ) : step.name === "confirm" ? (
        <div
          role="alertdialog"
          aria-labelledby="transfer-confirm-title"
          aria-describedby="transfer-confirm-body"
          className="mt-3 space-y-4"
        >
          <p id="transfer-confirm-title" className="font-semibold text-slate-900">
            {t("eTicketsWeb.transfer.confirmTitle")}
          </p>
          <p id="transfer-confirm-body" className="[overflow-wrap:anywhere] text-slate-700">
            {t("eTicketsWeb.transfer.confirmBody", { email: step.email })}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primary} disabled={busy} onClick={() => send(step.email)}>
              {t("eTicketsWeb.transfer.confirm")}
            </button>
            <button
              type="button"
              className={secondary}
              disabled={busy}
              onClick={() => setStep({ name: "form" })}
            >
              {t("eTicketsWeb.transfer.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={review} noValidate className="mt-2 space-y-3">
          <p className="text-sm text-slate-600">{t("eTicketsWeb.transfer.body")}</p>
          <TextField
            label={t("eTicketsWeb.transfer.emailLabel")}
            type="email"
            autoComplete="off"
            inputMode="email"
            {...form.register("email")}
            error={form.formState.errors.email?.message}
            disabled={!allowed}
          />
          <button type="submit" className={primary} disabled={!allowed}>
            {t("eTicketsWeb.transfer.submit")}
          </button>
          <BlockedReason transfer={ticket.transfer} />
        </form>
      )}
    </section>
  );
}
