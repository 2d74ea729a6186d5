import { useId, useState } from "react";
import { type CancelPreview, cancelEventBodySchema, type OrgEvent } from "#shared/contracts/organizer.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { CancelEventDialog } from "./cancel-event-dialog.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, FIELD, LABEL, ORG_BUTTON, SECTION_TITLE } from "./ui.ts";

/**
 * Publish, back to draft, cancel with a reason; a refusal lists what is missing, in the page's language.
 * Cancelling first reads what would follow from the server and asks in a dialog (CancelEventDialog).
 */
export function LifecyclePanel({
  event,
  canEdit,
  onChanged,
}: {
  event: OrgEvent;
  canEdit: boolean;
  onChanged: (event: OrgEvent) => void;
}) {
  const t = useT();
  const href = useRouteHref();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const reasonId = useId();
  const cancel = useSchemaForm(cancelEventBodySchema, { reason: "" });
  const reason = cancel.watch("reason");
  const [problem, setProblem] = useState<{ message: string; items: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  /** The cancel's preview is being read. */
  const [checking, setChecking] = useState(false);
  /** What cancelling would do, read for the dialog (open while set), and the reason it was asked with. */
  const [cancelAsk, setCancelAsk] = useState<{ preview: CancelPreview; reason: string } | null>(null);
  const params = { orgId: String(event.organizationId), eventId: String(event.id) };
  async function run(action: () => Promise<OrgEvent>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      const next = await action();
      onChanged(next);
      snackbar.show("success", done);
    } catch (error) {
      if (error instanceof ApiError)
        setProblem({ message: error.message, items: Object.values(error.fields ?? {}) });
    } finally {
      setBusy(false);
    }
  }
  async function askToCancel(reasonText: string) {
    setBusy(true);
    setChecking(true);
    setProblem(null);
    try {
      const preview = await api.call("cancelEventPreview", { params });
      setCancelAsk({ preview, reason: reasonText });
    } catch (error) {
      if (error instanceof ApiError) setProblem({ message: error.message, items: [] });
    } finally {
      setBusy(false);
      setChecking(false);
    }
  }
  async function confirmCancel() {
    if (!cancelAsk) return;
    const body = { reason: cancelAsk.reason };
    await run(() => api.call("cancelEvent", { params, body }), t("organizer.messages.eventCancelled"));
    setCancelAsk(null);
  }
  return (
    <section className={`${CARD} space-y-3`} data-testid="lifecycle">
      <h2 className={SECTION_TITLE}>{t("organizer.eventForm.lifecycle")}</h2>
      {event.stage === "cancelled" && event.cancelReason ? (
        <p className="text-sm text-red-900">
          {t("organizer.eventForm.cancelledNotice", { reason: event.cancelReason })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canEdit && event.lifecycle === "draft" ? (
          <button
            type="button"
            className={ORG_BUTTON.primary}
            disabled={busy}
            data-testid="publish"
            onClick={() => run(() => api.call("publishEvent", { params }), t("organizer.messages.published"))}
          >
            {t("organizer.eventForm.publish")}
          </button>
        ) : null}
        {canEdit && event.lifecycle === "published" ? (
          <button
            type="button"
            className={ORG_BUTTON.secondary}
            disabled={busy}
            onClick={() =>
              run(() => api.call("unpublishEvent", { params }), t("organizer.messages.unpublished"))
            }
          >
            {t("organizer.eventForm.unpublish")}
          </button>
        ) : null}
        {event.lifecycle !== "draft" ? (
          <a
            href={href("EventDetail", { slug: event.slug })}
            className={ORG_BUTTON.secondary}
            data-testid="view-public"
          >
            {t("organizer.eventForm.viewPublic")}
          </a>
        ) : null}
      </div>
      {problem ? (
        <div
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-900"
          data-testid="lifecycle-problem"
        >
          <p className="font-semibold">
            {problem.items.length > 0 ? t("organizer.eventForm.notReady") : problem.message}
          </p>
          {problem.items.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {problem.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {canEdit && event.lifecycle !== "cancelled" ? (
        <form
          className="space-y-2 border-t border-slate-200 pt-3"
          onSubmit={cancel.handleSubmit((body) => askToCancel(body.reason))}
        >
          <label htmlFor={reasonId} className={LABEL}>
            {t("organizer.eventForm.cancelReasonLabel")}
          </label>
          <input id={reasonId} className={FIELD} maxLength={500} {...cancel.register("reason")} />
          <button
            type="submit"
            className={ORG_BUTTON.danger}
            disabled={busy || reason.trim() === ""}
            data-testid="cancel-event"
          >
            {checking
              ? t("organizer.eventForm.cancelDialog.checking")
              : t("organizer.eventForm.cancelConfirm")}
          </button>
        </form>
      ) : null}
      <CancelEventDialog
        eventTitle={event.title}
        reason={cancelAsk?.reason ?? ""}
        preview={cancelAsk?.preview ?? null}
        busy={busy}
        onConfirm={confirmCancel}
        onClose={() => setCancelAsk(null)}
      />
    </section>
  );
}
