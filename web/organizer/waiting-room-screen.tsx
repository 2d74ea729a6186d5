import { type InputHTMLAttributes, useId, useState } from "react";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { type OrgWaitingRoom, orgWaitingRoomBodySchema } from "#shared/contracts/organizer-waiting-room.ts";
import { TOKEN_MINUTES_DEFAULT } from "#shared/contracts/waiting-room.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { bodyForm } from "../forms/body-form.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { EventHeader } from "./event-header.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { ResalePanel } from "./resale-panel.tsx";
import { CARD, ERROR_TEXT, FIELD, HINT, LABEL, ORG_BUTTON, SECTION_TITLE } from "./ui.ts";
import { WaitingListPanel } from "./waiting-list-panel.tsx";
import { fromWibInput, toWibInput } from "./wib-input.ts";
import { useCurrentOrganization } from "./workspace-data.ts";

/** The settings as the inputs hold them: times in WIB as typed, numbers as text. */
type RoomDraft = {
  enabled: boolean;
  opens_at: string;
  admit_per_minute: string;
  token_minutes: string;
  require_verified_email: boolean;
  require_account_before: string;
  proof_of_work: boolean;
};

/** A whole number as typed (digits only: "1e3" or "12.5" is no count); NaN otherwise. */
const wholeNumber = (text: string) => (/^[0-9]{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const roomForm = bodyForm(
  (draft: RoomDraft) => ({
    enabled: draft.enabled,
    // A blank or unfinished time is no instant: the schema refuses it, and the page says what it takes.
    opens_at: fromWibInput(draft.opens_at) ?? "",
    admit_per_minute: wholeNumber(draft.admit_per_minute),
    token_minutes: wholeNumber(draft.token_minutes),
    require_verified_email: draft.require_verified_email,
    // Empty: any account. The server refuses a cut-off later than a few minutes from now.
    require_account_before: draft.require_account_before
      ? (fromWibInput(draft.require_account_before) ?? draft.require_account_before)
      : null,
    proof_of_work: draft.proof_of_work,
  }),
  orgWaitingRoomBodySchema,
);

/** The page says what each setting takes, whichever rule a value breaks. */
const ROOM_MESSAGES = {
  opens_at: "organizer.waitingRoom.errors.opensAtRequired",
  admit_per_minute: "organizer.waitingRoom.errors.rate",
  token_minutes: "organizer.waitingRoom.errors.tokenMinutes",
} as const;

/** One labelled setting with its hint and, after a refused save, its error. */
function SettingField(props: {
  label: string;
  hint: string;
  error: string | undefined;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "disabled"> & { value: string };
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {props.label}
      </label>
      <input
        {...props.input}
        id={id}
        className={FIELD}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={HINT}>
        {props.hint}
      </p>
      {props.error ? (
        <p id={`${id}-error`} className={ERROR_TEXT}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** One labelled switch with its hint (the join rules, the proof of work). */
function CheckboxField(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  testId: string;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className={LABEL}>
          {props.label}
        </label>
        <p id={`${id}-hint`} className={HINT}>
          {props.hint}
        </p>
      </div>
    </div>
  );
}

/**
 * The event's waiting room: owners and admins switch it on with the sale's opening
 * and the admissions a minute; everyone in the office sees the line as it stands. The server enforces
 * it on every checkout; this screen only sets it.
 */
export function WaitingRoomScreen({ event, initial }: { event: OrgEvent; initial: OrgWaitingRoom }) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const org = useCurrentOrganization(String(event.organizationId));
  const canEdit = (org?.role === "owner" || org?.role === "admin") && event.lifecycle !== "cancelled";
  const [room, setRoom] = useState(initial);
  const form = useSchemaForm(
    roomForm,
    {
      enabled: initial.enabled,
      opens_at: initial.opens_at ? toWibInput(initial.opens_at) : "",
      admit_per_minute: String(initial.admit_per_minute || 600),
      token_minutes: String(initial.token_minutes || TOKEN_MINUTES_DEFAULT),
      require_verified_email: initial.require_verified_email,
      require_account_before: initial.require_account_before
        ? toWibInput(initial.require_account_before)
        : "",
      proof_of_work: initial.proof_of_work,
    },
    { messages: ROOM_MESSAGES },
  );
  const { errors } = form.formState;
  const values = form.watch();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const enabledId = useId();

  const save = form.handleSubmit(
    async (body) => {
      setProblem(null);
      setSaving(true);
      try {
        const saved = await api.call("saveOrgWaitingRoom", {
          params: { orgId: String(event.organizationId), eventId: String(event.id) },
          body,
        });
        setRoom(saved);
        snackbar.show("success", t("organizer.waitingRoom.saved"));
      } catch (error) {
        setProblem(showApiFailure(form.setError, error));
      } finally {
        setSaving(false);
      }
    },
    () => setProblem(null),
  );

  const figure = (label: string, value: string, testId: string) => (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );

  return (
    <div className="space-y-5">
      <EventHeader event={event} heading={t("organizer.waitingRoom.tab")} />
      <p className="max-w-3xl text-sm text-slate-700">{t("organizer.waitingRoom.intro")}</p>
      {room.auto_enabled_at ? (
        <p className={`${CARD} border-amber-300 text-amber-900`} data-testid="waiting-room-auto">
          {t("organizer.waitingRoom.autoEnabled", {
            time: formatWib(room.auto_enabled_at, locale, "dateTime"),
          })}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className={`${CARD} border-red-300 text-red-900`}>
          {problem}
        </p>
      ) : null}
      <section className={CARD} aria-labelledby="waiting-room-line">
        <h2 id="waiting-room-line" className={SECTION_TITLE}>
          {t("organizer.waitingRoom.line")}
        </h2>
        <dl className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-4">
          {figure(
            t("organizer.waitingRoom.inLine"),
            room.line.in_line.toLocaleString(locale),
            "waiting-room-in-line",
          )}
          {figure(
            t("organizer.waitingRoom.admitted"),
            room.line.admitted.toLocaleString(locale),
            "waiting-room-admitted",
          )}
          {figure(
            t("organizer.waitingRoom.drawn"),
            room.line.opened ? t("organizer.waitingRoom.drawnYes") : t("organizer.waitingRoom.notDrawn"),
            "waiting-room-drawn",
          )}
        </dl>
      </section>
      <form
        className={`${CARD} max-w-2xl space-y-4`}
        noValidate
        data-testid="waiting-room-form"
        onSubmit={save}
      >
        {canEdit ? null : <p className={HINT}>{t("organizer.waitingRoom.readOnly")}</p>}
        <div className="flex items-start gap-3">
          <input
            id={enabledId}
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0"
            checked={values.enabled}
            disabled={!canEdit}
            aria-describedby={`${enabledId}-hint`}
            onChange={(e) => form.setValue("enabled", e.target.checked)}
          />
          <div>
            <label htmlFor={enabledId} className={LABEL}>
              {t("organizer.waitingRoom.enabled")}
            </label>
            <p id={`${enabledId}-hint`} className={HINT}>
              {t("organizer.waitingRoom.enabledHint")}
            </p>
          </div>
        </div>
        <SettingField
          label={t("organizer.waitingRoom.opensAt")}
          hint={t("organizer.waitingRoom.opensAtHint")}
          error={errors.opens_at?.message}
          input={{ type: "datetime-local", value: values.opens_at, disabled: !canEdit }}
          onChange={(opensAt) => form.setValue("opens_at", opensAt)}
        />
        <SettingField
          label={t("organizer.waitingRoom.admitPerMinute")}
          hint={t("organizer.waitingRoom.admitPerMinuteHint")}
          error={errors.admit_per_minute?.message}
          input={{ inputMode: "numeric", value: values.admit_per_minute, disabled: !canEdit }}
          onChange={(rate) => form.setValue("admit_per_minute", rate)}
        />
        <SettingField
          label={t("organizer.waitingRoom.tokenMinutes")}
          hint={t("organizer.waitingRoom.tokenMinutesHint")}
          error={errors.token_minutes?.message}
          input={{ inputMode: "numeric", value: values.token_minutes, disabled: !canEdit }}
          onChange={(minutes) => form.setValue("token_minutes", minutes)}
        />
        <fieldset className="space-y-4 border-t border-slate-200">
          <legend className="text-base font-semibold text-slate-900">
            {t("organizer.waitingRoom.joinRules")}
          </legend>
          <CheckboxField
            label={t("organizer.waitingRoom.requireVerifiedEmail")}
            hint={t("organizer.waitingRoom.requireVerifiedEmailHint")}
            checked={values.require_verified_email}
            disabled={!canEdit}
            testId="waiting-room-verified-email"
            onChange={(checked) => form.setValue("require_verified_email", checked)}
          />
          <SettingField
            label={t("organizer.waitingRoom.requireAccountBefore")}
            hint={t("organizer.waitingRoom.requireAccountBeforeHint")}
            error={errors.require_account_before?.message}
            input={{ type: "datetime-local", value: values.require_account_before, disabled: !canEdit }}
            onChange={(cutoff) => form.setValue("require_account_before", cutoff)}
          />
          <CheckboxField
            label={t("organizer.waitingRoom.proofOfWork")}
            hint={t("organizer.waitingRoom.proofOfWorkHint")}
            checked={values.proof_of_work}
            disabled={!canEdit}
            testId="waiting-room-proof-of-work"
            onChange={(checked) => form.setValue("proof_of_work", checked)}
          />
        </fieldset>
        {canEdit ? (
          <button type="submit" className={ORG_BUTTON.primary} disabled={saving}>
            {saving ? t("organizer.waitingRoom.saving") : t("organizer.waitingRoom.save")}
          </button>
        ) : null}
      </form>
      <WaitingListPanel event={event} canEdit={canEdit} />
      <ResalePanel event={event} canEdit={canEdit} />
    </div>
  );
}
