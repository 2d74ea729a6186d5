import { type ReactNode, useId, useState } from "react";
import { EVENT_CATEGORIES } from "#shared/contracts/events.ts";
import type { EventFields, OrgEvent } from "#shared/contracts/organizer.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { ImageUploadField } from "./image-upload-field.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, HINT, LABEL, ORG_BUTTON, SECTION_TITLE } from "./ui.ts";
import { fromWibInput, toWibInput } from "./wib-input.ts";

/** A lineup row, with a key of its own so removing one row never shifts another's inputs. */
type Talent = OrgEvent["talents"][number] & { uid: number };
let nextUid = 0;
const withUid = (talent: OrgEvent["talents"][number]): Talent => ({ ...talent, uid: nextUid++ });

interface Draft {
  title: string;
  slug: string;
  kind: EventFields["kind"];
  descriptionHtml: string;
  venueName: string;
  address: string;
  city: string;
  latitude: string;
  longitude: string;
  directionsUrl: string;
  startsAt: string;
  endsAt: string;
  isTentativeDate: boolean;
  tentativeNote: string;
  terms: string;
  seoTitle: string;
  seoDescription: string;
  maxTicketByAccount: string;
  insuranceClaimUrl: string;
  chatGroupUrl: string;
  transfersEnabled: boolean;
  transferFreezeDays: string;
  posterImageId: string | null;
  posterUrl: string | null;
  bannerImageId: string | null;
  bannerUrl: string | null;
  talents: Talent[];
}

