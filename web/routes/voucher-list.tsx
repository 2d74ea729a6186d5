import { useCallback } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { ListedVoucher, ListedVoucherPage } from "#shared/contracts/vouchers.ts";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { useApi } from "../lib/use-api.ts";
import { usePagedList } from "../lib/use-paged-list.ts";
import { ListedVoucherCard } from "../vouchers/listed-voucher-card.tsx";

// VoucherList (spec section 2): every public voucher usable now on an event not over yet, one page from
// the server, the next ones in the browser.
export async function loader({ context, request }: LoaderFunctionArgs) {
  guardRoute("VoucherList", context);
  const first = await loaderApi(context, request).call("publicVouchers", { query: { page: 1 } });
  return { first };
}

export const meta = routeMeta("VoucherList");
export const handle = routeHandle("VoucherList");

const voucherKey = (voucher: ListedVoucher) => voucher.id;

function VoucherGrid({ first }: { first: ListedVoucherPage }) {
  const t = useT();
  const api = useApi();
  const size = first.meta.per_page;
  const fetchPage = useCallback(
    (page: number) => api.call("publicVouchers", { query: { show: size, page } }),
    [api, size],
  );
  const list = usePagedList(first, fetchPage, voucherKey);
  if (list.rows.length === 0)
    return (
      <p
        className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700"
        data-testid="vouchers-empty"
      >
        {t("vouchersWeb.list.empty")}
      </p>
    );
  return (
    <>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite" data-testid="vouchers-count">
        {t.plural("vouchersWeb.list.count", list.meta.total, { count: list.meta.total })}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="voucher-list">
        {list.rows.map((voucher) => (
          <li key={voucher.id}>
            <ListedVoucherCard voucher={voucher} />
          </li>
        ))}
      </ul>
      {list.failed ? (
        <p role="alert" className="mt-4 text-center text-sm font-medium text-red-700">
          {t("catalogue.common.loadFailed")}
        </p>
      ) : null}
      {list.meta.is_last_page ? null : (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            disabled={list.loading}
            onClick={() => void list.loadMore()}
            className="min-h-11 rounded-full border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {t("vouchersWeb.list.loadMore")}
          </button>
        </div>
      )}
    </>
  );
}

export default function VoucherListRoute() {
  const { first } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 desktop:px-6" data-testid="voucher-list-page">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 desktop:text-3xl">
        {t("routes.VoucherList.heading")}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("vouchersWeb.list.intro")}</p>
      <VoucherGrid key={t.locale} first={first} />
    </div>
  );
}
