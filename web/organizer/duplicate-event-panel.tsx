import { useState } from "react";
import { useNavigate } from "react-router";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { ApiError } from "../lib/api-client.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, HINT, ORG_BUTTON } from "./ui.ts";

/**
 * "Duplicate as draft" (owners and admins): the server copies the event's settings, ticket categories,
 * seat map, visitor form and vouchers into a new draft, nothing sold; the organiser lands on its editor.
 */
export function DuplicateEventPanel({ event }: { event: OrgEvent }) {
  const t = useT();
  const href = useRouteHref();
  const api = useOrganizerApi();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function duplicate() {
    setBusy(true);
    setProblem(null);
    try {
      const orgId = String(event.organizationId);
      const copy = await api.call("duplicateEvent", { params: { orgId, eventId: String(event.id) } });
      snackbar.show("success", t("organizer.messages.eventDuplicated"));
      navigate(href("OrganizerEventDetails", { orgId, eventId: String(copy.id) }));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t("errors.network"));
      setBusy(false);
    }
  }
  return (
    <section className={`${CARD} mt-5 space-y-3`} data-testid="duplicate-event">
      <p className={HINT}>{t("organizer.eventForm.duplicateHint")}</p>
      <button
        type="button"
        className={`${ORG_BUTTON.secondary} w-full`}
        disabled={busy}
        onClick={duplicate}
        data-testid="duplicate-event-button"
      >
        {busy ? t("organizer.eventForm.duplicating") : t("organizer.eventForm.duplicate")}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
