import { useState } from "react";
import { type FieldErrors, type UseFormRegister, type UseFormSetValue, useFieldArray } from "react-hook-form";
import {
  type OrgCatalog,
  type OrgSeatMap,
  type SeatMapBody,
  STAGE_POSITIONS,
  seatMapBodySchema,
} from "#shared/contracts/organizer-catalog.ts";
import {
  generateSeats,
  normaliseSeatLabel,
  type SectionLayout,
  seatMapProblem,
} from "#shared/organizer/seat-map.ts";
import { bodyForm } from "../../forms/body-form.ts";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { useT } from "../../lib/i18n.tsx";
import { useOrganizerApi } from "../organizer-api.ts";
import { CARD, ERROR_TEXT, ORG_BUTTON } from "../ui.ts";
import { CatalogForm, type CatalogScreenProps, useCatalogSave } from "./collection-editor.tsx";
import { SelectField, TextField } from "./form-bits.tsx";

/** A section as the builder holds it: what the API takes, and how many of its seats are sold or held. */
type Section = SeatMapBody["sections"][number] & { sold_or_held: number };
interface SeatValues {
  stage_position: SeatMapBody["stage_position"];
  sections: Section[];
}
type Mode = "blocked" | "wheelchair";

const valuesOf = (map: OrgSeatMap): SeatValues => ({
  stage_position: map.stage_position,
  sections: map.sections,
});

const bodyOf = (values: SeatValues): SeatMapBody => ({
  stage_position: values.stage_position,
  sections: values.sections.map(({ sold_or_held: _soldOrHeld, ...section }) => section),
});

/** The builder's values as the save's body, checked by the API's own schema before it is sent. */
const seatForm = bodyForm(bodyOf, seatMapBodySchema);

const layoutOf = (section: Section): SectionLayout => ({
  rows: section.rows,
  seatsPerRow: section.seats_per_row,
  firstRow: section.first_row,
  firstSeat: section.first_seat,
  blocked: section.blocked,
  wheelchair: section.wheelchair,
});

