import { useMemo, useState } from "react";
import type { OrgCatalog, SeatMapBody } from "#shared/contracts/organizer-catalog.ts";
import { STAGE_POSITIONS } from "#shared/contracts/organizer-catalog.ts";
import {
  generateSeats,
  normaliseSeatLabel,
  type SectionLayout,
  seatMapProblem,
} from "#shared/organizer/seat-map.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n.tsx";
import { useSnackbar } from "../../ui/snackbar.tsx";
import { useOrganizerApi } from "../organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, ORG_BUTTON } from "../ui.ts";
import { Labelled } from "./form-bits.tsx";

type Section = SeatMapBody["sections"][number] & { soldOrHeld: number; uid: number };
let nextUid = 0;
type Mode = "blocked" | "wheelchair";

const layoutOf = (section: Section): SectionLayout => ({
  rows: section.rows,
  seatsPerRow: section.seats_per_row,
  firstRow: section.first_row,
  firstSeat: section.first_seat,
  blocked: section.blocked,
  wheelchair: section.wheelchair,
});

/** The seat-map builder: sections of rows x seats with a live preview drawn by the shared generator. */
export function SeatsEditor({
  orgId,
  eventId,
  catalog,
}: {
  orgId: number;
  eventId: number;
  catalog: OrgCatalog;
}) {
  const t = useT();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const seated = catalog.categories.filter(
    (category) => category.kind === "seated" || category.kind === "general",
  );
  const [stage, setStage] = useState(catalog.seat_map.stage_position);
  const [sections, setSections] = useState<Section[]>(
    catalog.seat_map.sections.map((s) => ({ ...s, soldOrHeld: s.sold_or_held, uid: nextUid++ })),
  );
  const [mode, setMode] = useState<Mode>("blocked");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (uid: number, patch: Partial<Section>) =>
    setSections((list) => list.map((s) => (s.uid === uid ? { ...s, ...patch } : s)));
  const firstSeated = catalog.categories.find((c) => c.kind === "seated") ?? seated[0];

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={async (submit) => {
        submit.preventDefault();
        setBusy(true);
        setProblem(null);
        setErrors({});
        try {
          const saved = await api.call("orgSaveSeatMap", {
            params: { orgId: String(orgId), eventId: String(eventId) },
            body: {
              stage_position: stage,
              sections: sections.map(({ soldOrHeld: _s, uid: _u, ...section }) => section),
            },
          });
          setSections(saved.sections.map((s) => ({ ...s, soldOrHeld: s.sold_or_held, uid: nextUid++ })));
          snackbar.show("success", t("orgCatalog.messages.seatMapSaved"));
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
      {problem ? (
        <p role="alert" className={ERROR_TEXT} data-testid="seat-problem">
          {problem}
        </p>
      ) : null}
      <div className={`${CARD} grid gap-4 sm:grid-cols-2`}>
        <Labelled label={t("orgCatalog.ui.seats.stage")}>
          {(props) => (
            <select
              {...props}
              className={FIELD}
              value={stage}
              onChange={(e) => setStage(e.target.value as typeof stage)}
            >
              {STAGE_POSITIONS.map((position) => (
                <option key={position} value={position}>
                  {t(`orgCatalog.ui.seats.stages.${position}`)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
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
      {sections.map((section, index) => (
        <SectionCard
          key={section.uid}
          section={section}
          index={index}
          stage={stage}
          mode={mode}
          categories={seated}
          error={errors[`sections.${index}`] ?? errors[`sections.${index}.category_id`]}
          onChange={(patch) => update(section.uid, patch)}
          onRemove={() => setSections((list) => list.filter((s) => s.uid !== section.uid))}
        />
      ))}
      {firstSeated ? (
        <button
          type="button"
          className={ORG_BUTTON.secondary}
          onClick={() =>
            setSections((list) => [
              ...list,
              {
                uid: nextUid++,
                name: `Tribun ${String.fromCharCode(65 + list.length)}`,
                category_id: firstSeated.id,
                rows: 5,
                seats_per_row: 10,
                first_row: "A",
                first_seat: 1,
                blocked: [],
                wheelchair: [],
                soldOrHeld: 0,
              },
            ])
          }
        >
          {t("orgCatalog.ui.seats.addSection")}
        </button>
      ) : (
        <p className="text-sm text-slate-700">{t("orgCatalog.ui.seats.noSeated")}</p>
      )}
      <div>
        <button type="submit" className={ORG_BUTTON.primary} disabled={busy}>
          {busy ? t("orgCatalog.ui.saving") : t("orgCatalog.ui.save")}
        </button>
      </div>
    </form>
  );
}

function SectionCard({
  section,
  index,
  stage,
  mode,
  categories,
  error,
  onChange,
  onRemove,
}: {
  section: Section;
  index: number;
  stage: string;
  mode: Mode;
  categories: OrgCatalog["categories"];
  error: string | undefined;
  onChange: (patch: Partial<Section>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const layout = layoutOf(section);
  const problem = seatMapProblem(layout);
  const seats = useMemo(() => (problem ? [] : generateSeats(layout)), [problem, layout]);
  const rows = useMemo(() => {
    const byRow = new Map<string, typeof seats>();
    for (const seat of seats) byRow.set(seat.rowLabel, [...(byRow.get(seat.rowLabel) ?? []), seat]);
    return [...byRow.entries()];
  }, [seats]);
  const toggle = (label: string) => {
    const key = mode === "blocked" ? "blocked" : "wheelchair";
    const other = key === "blocked" ? "wheelchair" : "blocked";
    const list = section[key].map(normaliseSeatLabel);
    const next = list.includes(label) ? list.filter((l) => l !== label) : [...list, label];
    onChange({ [key]: next, [other]: section[other].filter((l) => normaliseSeatLabel(l) !== label) });
  };
  const num = (key: "rows" | "seats_per_row" | "first_seat", label: string) => (
    <Labelled label={label}>
      {(props) => (
        <input
          {...props}
          type="number"
          min={1}
          className={FIELD}
          value={section[key]}
          onChange={(e) => onChange({ [key]: Number(e.target.value) })}
        />
      )}
    </Labelled>
  );
  const sellable = seats.filter((s) => !s.isBlocked).length;
  const vertical = stage === "left" || stage === "right";
  return (
    <fieldset className={CARD} data-testid="seat-section">
      <legend className="sr-only">{section.name}</legend>
      <div className="grid gap-3 sm:grid-cols-3 desktop:grid-cols-6">
        <Labelled label={t("orgCatalog.ui.seats.section")}>
          {(props) => (
            <input
              {...props}
              className={FIELD}
              value={section.name}
              onChange={(e) => onChange({ name: e.target.value })}
            />
          )}
        </Labelled>
        <Labelled label={t("orgCatalog.ui.seats.category")}>
          {(props) => (
            <select
              {...props}
              className={FIELD}
              value={section.category_id}
              onChange={(e) => onChange({ category_id: Number(e.target.value) })}
            >
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        {num("rows", t("orgCatalog.ui.seats.rows"))}
        {num("seats_per_row", t("orgCatalog.ui.seats.perRow"))}
        <Labelled label={t("orgCatalog.ui.seats.firstRow")}>
          {(props) => (
            <input
              {...props}
              className={FIELD}
              maxLength={3}
              value={section.first_row}
              onChange={(e) => onChange({ first_row: e.target.value.toUpperCase() })}
            />
          )}
        </Labelled>
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
        {t("orgCatalog.ui.seats.summary", { seats: seats.length, sellable, sold: section.soldOrHeld })}
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
      <input type="hidden" value={index} readOnly />
    </fieldset>
  );
}
