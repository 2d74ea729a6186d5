import { data, Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { formatWib } from "#shared/format/datetime.ts";
import { localeOfPath } from "#shared/routing/route-table.ts";
import { loaderApi, orNotFound, requireEventParam } from "../events/catalogue-api.server.ts";
import { formatEventWhen } from "../events/event-dates.ts";
import { discountText } from "../events/voucher-text.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { createTranslator } from "../lib/messages.ts";
import { pageMeta } from "../lib/meta.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle } from "../lib/route-module.ts";
import { VoucherActions } from "../vouchers/voucher-actions.tsx";
import { voucherRules } from "../vouchers/voucher-rules.ts";

// VoucherDetail (spec section 2): one voucher of one event by its code; unknown, private, expired or
// used up is the 404 page.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  guardRoute("VoucherDetail", context);
  const slug = requireEventParam(params.slug);
  const code = params.code ?? "";
  if (!/^[A-Za-z0-9]{3,32}$/.test(code)) throw data(null, { status: 404 });
  const voucher = await orNotFound(
    loaderApi(context, request).call("voucherDetail", { params: { id: slug, code } }),
  );
  return { voucher };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location, matches }) => {
  if (!loaded) return pageMeta({ name: "VoucherDetail", pathname: location.pathname, matches });
  const { voucher } = loaded;
  const t = createTranslator(localeOfPath(location.pathname));
  return pageMeta({
    name: "VoucherDetail",
    pathname: location.pathname,
    matches,
    title: t("vouchersWeb.meta.detailTitle", { code: voucher.code, event: voucher.event.title }),
    description: `${discountText(voucher, t)}. ${voucherRules(voucher, t).join(". ")}`,
  });
};
export const handle = routeHandle("VoucherDetail");

export default function VoucherDetailRoute() {
  const { voucher } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useRouteHref();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 desktop:px-6" data-testid="voucher-detail">
      <Link
        to={href("VoucherList")}
        className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t("vouchersWeb.detail.back")}
      </Link>
      <div className="mt-4 rounded-2xl border border-dashed border-brand-500 bg-white p-5 shadow-sm desktop:p-6">
        <h1 className="text-2xl font-extrabold text-brand-800 desktop:text-3xl">
          {discountText(voucher, t)}
        </h1>
        <p
          className="mt-2 font-mono text-xl font-semibold tracking-wider text-slate-900"
          data-testid="voucher-code"
        >
          {voucher.code}
        </p>
        <div className="mt-4">
          <VoucherActions voucher={voucher} />
        </div>
      </div>
      <section className="mt-6" aria-labelledby="voucher-rules">
        <h2 id="voucher-rules" className="text-lg font-bold text-slate-900">
          {t("vouchersWeb.detail.rules")}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700" data-testid="voucher-rules">
          {voucherRules(voucher, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>
            {t("vouchersWeb.detail.validFrom", { date: formatWib(voucher.valid_from, t.locale, "dateTime") })}
          </li>
        </ul>
      </section>
      {voucher.terms ? (
        <section className="mt-6" aria-labelledby="voucher-terms">
          <h2 id="voucher-terms" className="text-lg font-bold text-slate-900">
            {t("vouchersWeb.detail.terms")}
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{voucher.terms}</p>
        </section>
      ) : null}
      <section className="mt-6" aria-labelledby="voucher-event">
        <h2 id="voucher-event" className="text-lg font-bold text-slate-900">
          {t("vouchersWeb.detail.event")}
        </h2>
        <div className="mt-2 rounded-2xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900">{voucher.event.title}</p>
          <p className="text-sm text-slate-700">
            {formatEventWhen(voucher.event.starts_at, voucher.event.ends_at, t)}
          </p>
          <p className="text-sm text-slate-700">
            {t("catalogue.common.venueCity", { venue: voucher.event.venue_name, city: voucher.event.city })}
          </p>
          <Link
            to={href("EventDetail", { slug: voucher.event.slug })}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t("vouchersWeb.detail.seeEvent")}
          </Link>
        </div>
      </section>
    </article>
  );
}
