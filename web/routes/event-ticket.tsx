import { useEffect, useRef, useState } from "react";
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from "react-router";
import type { TicketCategory } from "#shared/contracts/events.ts";
import { localeOfPath, routeHref } from "#shared/routing/route-table.ts";
import { rememberNextRoute } from "../accounts/finish-sign-in.ts";
import { BundleChoices } from "../events/bundle-choices.tsx";
import { loaderApi, orNotFound, requireEventParam } from "../events/catalogue-api.server.ts";
import { EventNotices } from "../events/event-notices.tsx";
import { EventPageHeading } from "../events/event-page-heading.tsx";
import { EmptyNote } from "../events/event-sections.tsx";
import { MobileContinueBar, OrderSummary } from "../events/order-summary.tsx";
import { taxNote } from "../events/price-text.ts";
import { QuantityStepper } from "../events/quantity-stepper.tsx";
import { SeatPicker } from "../events/seat-picker.tsx";
import { SectionList } from "../events/section-list.tsx";
import type { LimitReason } from "../events/selection-limits.ts";
import { readCheckoutForm, withSelection, writeCheckoutForm } from "../events/stored-selection.ts";
import { TicketCategoryRow } from "../events/ticket-category-row.tsx";
import { bundleChoicesComplete, checkoutSelection, summaryLines } from "../events/ticket-selection.ts";
import { useTicketSelection } from "../events/use-ticket-selection.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { useModal } from "../ui/modal-host.tsx";

// EventTicket: categories with steppers, seat sections with a seat picker, bundle sizes, the summary.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  guardRoute("EventTicket", context);
  const ref = requireEventParam(params.slug);
  const api = loaderApi(context, request);
  const [event, tickets, seatMap] = await Promise.all([
    orNotFound(api.call("eventDetail", { params: { id: ref } })),
    orNotFound(api.call("activeTickets", { params: { id: ref } })),
    api.call("seatTickets", { params: { id: ref } }).then(
      (map) => map.rows,
      () => [],
    ),
  ]);
  if (event.slug !== ref) {
    const locale = localeOfPath(new URL(request.url).pathname);
    throw redirect(routeHref("EventTicket", locale, { slug: event.slug }), 301);
  }
  return { event, categories: tickets.rows, sections: seatMap };
}

export const meta = routeMeta("EventTicket");
export const handle = routeHandle("EventTicket");

function useLimitText() {
  const t = useT();
  return (category: TicketCategory, reason: LimitReason | null, eventMax: number | null): string | null => {
    switch (reason) {
      case "remaining":
        return t("ticketPicker.limit.remaining", { count: category.remaining });
      case "perTransaction":
        return t("ticketPicker.limit.perTransaction", { count: category.per_transaction_max });
      case "perAccount":
        return t("ticketPicker.limit.perAccount", { count: category.per_account_limit ?? 0 });
      case "event":
        return t("ticketPicker.limit.event", { count: eventMax ?? 0 });
      case "allowance":
        return t("ticketPicker.limit.allowance");
      default:
        return null;
    }
  };
}

