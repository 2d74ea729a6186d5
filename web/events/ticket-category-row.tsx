import type { ReactNode } from "react";
import type { TicketCategory } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import { priceText } from "./price-text.ts";
import { TicketStatusBadge } from "./ticket-status.tsx";

/**
 * One ticket category: name, description, price, status with what it means, tickets left, the
 * per-transaction and per-account limits, and a bundle's merchandise. `children` is the buying control
 * on the ticket page (stepper or seat chooser); the event page shows the row alone.
 */
export function TicketCategoryRow({
  category,
  children,
  headingLevel = 3,
  taxNote = null,
}: {
  category: TicketCategory;
  children?: ReactNode;
  headingLevel?: 3 | 4;
  /** "+ pajak 11%" or "termasuk pajak 11%" under the price (price-text.ts `taxNote`). */
  taxNote?: string | null;
}) {
  const t = useT();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const available = category.status === "available";
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm desktop:p-5"
      data-testid="ticket-category"
      data-category-id={category.id}
      data-status={category.status}
      aria-labelledby={`category-${category.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading id={`category-${category.id}`} className="font-semibold text-slate-900">
              {category.name}
            </Heading>
            <TicketStatusBadge status={category.status} />
          </div>
          {category.description ? (
            <p className="mt-1 text-sm text-slate-600">{category.description}</p>
          ) : null}
        </div>
        <div className="text-right">
          <p className="text-lg font-bold text-slate-900" data-testid="ticket-price">
            {priceText(category.price, t)}
          </p>
          {taxNote && category.price > 0 ? (
            <p className="text-xs text-slate-600" data-testid="ticket-tax">
              {taxNote}
            </p>
          ) : null}
        </div>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {available ? (
          <li className="font-semibold text-emerald-800" data-testid="ticket-remaining">
            {t.plural("events.detail.remaining", category.remaining, { count: category.remaining })}
          </li>
        ) : (
          <li className="font-medium text-slate-700" data-testid="ticket-status-hint">
            {t(`events.ticketStatusHint.${category.status}`)}
          </li>
        )}
        <li>
          {t.plural("events.detail.perTransactionMax", category.per_transaction_max, {
            count: category.per_transaction_max,
          })}
        </li>
        {category.per_account_limit !== null ? (
          <li>
            {t.plural("events.detail.perAccountLimit", category.per_account_limit, {
              count: category.per_account_limit,
            })}
          </li>
        ) : null}
      </ul>
      {category.is_bundle && category.bundle_items.length > 0 ? (
        <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-800">{t("events.detail.bundleIncludes")}</p>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {category.bundle_items.map((item) => (
              <li key={item.name}>
                {item.name}
                {item.size_options.length > 0 ? (
                  <span className="text-slate-500">
                    {" "}
                    ({t("events.detail.sizes", { sizes: item.size_options.join(", ") })})
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </article>
  );
}
