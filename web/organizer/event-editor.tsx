import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from "react";
import { EVENT_CATEGORIES } from "#shared/contracts/events.ts";
import {
  EVENT_TEXT_LIMITS,
  type EventFields,
  type OrgEvent,
  TALENT_NAME_MAX,
  TALENT_ROLE_MAX,
  updateEventBodySchema,
} from "#shared/contracts/organizer.ts";
import { formatRupiah } from "#shared/format/money.ts";
import {
  bpsToPercentText,
  PRICE_DISPLAYS,
  type PriceDisplay,
  percentTextToBps,
  splitTax,
  TAX_RATE_BPS_MAX,
} from "#shared/pricing/tax.ts";
import { bodyForm } from "../forms/body-form.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { ImageUploadField } from "./image-upload-field.tsx";
import { LengthCounter, useOverLimitMessage } from "./length-limit.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, HINT, LABEL, ORG_BUTTON, SECTION_TITLE } from "./ui.ts";
import { fromWibInput, toWibInput } from "./wib-input.ts";

/** The description's editor, on a chunk of its own: fetched only once the event editor is on screen. */
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

/** A lineup row, with a key of its own so removing one row never shifts another's inputs. */
type Talent = OrgEvent["talents"][number] & { uid: number };
let nextUid = 0;
const withUid = (talent: OrgEvent["talents"][number]): Talent => ({ ...talent, uid: nextUid++ });

/** The editor's values: the event's fields as its inputs hold them (numbers and times as text). */
type Draft = {
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
  /** The tax rate as a percent ("11", "11,5"); sent as basis points. */
  taxRateBps: string;
  priceDisplay: PriceDisplay;
  posterImageId: string | null;
  posterUrl: string | null;
  bannerImageId: string | null;
  bannerUrl: string | null;
  talents: Talent[];
};

/** The fields typed into a plain text input or text area. */
type TextKey = {
  [Key in keyof Draft]: Draft[Key] extends string ? Key : never;
}[keyof Draft];

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
    taxRateBps: bpsToPercentText(event.taxRateBps),
    priceDisplay: event.priceDisplay,
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
    // Not a percent with at most 2 decimals: NaN, which the schema refuses with the tax rate's message.
    taxRateBps: percentTextToBps(draft.taxRateBps) ?? Number.NaN,
    priceDisplay: draft.priceDisplay,
    posterImageId: draft.posterImageId,
    bannerImageId: draft.bannerImageId,
    talents: draft.talents
      .filter((talent) => talent.name.trim() !== "")
      .map((talent) => ({ name: talent.name, role: talent.role ?? "", imageId: talent.imageId ?? null })),
  };
}

/** Below this share of its limit a long field (an address, a link, a text area) shows no counter. */
const COUNT_FROM = 0.8;

