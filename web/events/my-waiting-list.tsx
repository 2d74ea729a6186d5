import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { MyWaitingList } from "#shared/contracts/waiting-list.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useRouteHref, useT, WithMessages } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { useTimeLeft } from "./offer-countdown.ts";

type Place = MyWaitingList["rows"][number];

const NAMESPACES = ["waitingList"] as const;

/**
 * "Tiket saya"'s waiting lists: each offer with its time left, "Terima" (checkout with the held
 * tickets, as on the event page) and "Tolak"; each place in line with its position and "Keluar".
 * Nothing at all for an account that is on no list.
 */
export function MyWaitingListPanel() {
  const api = useApi();
  const [places, setPlaces] = useState<Place[]>([]);
  const reload = useCallback(async () => {
    try {
      setPlaces((await api.call("myWaitingList")).rows);
    } catch {
      // The tickets below matter more than this panel: a failed read leaves it out.
      setPlaces([]);
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  if (places.length === 0) return null;
  return (
    <WithMessages namespaces={NAMESPACES}>
      <PlaceList places={places} onChanged={reload} />
    </WithMessages>
  );
}

function PlaceList({ places, onChanged }: { places: Place[]; onChanged: () => Promise<void> }) {
  const t = useT();
  return (
    <section aria-labelledby="waiting-lists-heading" className="mt-6" data-testid="my-waiting-list">
      <h2 id="waiting-lists-heading" className="text-lg font-bold text-slate-900">
        {t("waitingList.mine.title")}
      </h2>
      <ul className="mt-3 space-y-3">
        {places.map((place) => (
          <li key={place.category_id}>
            <PlaceCard place={place} onChanged={onChanged} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlaceCard({ place, onChanged }: { place: Place; onChanged: () => Promise<void> }) {
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const params = { categoryId: String(place.category_id) };

  async function act(run: () => Promise<unknown>, after: () => Promise<void> | void) {
    setBusy(true);
    setError(null);
    try {
      await run();
      await after();
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : t("errors.internal"));
      // An offer that ended meanwhile is gone from the list on the next read.
      await onChanged();
    } finally {
      setBusy(false);
    }
  }

  /** "Terima": checkout opens with the held tickets, as on the event page. */
  const acceptAndOpen = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await api.call("acceptWaitingListOffer", { params });
      if (next.offer) {
        await navigate(
          `${href("EventTicketCheckout", { slug: place.event_slug })}?offer=${encodeURIComponent(next.offer.hold_id)}`,
        );
        return;
      }
      await onChanged();
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : t("errors.internal"));
      await onChanged();
    } finally {
      setBusy(false);
    }
  };

  const offer = place.offer;
  return (
    <article
      className={`rounded-2xl border p-4 ${offer ? "border-emerald-300 bg-emerald-50" : "border-slate-200 bg-white"}`}
      data-testid={offer ? "my-waiting-list-offer" : "my-waiting-list-place"}
    >
      <p className="font-semibold text-slate-900">
        <Link to={href("EventDetail", { slug: place.event_slug })} className="hover:underline">
          {place.event_title}
        </Link>
      </p>
      <p className="text-sm text-slate-700">
        {place.category_name} ·{" "}
        {t("waitingList.mine.tickets", { quantity: offer?.quantity ?? place.quantity })}
      </p>
      {offer ? (
        <>
          <p className="mt-2 font-semibold text-emerald-900">{t("waitingList.mine.offerTitle")}</p>
          <p className="text-sm text-emerald-900">
            <TimeLeft until={offer.expires_at} />{" "}
            {t("waitingList.mine.until", { until: formatWib(offer.expires_at, locale, "dateTime") })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void acceptAndOpen()}
              className="min-h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {t("waitingList.accept")}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => void act(() => api.call("declineWaitingListOffer", { params }), onChanged)}
              className="min-h-11 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
            >
              {t("waitingList.decline")}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm font-semibold text-slate-800" data-testid="my-waiting-list-position">
            {t("waitingList.mine.position", { position: place.position ?? 1 })}
          </p>
          {place.list_open ? null : <p className="text-sm text-slate-600">{t("waitingList.mine.paused")}</p>}
          <button
            type="button"
            disabled={busy}
            onClick={() => void act(() => api.call("leaveWaitingList", { params }), onChanged)}
            className="mt-3 inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            {t("waitingList.leave")}
          </button>
        </>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </article>
  );
}

/** "Sisa waktu 1:59:30", ticking; screen readers get the end time beside it instead of each tick. */
function TimeLeft({ until }: { until: string }) {
  const t = useT();
  return (
    <span className="font-semibold tabular-nums" aria-hidden="true">
      {t("waitingList.mine.timeLeft", { time: useTimeLeft(until) })}
    </span>
  );
}
