import type { ReactNode } from "react";
import { Link } from "react-router";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { CARD } from "./ui.ts";

/** A full-width notice with its way forward: no selection, limit reached, previous order, failure. */
export function EntryNotice({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  return (
    <section className={`${CARD} mx-auto max-w-xl text-center`} data-testid={testId} role="status">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children ? <div className="mt-2 space-y-1 text-sm text-slate-600">{children}</div> : null}
      <div className="mt-5 flex flex-col justify-center gap-2 desktop:flex-row">{actions}</div>
    </section>
  );
}

export function BackToTickets({ slug, primary = false }: { slug: string; primary?: boolean }) {
  const t = useT();
  const href = useRouteHref();
  return (
    <Link
      to={href("EventTicket", { slug })}
      className={primary ? BUTTON_CLASS.primary : BUTTON_CLASS.secondary}
    >
      {primary ? t("checkoutWeb.entry.chooseTickets") : t("checkoutWeb.backToTickets")}
    </Link>
  );
}

/** The one running transaction (spec section 4): view or complete it from the transaction list. */
export function PreviousTransactionLink({ label }: { label: string }) {
  const href = useRouteHref();
  return (
    <Link to={href("TransactionHistory")} className={BUTTON_CLASS.primary} data-testid="view-previous">
      {label}
    </Link>
  );
}
