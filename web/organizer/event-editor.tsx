import { lazy, Suspense, useEffect, useState } from "react";
import { EVENT_CATEGORIES } from "#shared/contracts/events.ts";
import { EVENT_TEXT_LIMITS, type OrgEvent, updateEventBodySchema } from "#shared/contracts/organizer.ts";
import { formatRupiah } from "#shared/format/money.ts";
import {
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
import { bodyOf, draftOf, type Talent, type TextKey } from "./event-draft.ts";
import { Field, Section } from "./event-form-parts.tsx";
import { LineupRows } from "./event-lineup.tsx";
import { ImageUploadField } from "./image-upload-field.tsx";
import { useOverLimitMessage } from "./length-limit.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, FIELD, HINT, LABEL, ORG_BUTTON } from "./ui.ts";

/** The description's editor, on a chunk of its own: fetched only once the event editor is on screen. */
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

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
        <LineupRows
          orgId={event.organizationId}
          talents={draft.talents}
          setTalents={setTalents}
          canEdit={canEdit}
        />
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
