import { type InputHTMLAttributes, useId, useState } from "react";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import type { OrgWaitingRoom } from "#shared/contracts/organizer-waiting-room.ts";
import { TOKEN_MINUTES_DEFAULT } from "#shared/contracts/waiting-room.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { EventHeader } from "./event-header.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, HINT, LABEL, ORG_BUTTON, SECTION_TITLE } from "./ui.ts";
import { fromWibInput, toWibInput } from "./wib-input.ts";
import { useCurrentOrganization } from "./workspace-data.ts";

type Field = "opens_at" | "admit_per_minute" | "token_minutes" | "require_account_before";

/** Whole numbers in a range, as typed; null when the text is not one. */
function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^[0-9]{1,6}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

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
 * The event's waiting room (issue 19 item 1): owners and admins switch it on with the sale's opening
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
  const [form, setForm] = useState({
    enabled: initial.enabled,
    opensAt: initial.opens_at ? toWibInput(initial.opens_at) : "",
    admitPerMinute: String(initial.admit_per_minute || 600),
    tokenMinutes: String(initial.token_minutes || TOKEN_MINUTES_DEFAULT),
    requireVerifiedEmail: initial.require_verified_email,
    requireAccountBefore: initial.require_account_before ? toWibInput(initial.require_account_before) : "",
    proofOfWork: initial.proof_of_work,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const enabledId = useId();

  async function save() {
    const opensAt = fromWibInput(form.opensAt);
    const rate = wholeIn(form.admitPerMinute, 1, 100_000);
    const minutes = wholeIn(form.tokenMinutes, 1, 1_440);
    const found: Partial<Record<Field, string>> = {};
    if (!opensAt) found.opens_at = t("organizer.waitingRoom.errors.opensAtRequired");
    if (rate === null) found.admit_per_minute = t("organizer.waitingRoom.errors.rate");
    if (minutes === null) found.token_minutes = t("organizer.waitingRoom.errors.tokenMinutes");
    setErrors(found);
    setProblem(null);
    if (!opensAt || rate === null || minutes === null) return;
    setSaving(true);
    try {
      const saved = await api.call("saveOrgWaitingRoom", {
        params: { orgId: String(event.organizationId), eventId: String(event.id) },
        body: {
          enabled: form.enabled,
          opens_at: opensAt,
          admit_per_minute: rate,
          token_minutes: minutes,
          require_verified_email: form.requireVerifiedEmail,
          // Empty: any account. The server refuses a cut-off later than a few minutes from now.
          require_account_before: form.requireAccountBefore
            ? (fromWibInput(form.requireAccountBefore) ?? form.requireAccountBefore)
            : null,
          proof_of_work: form.proofOfWork,
        },
      });
      setRoom(saved);
      snackbar.show("success", t("organizer.waitingRoom.saved"));
    } catch (error) {
      if (error instanceof ApiError) {
        setProblem(error.message);
        setErrors(error.fields ?? {});
      }
    } finally {
      setSaving(false);
    }
  }

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
        onSubmit={(submit) => {
          submit.preventDefault();
          void save();
        }}
      >
        {canEdit ? null : <p className={HINT}>{t("organizer.waitingRoom.readOnly")}</p>}
        <div className="flex items-start gap-3">
          <input
            id={enabledId}
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0"
            checked={form.enabled}
            disabled={!canEdit}
            aria-describedby={`${enabledId}-hint`}
            onChange={(e) => setForm({ ...form, enabled: e.target.checked })}
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
          error={errors.opens_at}
          input={{ type: "datetime-local", value: form.opensAt, disabled: !canEdit }}
          onChange={(opensAt) => setForm({ ...form, opensAt })}
        />
        <SettingField
          label={t("organizer.waitingRoom.admitPerMinute")}
          hint={t("organizer.waitingRoom.admitPerMinuteHint")}
          error={errors.admit_per_minute}
          input={{ inputMode: "numeric", value: form.admitPerMinute, disabled: !canEdit }}
          onChange={(admitPerMinute) => setForm({ ...form, admitPerMinute })}
        />
        <SettingField
          label={t("organizer.waitingRoom.tokenMinutes")}
          hint={t("organizer.waitingRoom.tokenMinutesHint")}
          error={errors.token_minutes}
          input={{ inputMode: "numeric", value: form.tokenMinutes, disabled: !canEdit }}
          onChange={(tokenMinutes) => setForm({ ...form, tokenMinutes })}
        />
        <fieldset className="space-y-4 border-t border-slate-200">
          <legend className="text-base font-semibold text-slate-900">
            {t("organizer.waitingRoom.joinRules")}
          </legend>
          <CheckboxField
            label={t("organizer.waitingRoom.requireVerifiedEmail")}
            hint={t("organizer.waitingRoom.requireVerifiedEmailHint")}
            checked={form.requireVerifiedEmail}
            disabled={!canEdit}
            testId="waiting-room-verified-email"
            onChange={(requireVerifiedEmail) => setForm({ ...form, requireVerifiedEmail })}
          />
          <SettingField
            label={t("organizer.waitingRoom.requireAccountBefore")}
            hint={t("organizer.waitingRoom.requireAccountBeforeHint")}
            error={errors.require_account_before}
            input={{ type: "datetime-local", value: form.requireAccountBefore, disabled: !canEdit }}
            onChange={(requireAccountBefore) => setForm({ ...form, requireAccountBefore })}
          />
          <CheckboxField
            label={t("organizer.waitingRoom.proofOfWork")}
            hint={t("organizer.waitingRoom.proofOfWorkHint")}
            checked={form.proofOfWork}
            disabled={!canEdit}
            testId="waiting-room-proof-of-work"
            onChange={(proofOfWork) => setForm({ ...form, proofOfWork })}
          />
        </fieldset>
        {canEdit ? (
          <button type="submit" className={ORG_BUTTON.primary} disabled={saving}>
            {saving ? t("organizer.waitingRoom.saving") : t("organizer.waitingRoom.save")}
          </button>
        ) : null}
      </form>
    </div>
  );
}
