import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router";
import {
  createGateBodySchema,
  type EventGates,
  type Gate,
  type GateActivity,
  type UpdateGateBody,
  updateGateBodySchema,
} from "#shared/contracts/organizer-gates.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { TextField } from "../ui/form-field.tsx";
import { GateActivityPanel } from "./gate-activity-panel.tsx";
import { GateLinksPanel } from "./gate-links-panel.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, ERROR_TEXT, ORG_BUTTON, SECTION_TITLE } from "./ui.ts";
import { EventTabs } from "./workspace-nav.tsx";

type Ids = { orgId: string; eventId: string };

/** A rename sends the name alone, as the update's body. */
const renameGateForm = updateGateBodySchema.pick({ name: true });

/** One gate: its name, rename in place, archive or bring back (owners and admins). */
function GateRow({ ids, gate, reload }: { ids: Ids; gate: Gate; reload(): Promise<void> }) {
  const t = useT();
  const api = useOrganizerApi();
  const [editing, setEditing] = useState(false);
  const rename = useSchemaForm(renameGateForm, { name: gate.name });
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (body: UpdateGateBody) => {
    setProblem(null);
    try {
      await api.call("updateGate", { params: { ...ids, gateId: String(gate.id) }, body });
      setEditing(false);
      await reload();
    } catch (error) {
      setProblem(
        error instanceof ApiError ? (error.fields?.name ?? error.message) : t("organizer.gates.save"),
      );
    }
  };
  return (
    <li className="py-3" data-testid="gate-row">
      {editing ? (
        <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={rename.handleSubmit(save)}>
          <div className="min-w-0 flex-1">
            <TextField
              label={t("organizer.gates.nameLabel")}
              {...rename.register("name")}
              maxLength={60}
              error={rename.formState.errors.name?.message ?? problem}
            />
          </div>
          <button type="submit" className={ORG_BUTTON.primary}>
            {t("organizer.gates.save")}
          </button>
          <button type="button" className={ORG_BUTTON.secondary} onClick={() => setEditing(false)}>
            {t("organizer.gates.cancel")}
          </button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 basis-full font-medium break-words text-slate-900 sm:basis-auto sm:flex-1">
            {gate.name}
            {gate.archived ? (
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {t("organizer.gates.archived")}
              </span>
            ) : null}
          </span>
          <button
            type="button"
            className={ORG_BUTTON.secondary}
            aria-label={`${t("organizer.gates.rename")}: ${gate.name}`}
            onClick={() => setEditing(true)}
          >
            {t("organizer.gates.rename")}
          </button>
          <button
            type="button"
            className={gate.archived ? ORG_BUTTON.secondary : ORG_BUTTON.danger}
            aria-label={`${t(gate.archived ? "organizer.gates.restore" : "organizer.gates.archive")}: ${gate.name}`}
            onClick={() => save({ archived: !gate.archived })}
          >
            {t(gate.archived ? "organizer.gates.restore" : "organizer.gates.archive")}
          </button>
          {problem ? <p className={`${ERROR_TEXT} w-full`}>{problem}</p> : null}
        </div>
      )}
    </li>
  );
}

function GatesPanel({ ids, gates, reload }: { ids: Ids; gates: Gate[]; reload(): Promise<void> }) {
  const t = useT();
  const api = useOrganizerApi();
  const form = useSchemaForm(createGateBodySchema, { name: "" });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section className={`${CARD} space-y-3`} aria-labelledby="gates-title">
      <h2 id="gates-title" className={SECTION_TITLE}>
        {t("organizer.gates.gatesTitle")}
      </h2>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        data-testid="new-gate"
        noValidate
        onSubmit={form.handleSubmit(async (body) => {
          setBusy(true);
          setProblem(null);
          try {
            await api.call("createGate", { params: ids, body });
            form.reset();
            await reload();
          } catch (error) {
            setProblem(
              error instanceof ApiError ? (error.fields?.name ?? error.message) : t("organizer.gates.create"),
            );
          } finally {
            setBusy(false);
          }
        })}
      >
        <div className="min-w-0 flex-1">
          <TextField
            label={t("organizer.gates.newGate")}
            placeholder={t("organizer.gates.namePlaceholder")}
            {...form.register("name")}
            maxLength={60}
            error={form.formState.errors.name?.message ?? problem}
          />
        </div>
        <button type="submit" className={ORG_BUTTON.primary} disabled={busy}>
          {t("organizer.gates.create")}
        </button>
      </form>
      {gates.length === 0 ? (
        <p className="text-sm text-slate-700">{t("organizer.gates.noGates")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {gates.map((gate) => (
            <GateRow key={`${gate.id}:${gate.name}:${gate.archived}`} ids={ids} gate={gate} reload={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The event's gates screen. Owners and admins name gates, see every link and the
 * live figures; gate staff make and revoke their own links only.
 */
export function GatesScreen({
  orgId,
  initial,
  activity,
}: {
  orgId: string;
  initial: EventGates;
  activity: GateActivity | null;
}) {
  const t = useT();
  const href = useRouteHref();
  const api = useOrganizerApi();
  const ids = useMemo(() => ({ orgId, eventId: String(initial.event.id) }), [orgId, initial.event.id]);
  const [data, setData] = useState(initial);
  const reload = useCallback(async () => {
    setData(await api.call("eventGates", { params: ids }));
  }, [api, ids]);
  return (
    <div className="space-y-5">
      <div>
        <Link
          to={data.can_manage ? href("OrganizerEvents", { orgId }) : href("OrganizerCheckIn", { orgId })}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          ← {t(data.can_manage ? "organizer.shell.backToEvents" : "organizer.gates.backToDesk")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">{data.event.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("organizer.gates.title")}</p>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          {t(data.can_manage ? "organizer.gates.intro" : "organizer.gates.staffIntro")}
        </p>
        {data.can_manage ? (
          <div className="mt-4">
            <EventTabs orgId={orgId} eventId={ids.eventId} />
          </div>
        ) : null}
      </div>
      {data.can_manage ? <GatesPanel ids={ids} gates={data.gates} reload={reload} /> : null}
      <GateLinksPanel ids={ids} data={data} reload={reload} />
      {activity ? <GateActivityPanel ids={ids} initial={activity} /> : null}
    </div>
  );
}
