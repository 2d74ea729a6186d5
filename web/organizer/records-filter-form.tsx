import { useId, useMemo } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  attendeeFiltersSchema,
  ORDER_STATUS_FILTERS,
  type OrderStatusFilter,
  orderFiltersSchema,
  RECORDS_QUERY_MAX,
  YES_NO,
} from "#shared/contracts/organizer-records.ts";
import { bodyForm } from "../forms/body-form.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { CARD, ERROR_TEXT, FIELD, LABEL, ORG_BUTTON } from "./ui.ts";

type View = "attendees" | "orders";
type YesNo = (typeof YES_NO)[number];

/** The fields as drawn: a blank choice is "any". */
interface FilterFields {
  q: string;
  checked_in: YesNo | "";
  transferred: YesNo | "";
  status: OrderStatusFilter | "";
}

/** The list's own filters (the query the server checks), from the fields of one view. */
function filterSchema(view: View) {
  return view === "orders"
    ? bodyForm(
        (fields: FilterFields) => ({ q: fields.q, status: fields.status || undefined }),
        orderFiltersSchema.pick({ q: true, status: true }),
      )
    : bodyForm(
        (fields: FilterFields) => ({
          q: fields.q,
          checked_in: fields.checked_in || undefined,
          transferred: fields.transferred || undefined,
        }),
        attendeeFiltersSchema.pick({ q: true, checked_in: true, transferred: true }),
      );
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | "" =>
  list.find((entry) => entry === value) ?? "";

/**
 * Search and filters of the buyers' lists. Without JavaScript it is a GET form the page reads as it
 * is; with it, the same URL without empty values. Drawn afresh for each URL (its `key`), so a tab, the
 * reset link or the back button shows what the list shows.
 */
export function RecordsFilterForm({ view, search }: { view: View; search: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const params = new URLSearchParams(search);
  const titleId = useId();
  const errorId = useId();
  const schema = useMemo(() => filterSchema(view), [view]);
  const form = useSchemaForm(schema, {
    q: params.get("q") ?? "",
    checked_in: oneOf(YES_NO, params.get("checked_in")),
    transferred: oneOf(YES_NO, params.get("transferred")),
    status: oneOf(ORDER_STATUS_FILTERS, params.get("status")),
  });
  const queryError = form.formState.errors.q?.message;
  const submit = form.handleSubmit((filters) => {
    const next = new URLSearchParams(view === "orders" ? { view } : {});
    for (const [name, value] of Object.entries(filters)) if (value) next.set(name, value);
    const query = next.toString();
    void navigate(`${pathname}${query ? `?${query}` : ""}`);
  });
  const yesNo = (name: "checked_in" | "transferred", label: string) => (
    <label className={LABEL}>
      {label}
      <select {...form.register(name)} className={FIELD}>
        <option value="">{t("organizer.records.filters.any")}</option>
        <option value="yes">{t("organizer.records.filters.yes")}</option>
        <option value="no">{t("organizer.records.filters.no")}</option>
      </select>
    </label>
  );
  return (
    <form
      method="get"
      noValidate
      onSubmit={submit}
      className={`${CARD} grid gap-3 sm:grid-cols-2 lg:grid-cols-4`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="sr-only">
        {t("organizer.records.search")}
      </h2>
      {view === "orders" ? <input type="hidden" name="view" value="orders" /> : null}
      <div className="sm:col-span-2">
        <label className={LABEL}>
          {t("organizer.records.search")}
          <input
            type="search"
            {...form.register("q")}
            maxLength={RECORDS_QUERY_MAX}
            placeholder={t("organizer.records.searchPlaceholder")}
            className={FIELD}
            aria-invalid={queryError ? true : undefined}
            aria-describedby={queryError ? errorId : undefined}
          />
        </label>
        {queryError ? (
          <p id={errorId} className={ERROR_TEXT}>
            {queryError}
          </p>
        ) : null}
      </div>
      {view === "attendees" ? (
        <>
          {yesNo("checked_in", t("organizer.records.filters.checkedIn"))}
          {yesNo("transferred", t("organizer.records.filters.transferred"))}
        </>
      ) : (
        <label className={LABEL}>
          {t("organizer.records.filters.status")}
          <select {...form.register("status")} className={FIELD}>
            <option value="">{t("organizer.records.filters.any")}</option>
            {ORDER_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`organizer.records.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={ORG_BUTTON.primary}>
          {t("organizer.records.filters.apply")}
        </button>
        <Link to={`${pathname}${view === "orders" ? "?view=orders" : ""}`} className={ORG_BUTTON.secondary}>
          {t("organizer.records.filters.reset")}
        </Link>
      </div>
    </form>
  );
}