export default function EventTicketRoute() {
  const { event, categories, sections } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  const modal = useModal();
  const { viewer } = useRootData();
  const limitText = useLimitText();
  const selection = useTicketSelection(event, categories, sections);
  const [openSection, setOpenSection] = useState<number | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastSection = useRef<number | null>(null);

  useEffect(() => {
    if (openSection === null && lastSection.current !== null)
      document.getElementById(`open-section-${lastSection.current}`)?.focus();
  }, [openSection]);

  const steppers = categories.filter((category) => !category.is_seated);
  const section = sections.find((item) => item.id === openSection) ?? null;
  const sectionCategory = section ? categories.find((item) => item.id === section.category_id) : undefined;
  const selectedIds = new Set(selection.seats.map((seat) => seat.id));
  const selectedBySection = Object.fromEntries(
    sections.map((item) => [item.id, item.seats.filter((seat) => selectedIds.has(seat.id)).length]),
  );
  const lines = summaryLines(categories, selection.quantities, selection.seats);

  const open = (id: number) => {
    lastSection.current = id;
    setOpenSection(id);
  };

  const onContinue = () => {
    if (lines.length === 0) return;
    if (!bundleChoicesComplete(categories, selection.quantities, selection.choices)) {
      setShowErrors(true);
      setError(t("ticketPicker.sizeRequired"));
      requestAnimationFrame(() => document.querySelector<HTMLElement>("[data-missing-size]")?.focus());
      return;
    }
    setError(null);
    const chosen = checkoutSelection(
      event.slug,
      categories,
      selection.quantities,
      selection.seats,
      selection.choices,
    );
    writeCheckoutForm(withSelection(readCheckoutForm(), chosen));
    const next = href("EventTicketCheckout", { slug: event.slug });
    if (!viewer) {
      rememberNextRoute(next);
      modal.open("login");
      return;
    }
    navigate(next);
  };

  return (
    <div className="px-4 py-6 pb-32 desktop:px-6 desktop:pb-12" data-testid="ticket-selection">
      <EventPageHeading
        event={event}
        back={{ to: href("EventDetail", { slug: event.slug }), label: t("ticketPicker.backToEvent") }}
        heading={t("routes.EventTicket.heading")}
        titleTestId="ticket-event-title"
      />
      <div className="mt-4 space-y-3">
        <EventNotices event={event} />
        {event.max_ticket_by_account !== null ||
        event.one_transaction_per_account ||
        selection.accountLeft !== null ? (
          <ul
            className="space-y-1 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900"
            data-testid="event-rules"
          >
            {event.max_ticket_by_account !== null ? (
              <li>
                {t.plural("catalogue.detail.eventLimit", event.max_ticket_by_account, {
                  count: event.max_ticket_by_account,
                })}
              </li>
            ) : null}
            {event.one_transaction_per_account ? (
              <li>{t("events.detail.oneTransactionPerAccount")}</li>
            ) : null}
            {selection.accountLeft !== null ? (
              <li className="font-semibold" data-testid="account-allowance">
                {selection.accountLeft === 0
                  ? t("ticketPicker.accountLeftNone")
                  : t.plural("ticketPicker.accountLeft", selection.accountLeft, {
                      count: selection.accountLeft,
                    })}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className="mt-6 grid gap-8 desktop:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {categories.length === 0 ? (
            <EmptyNote testId="empty-tickets">{t("events.empty.ticketsSoon")}</EmptyNote>
          ) : null}
          {sections.length > 0 ? (
            section ? (
              <SeatPicker
                key={section.id}
                section={section}
                selected={selectedIds}
                limit={sectionCategory ? selection.limitOf(sectionCategory).max : 0}
                cap={selection.sectionCap(section)}
                onToggle={(seat) => selection.toggleSeat(section, seat)}
                onPick={(seats) => selection.pickSeats(section, seats)}
                onBack={() => setOpenSection(null)}
              />
            ) : (
              <SectionList
                sections={sections}
                categories={categories}
                selectedBySection={selectedBySection}
                onOpen={open}
                taxNote={taxNote(event, t)}
              />
            )
          ) : null}
          {steppers.length > 0 ? (
            <div className="space-y-3">
              {steppers.map((category) => {
                const limit = selection.limitOf(category);
                const quantity = selection.quantities[category.id] ?? 0;
                return (
                  <TicketCategoryRow
                    key={category.id}
                    category={category}
                    headingLevel={3}
                    taxNote={taxNote(event, t)}
                  >
                    {limit.buyable ? (
                      <>
                        <QuantityStepper
                          name={category.name}
                          value={quantity}
                          max={limit.max}
                          min={category.per_transaction_min}
                          onChange={(value) => selection.setQuantity(category, value)}
                          limitText={limitText(category, limit.reason, event.max_ticket_by_account)}
                        />
                        <BundleChoices
                          category={category}
                          quantity={quantity}
                          choices={selection.choices[category.id]}
                          onChange={(value) => selection.setBundleChoices(category, value)}
                          showErrors={showErrors}
                        />
                      </>
                    ) : (
                      <div className="flex justify-end">
                        <button
                          type="button"
                          disabled
                          className="min-h-10 cursor-not-allowed rounded-full bg-slate-200 px-4 text-sm font-semibold text-slate-600"
                          data-testid="blocked-category"
                        >
                          {t("ticketPicker.unavailable")}: {t(`events.ticketStatus.${category.status}`)}
                        </button>
                      </div>
                    )}
                  </TicketCategoryRow>
                );
              })}
            </div>
          ) : null}
        </div>
        <aside>
          <div className="sticky top-24">
            <OrderSummary lines={lines} onContinue={onContinue} error={error} pricing={event} />
          </div>
        </aside>
      </div>
      <MobileContinueBar lines={lines} onContinue={onContinue} pricing={event} />
    </div>
  );
}