function Field({
  label,
  error,
  hint,
  limit,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  /** The text's limit, counted under the field (always, or once the text nears it). */
  limit?: { value: string; max: number; always?: boolean };
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const counted = limit && (limit.always || limit.value.length >= limit.max * COUNT_FROM) ? limit : null;
  const describedBy =
    [error ? `${id}-e` : null, counted ? `${id}-c` : null, hint ? `${id}-h` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div>
      <label id={`${id}-l`} htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children(id, describedBy)}
      {counted ? <LengthCounter id={`${id}-c`} value={counted.value} max={counted.max} /> : null}
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

const EXAMPLE_PRICE = 100_000;

/** What a Rp 100,000 ticket costs the buyer with the rate and display being typed (as checkout counts it). */
function PriceExample({ taxText, display }: { taxText: string; display: PriceDisplay }) {
  const t = useT();
  const bps = percentTextToBps(taxText);
  if (bps === null || bps > TAX_RATE_BPS_MAX) return null;
  const split = splitTax(EXAMPLE_PRICE, bps, display);
  return (
    <p className={HINT} data-testid="price-example">
      {t("organizer.eventForm.priceExample", {
        price: formatRupiah(EXAMPLE_PRICE, t.locale),
        total: formatRupiah(split.gross, t.locale),
        tax: formatRupiah(split.tax, t.locale),
      })}
    </p>
  );
}

/** The draft as the save's body, checked by the body's own schema before it is sent. */
const eventForm = bodyForm(bodyOf, updateEventBodySchema);

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
  // The talents' row keys are made once, not on every render.
  const [initial] = useState(() => draftOf(event));
  const form = useSchemaForm(eventForm, initial);
  const { errors } = form.formState;
  const draft = form.watch();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setTalents = (talents: Talent[]) => form.setValue("talents", talents);
  const [editorReady, setEditorReady] = useState(false);
  useEffect(() => setEditorReady(true), []);
  const overLimitMessage = useOverLimitMessage();
  // No maxLength on the inputs: a browser cuts a longer paste silently. A text over its limit is
  // counted and refused at once with the schema's own message (the API's, should it get there).
  const limitOf = (key: TextKey, max: number | undefined, always = false) =>
    max === undefined
      ? {}
      : { error: overLimitMessage(draft[key], max), limit: { value: draft[key], max, always } };
  const text = (
    key: TextKey,
    label: string,
    options: { hint?: string; type?: string; max?: number; count?: "always" } = {},
  ) => {
    const { error: overLimit, limit } = limitOf(key, options.max, options.count === "always");
    const error = errors[key]?.message ?? overLimit;
    return (
      <Field label={label} error={error} hint={options.hint} limit={limit}>
        {(id, describedBy) => (
          <input
            id={id}
            type={options.type ?? "text"}
            aria-describedby={describedBy}
            aria-invalid={Boolean(error)}
            className={FIELD}
            disabled={!canEdit}
            step={options.type === "number" ? "any" : undefined}
            {...form.register(key)}
          />
        )}
      </Field>
    );
  };
  const area = (key: TextKey, label: string, max: number, hint?: string) => {
    const { error: overLimit, limit } = limitOf(key, max);
    const error = errors[key]?.message ?? overLimit;
    return (
      <Field label={label} error={error} hint={hint} limit={limit}>
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={6}
            aria-describedby={describedBy}
            aria-invalid={Boolean(error)}
            className={FIELD}
            disabled={!canEdit}
            {...form.register(key)}
          />
        )}
      </Field>
    );
  };
  // The plain field serves the server's render and the moments before the editor's chunk arrives; the
  // editor then takes the same value.
  const description = () => {
    const key = "descriptionHtml";
    const { error: overLimit, limit } = limitOf(key, EVENT_TEXT_LIMITS.descriptionHtml);
    const error = errors[key]?.message ?? overLimit;
    return (
      <Field
        label={t("organizer.eventForm.descriptionLabel")}
        error={error}
        hint={t("organizer.eventForm.descriptionHint")}
        limit={limit}
      >
        {(id, describedBy) => {
          const plain = (
            <textarea
              id={id}
              rows={6}
              aria-describedby={describedBy}
              aria-invalid={Boolean(error)}
              className={FIELD}
              disabled={!canEdit}
              {...form.register(key)}
            />
          );
          if (!editorReady) return plain;
          return (
            <Suspense fallback={plain}>
              <RichTextEditor
                id={id}
                labelledBy={`${id}-l`}
                value={form.getValues(key)}
                onChange={(html) => form.setValue(key, html, { shouldDirty: true })}
                disabled={!canEdit}
                describedBy={describedBy}
                invalid={Boolean(error)}
              />
            </Suspense>
          );
        }}
      </Field>
    );
  };
  const check = (key: "isTentativeDate" | "transfersEnabled", label: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-600"
        disabled={!canEdit}
        {...form.register(key)}
      />
      {label}
    </label>
  );
  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    setProblem(null);
    try {
      const saved = await api.call("updateEvent", {
        params: { orgId: String(event.organizationId), eventId: String(event.id) },
        body,
      });
      form.reset(draftOf(saved));
      onSaved(saved);
      snackbar.show("success", t("organizer.messages.saved"));
    } catch (error) {
      setProblem(showApiFailure(form.setError, error));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form className="space-y-5" data-testid="event-editor" noValidate onSubmit={submit}>
      <Section title={t("organizer.eventForm.basics")}>
        {text("title", t("organizer.eventForm.titleLabel"), {
          max: EVENT_TEXT_LIMITS.title,
          count: "always",
        })}
        {text("slug", t("organizer.eventForm.slugLabel"), {
          max: EVENT_TEXT_LIMITS.slug,
          hint: event.slugLocked
            ? t("organizer.eventForm.slugHintPublished")
            : t("organizer.eventForm.slugHintDraft", { slug: draft.slug }),
        })}
        <Field label={t("organizer.eventForm.kindLabel")} error={errors.kind?.message}>
          {(id) => (
            <select id={id} className={FIELD} disabled={!canEdit} {...form.register("kind")}>
              {EVENT_CATEGORIES.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`events.category.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {description()}
      </Section>

      <Section title={t("organizer.eventForm.images")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ImageUploadField
            orgId={event.organizationId}
            kind="poster"
            label={t("organizer.eventForm.posterLabel")}
            previewUrl={draft.posterUrl}
            testId="poster-upload"
            onUploaded={(image) => {
              form.setValue("posterImageId", image.id);
              form.setValue("posterUrl", image.url);
            }}
            onRemove={() => {
              form.setValue("posterImageId", null);
              form.setValue("posterUrl", null);
            }}
          />
          <ImageUploadField
            orgId={event.organizationId}
            kind="banner"
            label={t("organizer.eventForm.bannerLabel")}
            previewUrl={
              draft.bannerUrl ?? (draft.bannerImageId ? `/media/u/${draft.bannerImageId}-480.jpg` : null)
            }
            onUploaded={(image) => {
              form.setValue("bannerImageId", image.id);
              form.setValue("bannerUrl", image.url);
            }}
            onRemove={() => {
              form.setValue("bannerImageId", null);
              form.setValue("bannerUrl", null);
            }}
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
              <Field
                label={t("organizer.eventForm.talentName")}
                error={overLimitMessage(talent.name, TALENT_NAME_MAX)}
                limit={{ value: talent.name, max: TALENT_NAME_MAX }}
              >
                {(id, describedBy) => (
                  <input
                    id={id}
                    className={FIELD}
                    value={talent.name}
                    aria-describedby={describedBy}
                    aria-invalid={Boolean(overLimitMessage(talent.name, TALENT_NAME_MAX))}
                    disabled={!canEdit}
                    onChange={(change) =>
                      setTalents(
                        draft.talents.map((x, i) => (i === index ? { ...x, name: change.target.value } : x)),
                      )
                    }
                  />
                )}
              </Field>
              <Field
                label={t("organizer.eventForm.talentRole")}
                error={overLimitMessage(talent.role ?? "", TALENT_ROLE_MAX)}
                limit={{ value: talent.role ?? "", max: TALENT_ROLE_MAX }}
              >
                {(id, describedBy) => (
                  <input
                    id={id}
                    className={FIELD}
                    value={talent.role ?? ""}
                    aria-describedby={describedBy}
                    aria-invalid={Boolean(overLimitMessage(talent.role ?? "", TALENT_ROLE_MAX))}
                    disabled={!canEdit}
                    onChange={(change) =>
                      setTalents(
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
                onClick={() => setTalents(draft.talents.filter((_, i) => i !== index))}
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
                    setTalents(
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
              setTalents([...draft.talents, withUid({ name: "", role: "", imageId: null, imageUrl: null })])
            }
          >
            {t("organizer.eventForm.addTalent")}
          </button>
        ) : null}
      </Section>

      <Section title={t("organizer.eventForm.place")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("venueName", t("organizer.eventForm.venueLabel"), { max: EVENT_TEXT_LIMITS.venueName })}
          {text("city", t("organizer.eventForm.cityLabel"), { max: EVENT_TEXT_LIMITS.city })}
        </div>
        {text("address", t("organizer.eventForm.addressLabel"), { max: EVENT_TEXT_LIMITS.address })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("latitude", t("organizer.eventForm.latitudeLabel"), { type: "number" })}
          {text("longitude", t("organizer.eventForm.longitudeLabel"), { type: "number" })}
        </div>
        {text("directionsUrl", t("organizer.eventForm.directionsLabel"), {
          type: "url",
          max: EVENT_TEXT_LIMITS.directionsUrl,
        })}
      </Section>

      <Section title={t("organizer.eventForm.schedule")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("startsAt", t("organizer.eventForm.startsLabel"), { type: "datetime-local" })}
          {text("endsAt", t("organizer.eventForm.endsLabel"), { type: "datetime-local" })}
        </div>
        {check("isTentativeDate", t("organizer.eventForm.tentativeLabel"))}
        {draft.isTentativeDate
          ? text("tentativeNote", t("organizer.eventForm.tentativeNoteLabel"), {
              max: EVENT_TEXT_LIMITS.tentativeNote,
            })
          : null}
      </Section>

      <Section title={t("organizer.eventForm.rules")}>
        {text("maxTicketByAccount", t("organizer.eventForm.maxPerAccountLabel"), { type: "number" })}
        {check("transfersEnabled", t("organizer.eventForm.transfersLabel"))}
        {text("transferFreezeDays", t("organizer.eventForm.freezeLabel"), { type: "number" })}
        {text("insuranceClaimUrl", t("organizer.eventForm.insuranceLabel"), {
          type: "url",
          max: EVENT_TEXT_LIMITS.insuranceClaimUrl,
        })}
        {text("chatGroupUrl", t("organizer.eventForm.chatGroupLabel"), {
          type: "url",
          max: EVENT_TEXT_LIMITS.chatGroupUrl,
        })}
        {area("terms", t("organizer.eventForm.termsLabel"), EVENT_TEXT_LIMITS.terms)}
      </Section>

      <Section title={t("organizer.eventForm.pricing")}>
        <Field
          label={t("organizer.eventForm.taxRateLabel")}
          error={errors.taxRateBps?.message}
          hint={t("organizer.eventForm.taxRateHint")}
        >
          {(id, describedBy) => (
            <input
              id={id}
              type="text"
              inputMode="decimal"
              aria-describedby={describedBy}
              aria-invalid={Boolean(errors.taxRateBps)}
              className={`${FIELD} max-w-40`}
              maxLength={8}
              disabled={!canEdit}
              data-testid="tax-rate"
              {...form.register("taxRateBps")}
            />
          )}
        </Field>
        <fieldset>
          <legend className={LABEL}>{t("organizer.eventForm.priceDisplayLabel")}</legend>
          <div className="mt-1 space-y-2">
            {PRICE_DISPLAYS.map((display) => (
              <label key={display} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  value={display}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                  disabled={!canEdit}
                  data-testid={`price-display-${display}`}
                  {...form.register("priceDisplay")}
                />
                {t(`organizer.eventForm.priceDisplay.${display}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <PriceExample taxText={draft.taxRateBps} display={draft.priceDisplay} />
      </Section>

      <Section title={t("organizer.eventForm.seo")}>
        {text("seoTitle", t("organizer.eventForm.seoTitleLabel"), {
          max: EVENT_TEXT_LIMITS.seoTitle,
          count: "always",
        })}
        {text("seoDescription", t("organizer.eventForm.seoDescriptionLabel"), {
          max: EVENT_TEXT_LIMITS.seoDescription,
          count: "always",
        })}
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
