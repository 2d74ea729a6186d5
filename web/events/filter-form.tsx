import type { FormEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import {
  DATE_PRESETS,
  EVENT_KINDS,
  EVENT_SORTS,
  filtersFromForm,
  type ListFilters,
  listQueryString,
  PRICE_FILTER_MAX,
} from "./list-filters.ts";
import { BUTTON_CLASS } from "./ui-classes.ts";

export interface CityChoice {
  name: string;
  event_count: number;
}

const FIELD =
  "h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus:border-brand-500";
const LEGEND = "mb-2 text-sm font-semibold text-slate-900";

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-0 p-0">
      <legend className={LEGEND}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A radio drawn as a chip: the native input stays (keyboard, forms without JS), visually hidden. */
function ChipRadio(props: { name: string; value: string; checked: boolean; label: string; id: string }) {
  return (
    <label
      htmlFor={props.id}
      className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2"
    >
      <input
        id={props.id}
        type="radio"
        name={props.name}
        value={props.value}
        defaultChecked={props.checked}
        className="sr-only"
      />
      {props.label}
    </label>
  );
}

/**
 * The filters and sort as one GET form: every value lands in the URL, so a result is
 * shareable and the back button walks through the buyer's choices. With JavaScript the URL is built
 * without empty values; without it the browser submits the form as it is and the page reads it the
 * same way. Drawn twice on the search page (desktop panel, mobile sheet), hence `idPrefix`.
 *
 * The one form not made with `useSchemaForm`: the search page is a first view, and the hook would bring
 * zod and react-hook-form into it (the `event` chunk, about 50 KB gzip; ADR 0131). Nothing here can be
 * refused either: the page reads what is sent the lenient way it reads a URL (`readListFilters`).
 */
export function FilterForm({
  idPrefix,
  search,
  filters,
  cities,
  onApplied,
}: {
  idPrefix: string;
  search: string;
  filters: ListFilters;
  cities: readonly CityChoice[];
  onApplied?: () => void;
}) {
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  const action = href("SearchPage");
  const id = (name: string) => `${idPrefix}-${name}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = filtersFromForm(event.currentTarget);
    onApplied?.();
    void navigate(`${action}${listQueryString(chosen.search, chosen.filters)}`);
  };
  const sorts = EVENT_SORTS.filter((sort) => sort !== "relevance" || search.length > 0);
  const knownCity = cities.some((city) => city.name.toLowerCase() === filters.city?.toLowerCase());
  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      className="flex flex-col gap-5"
      data-testid="filter-form"
    >
      {search ? <input type="hidden" name="search" value={search} /> : null}
      <div>
        <label htmlFor={id("sort")} className={LEGEND}>
          {t("discovery.sort")}
        </label>
        <select id={id("sort")} name="sort" defaultValue={filters.sort ?? ""} className={`${FIELD} mt-2`}>
          <option value="">{t(`discovery.sortOption.${search ? "relevance" : "soonest"}`)}</option>
          {sorts
            .filter((sort) => sort !== (search ? "relevance" : "soonest"))
            .map((sort) => (
              <option key={sort} value={sort}>
                {t(`discovery.sortOption.${sort}`)}
              </option>
            ))}
        </select>
      </div>
      <Fieldset legend={t("discovery.kind")}>
        <div className="flex flex-wrap gap-2">
          <ChipRadio
            id={id("kind-any")}
            name="kind"
            value=""
            checked={!filters.kind}
            label={t("discovery.anyKind")}
          />
          {EVENT_KINDS.map((kind) => (
            <ChipRadio
              key={kind}
              id={id(`kind-${kind}`)}
              name="kind"
              value={kind}
              checked={filters.kind === kind}
              label={t(`events.category.${kind}`)}
            />
          ))}
        </div>
      </Fieldset>
      <div>
        <label htmlFor={id("city")} className={LEGEND}>
          {t("discovery.city")}
        </label>
        <select id={id("city")} name="city" defaultValue={filters.city ?? ""} className={`${FIELD} mt-2`}>
          <option value="">{t("discovery.anyCity")}</option>
          {filters.city && !knownCity ? <option value={filters.city}>{filters.city}</option> : null}
          {cities.map((city) => (
            <option key={city.name} value={city.name}>
              {t("discovery.cityOption", { city: city.name, count: city.event_count })}
            </option>
          ))}
        </select>
      </div>
      <Fieldset legend={t("discovery.date")}>
        <div className="flex flex-wrap gap-2">
          <ChipRadio
            id={id("date-any")}
            name="date"
            value=""
            checked={!filters.date}
            label={t("discovery.anyDate")}
          />
          {DATE_PRESETS.map((preset) => (
            <ChipRadio
              key={preset}
              id={id(`date-${preset}`)}
              name="date"
              value={preset}
              checked={filters.date === preset}
              label={t(`discovery.datePreset.${preset}`)}
            />
          ))}
        </div>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={id("from")} className="text-sm text-slate-700">
              {t("discovery.from")}
            </label>
            <input
              id={id("from")}
              name="from"
              type="date"
              defaultValue={filters.from ?? ""}
              className={FIELD}
            />
          </div>
          <div>
            <label htmlFor={id("to")} className="text-sm text-slate-700">
              {t("discovery.to")}
            </label>
            <input id={id("to")} name="to" type="date" defaultValue={filters.to ?? ""} className={FIELD} />
          </div>
        </div>
      </Fieldset>
      <Fieldset legend={t("discovery.price")}>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={id("price-min")} className="text-sm text-slate-700">
              {t("discovery.priceMin")}
            </label>
            <input
              id={id("price-min")}
              name="price_min"
              type="number"
              inputMode="numeric"
              min={0}
              max={PRICE_FILTER_MAX}
              step={1000}
              defaultValue={filters.price_min ?? ""}
              className={FIELD}
            />
          </div>
          <div>
            <label htmlFor={id("price-max")} className="text-sm text-slate-700">
              {t("discovery.priceMax")}
            </label>
            <input
              id={id("price-max")}
              name="price_max"
              type="number"
              inputMode="numeric"
              min={0}
              max={PRICE_FILTER_MAX}
              step={1000}
              defaultValue={filters.price_max ?? ""}
              className={FIELD}
            />
          </div>
        </div>
        <label htmlFor={id("free")} className="mt-3 flex min-h-11 items-center gap-3 text-sm text-slate-800">
          <input
            id={id("free")}
            name="free"
            type="checkbox"
            value="true"
            defaultChecked={filters.free === "true"}
            className="size-5 accent-brand-600"
          />
          {t("discovery.freeOnly")}
        </label>
      </Fieldset>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white py-3">
        <button type="submit" className={BUTTON_CLASS.primary} data-testid="apply-filters">
          {t("discovery.apply")}
        </button>
        <a
          href={`${action}${listQueryString(search, {})}`}
          className="min-h-11 content-center text-sm font-semibold text-brand-700 underline"
          onClick={(event) => {
            event.preventDefault();
            onApplied?.();
            void navigate(`${action}${listQueryString(search, {})}`);
          }}
        >
          {t("discovery.reset")}
        </a>
      </div>
    </form>
  );
}
