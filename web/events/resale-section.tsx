import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { EventResale } from "#shared/contracts/resale.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import { rememberNextRoute } from "../accounts/finish-sign-in.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT, WithMessages } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { useApi } from "../lib/use-api.ts";
import { useModal } from "../ui/modal-host.tsx";
import { DetailSection } from "./event-sections.tsx";

const NAMESPACES = ["resale"] as const;

/**
 * The event page's "Tiket resale", where the organiser has resale on: the notice that after a
 * sell-out this is the only safe way to buy, and each ticket on sale (category, price) with "Beli",
 * which holds it and opens checkout with the hold, as the waiting list's "Terima" does.
 */
export default function ResaleSection({ eventId, slug }: { eventId: number; slug: string }) {
  const api = useApi();
  const [resale, setResale] = useState<EventResale | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call("eventResale", { params: { id: String(eventId) } })
      .then((answer) => live && setResale(answer))
      .catch(() => live && setResale(null));
    return () => {
      live = false;
    };
  }, [api, eventId]);
  if (!resale?.enabled) return null;
  return (
    <WithMessages namespaces={NAMESPACES}>
      <ResaleList resale={resale} slug={slug} />
    </WithMessages>
  );
}

function ResaleList({ resale, slug }: { resale: EventResale; slug: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <DetailSection id="resale" title={t("resale.sectionTitle")}>
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-800" data-testid="resale-notice">
        {t("resale.safeNotice")}
      </p>
      {resale.waiting_list_first ? (
        <p className="mt-2 text-sm text-slate-700">{t("resale.waitingFirst")}</p>
      ) : null}
      {resale.rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="resale-empty">
          {t("resale.none")}
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {resale.rows.map((row) => (
            <li key={row.listing_id}>
              <ResaleRow row={row} slug={slug} />
            </li>
          ))}
        </ul>
      )}
      {resale.list_until ? (
        <p className="mt-2 text-xs text-slate-600">
          {t("resale.until", { until: formatWib(resale.list_until, locale, "dateTime") })}
        </p>
      ) : null}
    </DetailSection>
  );
}

function ResaleRow({ row, slug }: { row: EventResale["rows"][number]; slug: string }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const modal = useModal();
  const { viewer } = useRootData();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const buy = async () => {
    if (!viewer) {
      rememberNextRoute(location.pathname + location.search);
      modal.open("login");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const hold = await api.call("buyResale", { params: { listingId: String(row.listing_id) } });
      await navigate(
        `${routeHref("EventTicketCheckout", locale, { slug })}?offer=${encodeURIComponent(hold.hold_id)}`,
      );
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : t("errors.internal"));
      setBusy(false);
    }
  };
  return (
    <article
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="resale-listing"
      data-listing-id={row.listing_id}
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {row.category_name}
          {row.seat_label ? ` · ${row.seat_label}` : ""}
        </p>
        <p className="text-lg font-bold tabular-nums text-slate-900">{formatRupiah(row.price, locale)}</p>
        {row.price < row.face_value ? (
          <p className="text-xs text-slate-600">
            {t("resale.faceValue", { face: formatRupiah(row.face_value, locale) })}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => void buy()}
        className="min-h-11 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        data-testid="resale-buy"
      >
        {busy ? t("resale.buying") : t("resale.buy")}
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </article>
  );
}
