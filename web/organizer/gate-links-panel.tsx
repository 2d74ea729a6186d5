import { useState } from "react";
import {
  createGateLinkBodySchema,
  type EventGates,
  type GateLink,
} from "#shared/contracts/organizer-gates.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { bodyForm } from "../forms/body-form.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { SelectField, TextField } from "../ui/form-field.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { ScrollRegion } from "./scroll-region.tsx";
import { CARD, ERROR_TEXT, ORG_BUTTON, SECTION_TITLE, TABLE_CELL, TABLE_HEAD_CELL } from "./ui.ts";

type Ids = { orgId: string; eventId: string };

/** A blank device name is no label: the link is then the caller's own phone. */
const gateLinkForm = bodyForm(
  (draft: { label: string }) => (draft.label.trim() ? { label: draft.label } : {}),
  createGateLinkBodySchema,
);

/**
 * The caller makes a check-in link for an open gate (a device name is optional) and sees it once;
 * below, the links they may see (owners and admins: all; gate staff: their own), each revocable.
 */
export function GateLinksPanel({
  ids,
  data,
  reload,
}: {
  ids: Ids;
  data: EventGates;
  reload(): Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const open = data.gates.filter((gate) => !gate.archived);
  const [gateId, setGateId] = useState("");
  const form = useSchemaForm(gateLinkForm, { label: "" });
  const [issued, setIssued] = useState<{ url: string; checkInPath: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = gateId || String(open[0]?.id ?? "");

  const revoke = async (link: GateLink) => {
    setProblem(null);
    try {
      await api.call("revokeGateLink", { params: { ...ids, linkId: link.id } });
      await reload();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t("organizer.gates.revoke"));
    }
  };

  return (
    <section className={`${CARD} space-y-4`} aria-labelledby="gate-links-title">
      <h2 id="gate-links-title" className={SECTION_TITLE}>
        {t("organizer.gates.linksTitle")}
      </h2>
      {open.length === 0 ? (
        <p className="text-sm text-slate-700">{t("organizer.gates.noGates")}</p>
      ) : (
        <form
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          data-testid="new-gate-link"
          noValidate
          onSubmit={form.handleSubmit(async (body) => {
            setBusy(true);
            setProblem(null);
            try {
              const made = await api.call("createGateLink", { params: { ...ids, gateId: chosen }, body });
              const url = new URL(made.url);
              setIssued({ url: made.url, checkInPath: `${url.pathname}${url.hash}` });
              form.reset();
              await reload();
            } catch (error) {
              setProblem(showApiFailure(form.setError, error) ?? t("organizer.gates.createLink"));
            } finally {
              setBusy(false);
            }
          })}
        >
          <SelectField
            label={t("organizer.gates.gateLabel")}
            value={chosen}
            onChange={(event) => setGateId(event.target.value)}
            options={open.map((gate) => ({ value: String(gate.id), label: gate.name }))}
          />
          <TextField
            label={t("organizer.gates.deviceLabel")}
            hint={t("organizer.gates.deviceHint")}
            {...form.register("label")}
            maxLength={60}
            error={form.formState.errors.label?.message}
          />
          <button type="submit" className={ORG_BUTTON.primary} disabled={busy}>
            {t("organizer.gates.createLink")}
          </button>
        </form>
      )}
      {problem ? (
        <p role="alert" className={ERROR_TEXT}>
          {problem}
        </p>
      ) : null}
      {issued ? (
        <div className="space-y-2 rounded-xl bg-brand-50 p-3" data-testid="issued-link">
          <TextField
            label={t("organizer.gates.linkReady")}
            value={issued.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <a className={ORG_BUTTON.secondary} href={issued.checkInPath}>
            {t("organizer.gates.openLink")}
          </a>
        </div>
      ) : null}
      {data.links.length === 0 ? (
        <p className="text-sm text-slate-700">{t("organizer.gates.noLinks")}</p>
      ) : (
        <ScrollRegion>
          <table className="min-w-full divide-y divide-slate-200" data-testid="gate-links">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.gates.gateLabel")}
                </th>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.gates.holder")}
                </th>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.gates.created")}
                </th>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.gates.status")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.links.map((link) => (
                <tr key={link.id} data-testid="gate-link-row">
                  <td className={`${TABLE_CELL} break-words`}>{link.gate_name}</td>
                  <td className={`${TABLE_CELL} break-words`}>
                    {link.mine ? t("organizer.gates.you", { name: link.holder_name }) : link.holder_name}
                    {link.label ? <span className="block text-xs text-slate-600">{link.label}</span> : null}
                  </td>
                  <td className={`${TABLE_CELL} whitespace-nowrap`}>{formatWib(link.created_at, locale)}</td>
                  <td className={TABLE_CELL}>
                    {link.revoked_at ? (
                      <span className="text-slate-600">{t("organizer.gates.revoked")}</span>
                    ) : (
                      <button
                        type="button"
                        className={ORG_BUTTON.danger}
                        aria-label={`${t("organizer.gates.revoke")}: ${link.gate_name}, ${link.label ?? link.holder_name}`}
                        onClick={() => revoke(link)}
                      >
                        {t("organizer.gates.revoke")}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