/** The seat-map builder: sections of rows x seats with a live preview drawn by the shared generator. */
export function SeatsEditor({ orgId, eventId, catalog }: CatalogScreenProps) {
  const t = useT();
  const api = useOrganizerApi();
  const seated = catalog.categories.filter(
    (category) => category.kind === "seated" || category.kind === "general",
  );
  const form = useSchemaForm(seatForm, valuesOf(catalog.seat_map));
  // `key`, not the default `id`: a saved section's own `id` is one of its values.
  const sections = useFieldArray({ control: form.control, name: "sections", keyName: "key" });
  const values = form.watch();
  const [mode, setMode] = useState<Mode>("blocked");
  const save = useCatalogSave(form);
  const firstSeated = catalog.categories.find((c) => c.kind === "seated") ?? seated[0];

  return (
    <CatalogForm
      problemTestId="seat-problem"
      save={save}
      onSubmit={save.submit(async (body) => {
        const saved = await api.call("orgSaveSeatMap", {
          params: { orgId: String(orgId), eventId: String(eventId) },
          body,
        });
        form.reset(valuesOf(saved));
      }, "orgCatalog.messages.seatMapSaved")}
    >
      <div className={`${CARD} grid gap-4 sm:grid-cols-2`}>
        <SelectField
          label={t("orgCatalog.ui.seats.stage")}
          options={STAGE_POSITIONS.map((value) => ({
            value,
            label: t(`orgCatalog.ui.seats.stages.${value}`),
          }))}
          {...form.register("stage_position")}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("orgCatalog.ui.seats.clickMode")}</legend>
          {(["blocked", "wheelchair"] as const).map((value) => (
            <label key={value} className="mr-4 inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="seat-mode"
                className="accent-brand-600"
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {t(`orgCatalog.ui.seats.modes.${value}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {sections.fields.map((field, index) => (
        <SectionCard
          key={field.key}
          section={{ ...field, ...values.sections[index] }}
          index={index}
          stage={values.stage_position}
          mode={mode}
          categories={seated}
          errors={form.formState.errors}
          register={form.register}
          setValue={form.setValue}
          onRemove={() => sections.remove(index)}
        />
      ))}
      {firstSeated ? (
        <button
          type="button"
          className={ORG_BUTTON.secondary}
          onClick={() =>
            sections.append(
              {
                name: `Tribun ${String.fromCharCode(65 + sections.fields.length)}`,
                category_id: firstSeated.id,
                rows: 5,
                seats_per_row: 10,
                first_row: "A",
                first_seat: 1,
                blocked: [],
                wheelchair: [],
                sold_or_held: 0,
              },
              { shouldFocus: false },
            )
          }
        >
          {t("orgCatalog.ui.seats.addSection")}
        </button>
      ) : (
        <p className="text-sm text-slate-700">{t("orgCatalog.ui.seats.noSeated")}</p>
      )}
    </CatalogForm>
  );
}

function SectionCard({
  section,
  index,
  stage,
  mode,
  categories,
  errors,
  register,
  setValue,
  onRemove,
}: {
  section: Section;
  index: number;
  stage: string;
  mode: Mode;
  categories: OrgCatalog["categories"];
  errors: FieldErrors<SeatValues>;
  register: UseFormRegister<SeatValues>;
  setValue: UseFormSetValue<SeatValues>;
  onRemove: () => void;
}) {
  const t = useT();
  const layout = layoutOf(section);
  const problem = seatMapProblem(layout);
  const seats = problem ? [] : generateSeats(layout);
  const byRow = new Map<string, typeof seats>();
  for (const seat of seats) byRow.set(seat.rowLabel, [...(byRow.get(seat.rowLabel) ?? []), seat]);
  const rows = [...byRow.entries()];
  const sectionErrors = errors.sections?.[index];
  const error = sectionErrors?.message ?? sectionErrors?.category_id?.message;
  const toggle = (label: string) => {
    const key = mode === "blocked" ? "blocked" : "wheelchair";
    const other = key === "blocked" ? "wheelchair" : "blocked";
    const list = section[key].map(normaliseSeatLabel);
    setValue(
      `sections.${index}.${key}`,
      list.includes(label) ? list.filter((l) => l !== label) : [...list, label],
    );
    setValue(
      `sections.${index}.${other}`,
      section[other].filter((l) => normaliseSeatLabel(l) !== label),
    );
  };
  const num = (key: "rows" | "seats_per_row" | "first_seat", label: string) => (
    <TextField
      label={label}
      type="number"
      min={1}
      {...register(`sections.${index}.${key}`, { setValueAs: Number })}
    />
  );
  const firstRow = register(`sections.${index}.first_row`);
  const sellable = seats.filter((s) => !s.isBlocked).length;
  const vertical = stage === "left" || stage === "right";
  return (
    <fieldset className={CARD} data-testid="seat-section">
      <legend className="sr-only">{section.name}</legend>
      <div className="grid gap-3 sm:grid-cols-3 desktop:grid-cols-6">
        <TextField
          label={t("orgCatalog.ui.seats.section")}
          error={sectionErrors?.name?.message}
          {...register(`sections.${index}.name`)}
        />
        <SelectField
          label={t("orgCatalog.ui.seats.category")}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          {...register(`sections.${index}.category_id`, { setValueAs: Number })}
        />
        {num("rows", t("orgCatalog.ui.seats.rows"))}
        {num("seats_per_row", t("orgCatalog.ui.seats.perRow"))}
        <TextField
          label={t("orgCatalog.ui.seats.firstRow")}
          maxLength={3}
          {...firstRow}
          onChange={(event) => {
            // Row labels are capitals; the input shows them as they are stored.
            event.target.value = event.target.value.toUpperCase();
            return firstRow.onChange(event);
          }}
        />
        {num("first_seat", t("orgCatalog.ui.seats.firstSeat"))}
      </div>
      {error || problem ? (
        <p className={ERROR_TEXT} role="alert">
          {error ??
            (problem
              ? t(
                  `orgCatalog.errors.seatLayout.${problem.code}`,
                  "max" in problem
                    ? { max: problem.max }
                    : "label" in problem
                      ? { label: problem.label }
                      : {},
                )
              : null)}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-700" data-testid="section-summary">
        {t("orgCatalog.ui.seats.summary", { seats: seats.length, sellable, sold: section.sold_or_held })}
      </p>
      <div
        className={`mt-3 flex gap-2 overflow-x-auto ${vertical ? "flex-row" : "flex-col"} ${stage === "bottom" || stage === "right" ? (vertical ? "flex-row-reverse" : "flex-col-reverse") : ""}`}
      >
        <div
          className={`shrink-0 rounded-md bg-slate-800 text-center text-xs font-semibold uppercase tracking-wide text-white ${vertical ? "flex w-8 items-center justify-center [writing-mode:vertical-rl]" : "px-2 py-1"}`}
        >
          {t("orgCatalog.ui.seats.stageLabel")}
        </div>
        <div className="space-y-1">
          {rows.map(([row, rowSeats]) => (
            <div key={row} className="flex items-center gap-1">
              <span className="w-8 shrink-0 text-right text-xs font-semibold text-slate-700">{row}</span>
              {rowSeats.map((seat) => {
                const label = `${seat.rowLabel}${seat.seatNumber}`;
                return (
                  <button
                    key={label}
                    type="button"
                    aria-pressed={seat.isBlocked || seat.isWheelchair}
                    aria-label={`${t("orgCatalog.ui.seats.seatLabel", { label })}${seat.isBlocked ? `, ${t("orgCatalog.ui.seats.legendBlocked")}` : seat.isWheelchair ? `, ${t("orgCatalog.ui.seats.legendWheelchair")}` : ""}`}
                    title={label}
                    onClick={() => toggle(label)}
                    className={`grid size-6 shrink-0 place-items-center rounded text-[10px] font-bold ${
                      seat.isBlocked
                        ? "bg-slate-400 text-slate-900"
                        : seat.isWheelchair
                          ? "bg-sky-700 text-white"
                          : "bg-emerald-100 text-emerald-900 ring-1 ring-emerald-700"
                    }`}
                  >
                    {seat.isWheelchair ? "♿" : seat.isBlocked ? "×" : ""}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-4 text-xs text-slate-700">
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded bg-emerald-100 ring-1 ring-emerald-700" />{" "}
          {t("orgCatalog.ui.seats.legendAvailable")}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded bg-slate-400" />{" "}
          {t("orgCatalog.ui.seats.legendBlocked")}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded bg-sky-700" />{" "}
          {t("orgCatalog.ui.seats.legendWheelchair")}
        </li>
      </ul>
      <div className="mt-3">
        <button type="button" className={ORG_BUTTON.danger} onClick={onRemove}>
          {t("orgCatalog.ui.seats.removeSection")}
          <span className="sr-only"> {section.name}</span>
        </button>
      </div>
    </fieldset>
  );
}
