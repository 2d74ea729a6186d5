import { useCallback, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { TicketCategory } from "#shared/contracts/events.ts";
import { joinWaitingListBodySchema, type WaitingListPlace } from "#shared/contracts/waiting-list.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import { rememberNextRoute } from "../accounts/finish-sign-in.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT, WithMessages } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { useApi } from "../lib/use-api.ts";
import { useModal } from "../ui/modal-host.tsx";
import { useTimeLeft } from "./offer-countdown.ts";
import RemindMe from "./remind-me.tsx";

const NAMESPACES = ["waitingList", "validation"] as const;

/**
 * Under a sold-out category: "Ingatkan saya", and "Masuk daftar tunggu" where the organiser runs the
 * category's waiting list: join or leave in one tap with the tickets wanted, the place in line, and an
 * offer with its countdown and "Terima", which opens checkout with the held tickets (the offer then
 * replaces "Ingatkan saya"). Signed out: a prompt to sign in.
 */
export default function WaitingListPlaceBox({ category, slug }: { category: TicketCategory; slug: string }) {
  const api = useApi();
  const { viewer } = useRootData();
  const [place, setPlace] = useState<WaitingListPlace | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is the signed-in account's: read again when it changes
  useEffect(() => {
    let live = true;
    api
      .call("waitingListPlace", { params: { categoryId: String(category.id) } })
      .then((answer) => live && setPlace(answer))
      .catch(() => live && setPlace(null));
    return () => {
      live = false;
    };
  }, [api, category.id, viewer?.email]);
  return (
    <>
      {/* An open offer is the buyer's ticket already: "Ingatkan saya" beside it would only confuse. */}
      {place?.offer ? null : <RemindMe category={category} />}
      {place?.enabled ? (
        <WithMessages namespaces={NAMESPACES}>
          <PlaceBox place={place} slug={slug} signedIn={Boolean(viewer)} onChange={setPlace} />
        </WithMessages>
      ) : null}
    </>
  );
}

function PlaceBox({
  place,
  slug,
  signedIn,
  onChange,
}: {
  place: WaitingListPlace;
  slug: string;
  signedIn: boolean;
  onChange: (place: WaitingListPlace) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const modal = useModal();
  const location = useLocation();
  const navigate = useNavigate();
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(joinWaitingListBodySchema, { quantity: 1 });
  const params = { categoryId: String(place.category_id) };

  const act = useCallback(
    async (run: () => Promise<WaitingListPlace>, then?: (next: WaitingListPlace) => void) => {
      setBusy(true);
      setError(null);
      try {
        const next = await run();
        onChange(next);
        then?.(next);
      } catch (problem) {
        setError(
          problem instanceof ApiError
            ? (Object.values(problem.fields ?? {})[0] ?? problem.message)
            : t("errors.internal"),
        );
      } finally {
        setBusy(false);
      }
    },
    [onChange, t],
  );

  if (!signedIn)
    return (
      <div className="mt-3" data-testid="waiting-list">
        <button
          type="button"
          onClick={() => {
            rememberNextRoute(location.pathname + location.search);
            modal.open("login");
          }}
          aria-describedby={`${ids}-sign-in`}
          className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("waitingList.join")}
        </button>
        <p id={`${ids}-sign-in`} className="mt-1 text-xs text-slate-600">
          {t("waitingList.signIn")}
        </p>
      </div>
    );

  const errorLine = error ? (
    <p role="alert" className="mt-1 text-sm text-red-700" data-testid="waiting-list-error">
      {error}
    </p>
  ) : null;

  if (place.offer)
    return (
      <div
        className="mt-3 rounded-xl border border-emerald-300 bg-emerald-50 p-3"
        data-testid="waiting-list-offer"
      >
        <p className="font-semibold text-emerald-900">{t("waitingList.offerTitle")}</p>
        <p className="text-sm text-emerald-900">
          {t("waitingList.offerBody", {
            quantity: place.offer.quantity,
            until: formatWib(place.offer.expires_at, locale, "dateTime"),
          })}{" "}
          <Countdown until={place.offer.expires_at} />
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              act(
                () => api.call("acceptWaitingListOffer", { params }),
                (next) => {
                  if (next.offer)
                    void navigate(
                      `${routeHref("EventTicketCheckout", locale, { slug })}?offer=${encodeURIComponent(next.offer.hold_id)}`,
                    );
                },
              )
            }
            className="min-h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {t("waitingList.accept")}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => act(() => api.call("declineWaitingListOffer", { params }))}
            className="min-h-11 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            {t("waitingList.decline")}
          </button>
        </div>
        {errorLine}
      </div>
    );

  if (place.status === "waiting")
    return (
      <div className="mt-3" data-testid="waiting-list">
        <p role="status" className="text-sm font-semibold text-slate-800" data-testid="waiting-list-position">
          {t("waitingList.position", { position: place.position ?? 1 })}
        </p>
        <button
          type="button"
          disabled={busy}
          onClick={() => act(() => api.call("leaveWaitingList", { params }))}
          className="mt-2 inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {t("waitingList.leave")}
        </button>
        {errorLine}
      </div>
    );

  const submit = form.handleSubmit((body) => act(() => api.call("joinWaitingList", { params, body })));
  const choices = Array.from({ length: place.max_quantity }, (_, i) => i + 1);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 flex flex-wrap items-end gap-2"
      data-testid="waiting-list"
    >
      <label htmlFor={`${ids}-quantity`} className="flex flex-col text-xs text-slate-600">
        {t("waitingList.quantity")}
        <select
          id={`${ids}-quantity`}
          {...form.register("quantity", { valueAsNumber: true })}
          className="mt-1 min-h-11 rounded-xl border border-slate-300 px-3 text-base"
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t("waitingList.join")}
      </button>
      {place.waiting > 0 ? (
        <span className="basis-full text-xs text-slate-600">
          {t("waitingList.waitingCount", { count: place.waiting })}
        </span>
      ) : null}
      <div className="basis-full">{errorLine}</div>
    </form>
  );
}

/** The time left on an offer, ticking each second. */
function Countdown({ until }: { until: string }) {
  return (
    <span className="font-mono font-semibold" aria-hidden="true">
      ({useTimeLeft(until)})
    </span>
  );
}
