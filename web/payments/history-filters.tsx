import { Form } from "react-router";
import type { TransactionStatus } from "#shared/contracts/payments.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useUrlField } from "../lib/use-url-field.ts";

/**
 * Filter by status and search by event name (spec section 2). A plain GET form: the filter lives in
 * the URL, so it survives reloads, works before hydration and the loader reads the first page.
 */
export function HistoryFilters({
  statuses,
  status,
  search,
}: {
  statuses: TransactionStatus[];
  status: TransactionStatus | null;
  search: string;
}) {
  const t = useT();
  const href = useRouteHref();
  const searchField = useUrlField(search);
  return (
    <Form
      method="get"
      onSubmit={searchField.onSubmit}
      action={href("TransactionHistory")}
      role="search"
      className="flex flex-col gap-3 desktop:flex-row desktop:items-end"
      data-testid="history-filters"
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 desktop:w-56">
        {t("paymentsWeb.history.filterLabel")}
        <select
          name="status"
          defaultValue={status ?? ""}
          key={status ?? ""}
          className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-slate-900"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="">{t("paymentsWeb.history.all")}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {t(`paymentsWeb.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
        {t("paymentsWeb.history.searchLabel")}
        <input
          type="search"
          name="search"
          ref={searchField.ref}
          defaultValue={search}
          maxLength={100}
          placeholder={t("paymentsWeb.history.searchPlaceholder")}
          className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500"
        />
      </label>
      <button type="submit" className={BUTTON_CLASS.primary}>
        {t("paymentsWeb.history.searchSubmit")}
      </button>
    </Form>
  );
}
