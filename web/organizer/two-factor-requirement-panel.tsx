import { useState } from "react";
import { useT } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, ORG_BUTTON } from "./ui.ts";

/** The owner's switch: members without two-factor sign-in are refused in the workspace while it is on. */
export function TwoFactorRequirementPanel({ orgId, initial }: { orgId: number; initial: boolean }) {
  const t = useT();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const [required, setRequired] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const next = await api.call("setTwoFactorRequirement", {
        params: { orgId: String(orgId) },
        body: { required: !required },
      });
      setRequired(next.required);
      snackbar.show("success", t("organizer.messages.saved"));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${CARD} space-y-3`} data-testid="org-two-factor">
      <h2 className="text-lg font-bold text-slate-900">{t("security.orgRequirement.title")}</h2>
      <p className="text-sm text-slate-700">{t("security.orgRequirement.intro")}</p>
      <p className="text-sm font-semibold text-slate-900">
        {t(required ? "security.orgRequirement.on" : "security.orgRequirement.off")}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className={required ? ORG_BUTTON.secondary : ORG_BUTTON.primary}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {t(required ? "security.orgRequirement.turnOff" : "security.orgRequirement.turnOn")}
      </button>
    </section>
  );
}
