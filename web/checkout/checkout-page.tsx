import { useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import type { EventDetail } from "#shared/contracts/events.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { useModal } from "../ui/modal-host.tsx";
import { CartWarning } from "./cart-warning.tsx";
import { checkoutApi } from "./checkout-api.ts";
import { CheckoutFlow } from "./checkout-flow.tsx";
import { BackToTickets, EntryNotice, PreviousTransactionLink } from "./entry-states.tsx";
import { useCheckoutEntry } from "./use-checkout-entry.ts";

/** Back on a hold whose time ran out (a reload after the limit): the form-timeout modal says so. */
function ExpiredOrder({ slug }: { slug: string }) {
  const modal = useModal();
  // biome-ignore lint/correctness/useExhaustiveDependencies: open once when this state is reached
  useEffect(() => {
    modal.open("form-timeout", { slug });
  }, []);
  return <BackToTicketsNotice slug={slug} />;
}

function BackToTicketsNotice({ slug }: { slug: string }) {
  const t = useT();
  return (
    <EntryNotice
      title={t("modal.formTimeoutTitle")}
      actions={<BackToTickets slug={slug} primary />}
      testId="checkout-expired"
    >
      <p>{t("modal.formTimeoutBody")}</p>
    </EntryNotice>
  );
}

/** No admission for a queued event: to the waiting room, replacing this page in the history. */
function ToQueue({ slug }: { slug: string }) {
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: go once when this state is reached
  useEffect(() => {
    navigate(href("WaitingRoom", { slug }), { replace: true });
  }, []);
  return (
    <p className="py-16 text-center text-sm text-slate-600" role="status">
      {t("checkoutWeb.entry.holding")}
    </p>
  );
}

/** The checkout screen: holds the stored selection on arrival, then runs the steps (or says why not). */
export function CheckoutPage({
  event,
  cardGateway,
}: {
  event: Pick<EventDetail, "slug" | "title" | "max_ticket_by_account">;
  cardGateway: string;
}) {
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  const client = useApi();
  const api = useMemo(() => checkoutApi(client), [client]);
  const { state, start } = useCheckoutEntry(
    api,
    event.slug,
    event.max_ticket_by_account,
    t("checkout.errors.previousTransaction"),
  );

  switch (state.kind) {
    case "loading":
      return (
        <p className="py-16 text-center text-sm text-slate-600" role="status" data-testid="checkout-loading">
          {t("checkoutWeb.entry.holding")}
        </p>
      );
    case "no-selection":
      return (
        <EntryNotice
          title={t("checkoutWeb.entry.noSelectionTitle")}
          actions={<BackToTickets slug={event.slug} primary />}
          testId="checkout-no-selection"
        >
          <p>{t("checkoutWeb.entry.noSelectionBody")}</p>
        </EntryNotice>
      );
    case "expired":
      return <ExpiredOrder slug={event.slug} />;
    case "queue":
      return <ToQueue slug={event.slug} />;
    case "confirm-cart":
      return (
        <CartWarning
          eventTitle={state.cart.event_slug === event.slug ? event.title : null}
          onConfirm={() => void start(true)}
          onCancel={() => navigate(href("EventTicket", { slug: event.slug }))}
        />
      );
    case "previous":
      return (
        <EntryNotice
          title={t("checkoutWeb.entry.previousTitle")}
          actions={<PreviousTransactionLink label={t("checkoutWeb.entry.viewPrevious")} />}
          testId="checkout-previous"
        >
          <p>{state.message}</p>
        </EntryNotice>
      );
    case "limit":
      return (
        <EntryNotice
          title={t("checkoutWeb.entry.limitTitle")}
          actions={
            <>
              <BackToTickets slug={event.slug} />
              <PreviousTransactionLink label={t("checkoutWeb.entry.viewTransactions")} />
            </>
          }
          testId="checkout-limit"
        >
          <p>{state.message}</p>
        </EntryNotice>
      );
    case "failed":
      return (
        <EntryNotice
          title={t("checkoutWeb.entry.failedTitle")}
          actions={
            state.retryable ? (
              <>
                <BackToTickets slug={event.slug} />
                <button type="button" onClick={() => void start(false)} className={BUTTON_CLASS.primary}>
                  {t("checkoutWeb.entry.retry")}
                </button>
              </>
            ) : (
              <BackToTickets slug={event.slug} primary />
            )
          }
          testId="checkout-failed"
        >
          <p>{state.message}</p>
          {state.details.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </EntryNotice>
      );
    case "ready":
      return <CheckoutFlow api={api} initial={state.detail} holdKey={state.key} cardGateway={cardGateway} />;
  }
}