function draftOf(event: OrgEvent): Draft {
  return {
    title: event.title,
    slug: event.slug,
    kind: event.kind,
    descriptionHtml: event.descriptionHtml,
    venueName: event.venueName,
    address: event.address,
    city: event.city,
    latitude: event.latitude === null ? "" : String(event.latitude),
    longitude: event.longitude === null ? "" : String(event.longitude),
    directionsUrl: event.directionsUrl ?? "",
    startsAt: toWibInput(event.startsAt),
    endsAt: toWibInput(event.endsAt),
    isTentativeDate: event.isTentativeDate,
    tentativeNote: event.tentativeNote ?? "",
    terms: event.terms,
    seoTitle: event.seoTitle ?? "",
    seoDescription: event.seoDescription ?? "",
    maxTicketByAccount: event.maxTicketByAccount === null ? "" : String(event.maxTicketByAccount),
    insuranceClaimUrl: event.insuranceClaimUrl ?? "",
    chatGroupUrl: event.chatGroupUrl ?? "",
    transfersEnabled: event.transfersEnabled,
    transferFreezeDays: String(event.transferFreezeDays),
    posterImageId: event.posterImageId,
    posterUrl: event.posterImageId ? event.poster : null,
    bannerImageId: event.bannerImageId,
    bannerUrl: null,
    talents: event.talents.map(withUid),
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/** The body of the save: every field, as the API names them (unknown fields would be ignored anyway). */
function bodyOf(draft: Draft) {
  return {
    title: draft.title,
    slug: draft.slug,
    kind: draft.kind,
    descriptionHtml: draft.descriptionHtml,
    venueName: draft.venueName,
    address: draft.address,
    city: draft.city,
    latitude: numberOrNull(draft.latitude),
    longitude: numberOrNull(draft.longitude),
    directionsUrl: orNull(draft.directionsUrl),
    startsAt: fromWibInput(draft.startsAt) ?? draft.startsAt,
    endsAt: fromWibInput(draft.endsAt) ?? draft.endsAt,
    isTentativeDate: draft.isTentativeDate,
    tentativeNote: orNull(draft.tentativeNote),
    terms: draft.terms,
    seoTitle: orNull(draft.seoTitle),
    seoDescription: orNull(draft.seoDescription),
    maxTicketByAccount: numberOrNull(draft.maxTicketByAccount),
    insuranceClaimUrl: orNull(draft.insuranceClaimUrl),
    chatGroupUrl: orNull(draft.chatGroupUrl),
    transfersEnabled: draft.transfersEnabled,
    transferFreezeDays: Number(draft.transferFreezeDays || 0),
    posterImageId: draft.posterImageId,
    bannerImageId: draft.bannerImageId,
    talents: draft.talents
      .filter((talent) => talent.name.trim() !== "")
      .map((talent) => ({ name: talent.name, role: talent.role ?? "", imageId: talent.imageId ?? null })),
  };
}

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const describedBy =
    [error ? `${id}-e` : null, hint ? `${id}-h` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children(id, describedBy)}
      {hint ? (
        <p id={`${id}-h`} className={HINT}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-e`} className={ERROR_TEXT}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${CARD} space-y-4`}>
      <h2 className={SECTION_TITLE}>{title}</h2>
      {children}
    </section>
  );
}

/** Every event field of spec section 3, saved together; the server sanitises and checks it again. */
export function EventEditor({
  event,
  canEdit,
  onSaved,
}: {
  event: OrgEvent;
  canEdit: boolean;
  onSaved: (event: OrgEvent) => void;
}) {
  const t = useT();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<Draft>(() => draftOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (
    key: keyof Draft,
    label: string,
    options: { hint?: string; type?: string; max?: number } = {},
  ) => (
    <Field label={label} error={errors[key]} hint={options.hint}>
      {(id, describedBy) => (
        <input
          id={id}
          name={key}
          type={options.type ?? "text"}
          aria-describedby={describedBy}
          aria-invalid={Boolean(errors[key])}
          className={FIELD}
          value={draft[key] as string}
          maxLength={options.max ?? 500}
          disabled={!canEdit}
          step={options.type === "number" ? "any" : undefined}
          onChange={(change) => set(key, change.target.value as never)}
        />
      )}
    </Field>
  );
  const area = (key: keyof Draft, label: string, hint?: string) => (
    <Field label={label} error={errors[key]} hint={hint}>
      {(id, describedBy) => (
        <textarea
          id={id}
          name={key}
          rows={6}
          aria-describedby={describedBy}
          className={FIELD}
          value={draft[key] as string}
          disabled={!canEdit}
          onChange={(change) => set(key, change.target.value as never)}
        />
      )}
    </Field>
  );
  const check = (key: "isTentativeDate" | "transfersEnabled", label: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        name={key}
        className="h-4 w-4 accent-brand-600"
        checked={draft[key]}
        disabled={!canEdit}
        onChange={(change) => set(key, change.target.checked)}
      />
      {label}
    </label>
  );
  return (
    <form
      className="space-y-5"
      data-testid="event-editor"
      noValidate
      onSubmit={async (submit) => {
        submit.preventDefault();
        setBusy(true);
        setProblem(null);
        setErrors({});
        try {
          const saved = await api.call("updateEvent", {
            params: { orgId: String(event.organizationId), eventId: String(event.id) },
            body: bodyOf(draft),
          });
          setDraft(draftOf(saved));
          onSaved(saved);
          snackbar.show("success", t("organizer.messages.saved"));
        } catch (error) {
          if (error instanceof ApiError) {
            setProblem(error.message);
            setErrors(error.fields ?? {});
          }
        } finally {
          setBusy(false);
        }
      }}
    >
      <Section title={t("organizer.eventForm.basics")}>
        {text("title", t("organizer.eventForm.titleLabel"), { max: 160 })}
        {text("slug", t("organizer.eventForm.slugLabel"), {
          max: 160,
          hint: event.slugLocked
            ? t("organizer.eventForm.slugHintPublished")
            : t("organizer.eventForm.slugHintDraft", { slug: draft.slug }),
        })}
        <Field label={t("organizer.eventForm.kindLabel")} error={errors.kind}>
          {(id) => (
            <select
              id={id}
              name="kind"
              className={FIELD}
              value={draft.kind}
              disabled={!canEdit}
              onChange={(change) => set("kind", change.target.value as Draft["kind"])}
            >
              {EVENT_CATEGORIES.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`events.category.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {area(
          "descriptionHtml",
          t("organizer.eventForm.descriptionLabel"),
          t("organizer.eventForm.descriptionHint"),
        )}
      </Section>

      <Section title={t("organizer.eventForm.images")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ImageUploadField
            orgId={event.organizationId}
            kind="poster"
            label={t("organizer.eventForm.posterLabel")}
            previewUrl={draft.posterUrl}
            testId="poster-upload"
            onUploaded={(image) => setDraft((d) => ({ ...d, posterImageId: image.id, posterUrl: image.url }))}
            onRemove={() => setDraft((d) => ({ ...d, posterImageId: null, posterUrl: null }))}
          />
          <ImageUploadField
            orgId={event.organizationId}
            kind="banner"
            label={t("organizer.eventForm.bannerLabel")}
            previewUrl={
              draft.bannerUrl ?? (draft.bannerImageId ? `/media/u/${draft.bannerImageId}-480.jpg` : null)
            }
            onUploaded={(image) => setDraft((d) => ({ ...d, bannerImageId: image.id, bannerUrl: image.url }))}
            onRemove={() => setDraft((d) => ({ ...d, bannerImageId: null, bannerUrl: null }))}
          />
        </div>
      </Section>

      <Section title={t("organizer.eventForm.lineup")}>
        <ul className="space-y-4">
          {draft.talents.map((talent, index) => (
            <li
              key={talent.uid}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
            >
              <Field label={t("organizer.eventForm.talentName")}>
                {(id) => (
                  <input
                    id={id}
                    className={FIELD}
                    value={talent.name}
                    maxLength={120}
                    disabled={!canEdit}
                    onChange={(change) =>
                      set(
                        "talents",
                        draft.talents.map((x, i) => (i === index ? { ...x, name: change.target.value } : x)),
                      )
                    }
                  />
                )}
              </Field>
              <Field label={t("organizer.eventForm.talentRole")}>
                {(id) => (
                  <input
                    id={id}
                    className={FIELD}
                    value={talent.role ?? ""}
                    maxLength={80}
                    disabled={!canEdit}
                    onChange={(change) =>
                      set(
                        "talents",
                        draft.talents.map((x, i) => (i === index ? { ...x, role: change.target.value } : x)),
                      )
                    }
                  />
                )}
              </Field>
              <button
                type="button"
                className={`${ORG_BUTTON.danger} self-end`}
                disabled={!canEdit}
                onClick={() =>
                  set(
                    "talents",
                    draft.talents.filter((_, i) => i !== index),
                  )
                }
              >
                {t("organizer.eventForm.removeTalent")}
              </button>
              <div className="sm:col-span-3">
                <ImageUploadField
                  orgId={event.organizationId}
                  kind="talent"
                  label={t("organizer.eventForm.talentPhoto")}
                  previewUrl={talent.imageUrl}
                  onUploaded={(image) =>
                    set(
                      "talents",
                      draft.talents.map((x, i) =>
                        i === index ? { ...x, imageId: image.id, imageUrl: image.url } : x,
                      ),
                    )
                  }
                />
              </div>
            </li>
          ))}
        </ul>
        {canEdit ? (
          <button
            type="button"
            className={ORG_BUTTON.secondary}
            onClick={() =>
              set("talents", [
                ...draft.talents,
                withUid({ name: "", role: "", imageId: null, imageUrl: null }),
              ])
            }
          >
            {t("organizer.eventForm.addTalent")}
          </button>
        ) : null}
      </Section>

      <Section title={t("organizer.eventForm.place")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("venueName", t("organizer.eventForm.venueLabel"), { max: 160 })}
          {text("city", t("organizer.eventForm.cityLabel"), { max: 80 })}
        </div>
        {text("address", t("organizer.eventForm.addressLabel"))}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("latitude", t("organizer.eventForm.latitudeLabel"), { type: "number" })}
          {text("longitude", t("organizer.eventForm.longitudeLabel"), { type: "number" })}
        </div>
        {text("directionsUrl", t("organizer.eventForm.directionsLabel"), { type: "url" })}
      </Section>

      <Section title={t("organizer.eventForm.schedule")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("startsAt", t("organizer.eventForm.startsLabel"), { type: "datetime-local" })}
          {text("endsAt", t("organizer.eventForm.endsLabel"), { type: "datetime-local" })}
        </div>
        {check("isTentativeDate", t("organizer.eventForm.tentativeLabel"))}
        {draft.isTentativeDate
          ? text("tentativeNote", t("organizer.eventForm.tentativeNoteLabel"), { max: 200 })
          : null}
      </Section>

      <Section title={t("organizer.eventForm.rules")}>
        {text("maxTicketByAccount", t("organizer.eventForm.maxPerAccountLabel"), { type: "number" })}
        {check("transfersEnabled", t("organizer.eventForm.transfersLabel"))}
        {text("transferFreezeDays", t("organizer.eventForm.freezeLabel"), { type: "number" })}
        {text("insuranceClaimUrl", t("organizer.eventForm.insuranceLabel"), { type: "url" })}
        {text("chatGroupUrl", t("organizer.eventForm.chatGroupLabel"), { type: "url" })}
        {area("terms", t("organizer.eventForm.termsLabel"))}
      </Section>

      <Section title={t("organizer.eventForm.seo")}>
        {text("seoTitle", t("organizer.eventForm.seoTitleLabel"), { max: 160 })}
        {text("seoDescription", t("organizer.eventForm.seoDescriptionLabel"), { max: 320 })}
      </Section>

      {problem ? (
        <p role="alert" className={`${CARD} border-red-300 text-red-900`}>
          {problem}
        </p>
      ) : null}
      {canEdit ? (
        <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 lg:mx-0 lg:rounded-2xl lg:border">
          <button type="submit" className={ORG_BUTTON.primary} disabled={busy} data-testid="save-event">
            {busy ? t("organizer.eventForm.saving") : t("organizer.eventForm.save")}
          </button>
        </div>
      ) : null}
    </form>
  );
}
