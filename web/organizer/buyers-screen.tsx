import { useId, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { VISITOR_NAME_KEY } from "#shared/checkout/visitor-fields.ts";
import type { PagingMeta } from "#shared/contracts/envelope.ts";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import type { OrderSourceName } from "#shared/contracts/organizer-box-office.ts";
import { ORGANIZER_OPERATIONS } from "#shared/contracts/organizer-operations.ts";
import {
  type AttendeeRow,
  type OrderRow,
  orderStatusOf,
  type RecordAnswer,
} from "#shared/contracts/organizer-records.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { paymentMethodLabel } from "#shared/payments/method-label.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useRouteHref, useT } from "../lib/i18n.tsx";
import { EventHeader } from "./event-header.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { RecordsFilterForm } from "./records-filter-form.tsx";
import { ScrollRegion } from "./scroll-region.tsx";
import { CARD, FIELD, HINT, LABEL, ORG_BUTTON, TABLE_CELL, TABLE_HEAD_CELL } from "./ui.ts";

type View = "attendees" | "orders";
interface Props {
  event: OrgEvent;
  view: View;
  attendees: { rows: AttendeeRow[]; meta: PagingMeta; canReveal: boolean } | null;
  orders: { rows: OrderRow[]; meta: PagingMeta } | null;
  /** The page's query string (`?q=...`), kept by the tabs' exports and the pager. */
  search: string;
}

/** The same filters, another page or another view: the URL is the state (shareable, back-button safe). */
function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/**
 * The event's buyers: attendees with every visitor answer (identity and
 * health answers hidden until an owner or admin opens them with a reason), orders with their money,
 * both searched and filtered by the server, and exports of exactly what the filters show.
 */
export function BuyersScreen({ event, view, attendees, orders, search }: Props) {
  const t = useT();
  const { pathname } = useLocation();
  const params = new URLSearchParams(search);
  const meta = attendees?.meta ?? orders?.meta ?? null;
  const exportBase = `/api/v1${ORGANIZER_OPERATIONS.exportRecords.path
    .replace(":orgId", String(event.organizationId))
    .replace(":eventId", String(event.id))
    .replace(":kind", view)}`;
  const exportQuery = (format: "csv" | "xlsx") =>
    withParams(search, { view: null, page: null, show: null, format }).slice(1);
  return (
    <div className="space-y-5">
      <EventHeader event={event} heading={t("organizer.records.title")} />
      <p className="max-w-3xl text-sm text-slate-700">{t("organizer.records.intro")}</p>

      <nav aria-label={t("organizer.records.title")} className="flex gap-2">
        {(["attendees", "orders"] as const).map((tab) => (
          <Link
            key={tab}
            to={`${pathname}${tab === "orders" ? "?view=orders" : ""}`}
            aria-current={tab === view ? "page" : undefined}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-700 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
          >
            {t(`organizer.records.tabs.${tab}`)}
          </Link>
        ))}
      </nav>

      <RecordsFilterForm key={search} view={view} search={search} />

      <section
        className={`${CARD} flex flex-wrap items-center gap-3`}
        aria-label={t("organizer.records.export.title")}
      >
        <h2 className="text-base font-semibold text-slate-900">{t("organizer.records.export.title")}</h2>
        {(["csv", "xlsx"] as const).map((format) => (
          <a
            key={format}
            href={`${exportBase}?${exportQuery(format)}`}
            download
            className={ORG_BUTTON.secondary}
          >
            {t(`organizer.records.export.${view}${format === "csv" ? "Csv" : "Xlsx"}`)}
          </a>
        ))}
        <p className={`${HINT} basis-full`}>{t("organizer.records.export.note")}</p>
      </section>

      {meta ? (
        <p className="text-sm text-slate-600">{t("organizer.records.total", { count: meta.total })}</p>
      ) : null}
      {attendees ? (
        <AttendeesTable
          event={event}
          rows={attendees.rows}
          canReveal={attendees.canReveal}
          filtered={params.size > 0}
        />
      ) : null}
      {orders ? (
        <OrdersTable
          rows={orders.rows}
          filtered={params.size > 1 || (params.size === 1 && !params.has("view"))}
        />
      ) : null}
      {meta && meta.last_page > 1 ? <Pager meta={meta} search={search} /> : null}
    </div>
  );
}

/** Previous and next pages, keeping every other parameter of the page's query. */
export function Pager({ meta, search }: { meta: PagingMeta; search: string }) {
  const t = useT();
  const page = meta.current_page;
  return (
    <nav
      aria-label={t("organizer.records.page", { page, last: meta.last_page })}
      className="flex items-center gap-3"
    >
      {page > 1 ? (
        <Link to={withParams(search, { page: String(page - 1) })} className={ORG_BUTTON.secondary}>
          {t("organizer.records.previous")}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700">
        {t("organizer.records.page", { page, last: meta.last_page })}
      </span>
      {!meta.is_last_page ? (
        <Link to={withParams(search, { page: String(page + 1) })} className={ORG_BUTTON.secondary}>
          {t("organizer.records.next")}
        </Link>
      ) : null}
    </nav>
  );
}

function Answers({ answers }: { answers: RecordAnswer[] }) {
  const t = useT();
  // The visitor's name already heads the row.
  const shown = answers.filter(
    (answer) => answer.key !== VISITOR_NAME_KEY && (answer.masked || answer.value !== ""),
  );
  return (
    <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {shown.map((answer) => (
        <div key={answer.key} className="contents">
          <dt className="text-slate-600">{answer.label}</dt>
          <dd className="break-words text-slate-900">
            {answer.masked ? (
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                {t("organizer.records.masked")}
              </span>
            ) : (
              answer.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A column's name inside its cell on a phone, where the rows are stacked cards and the header row is
 * only read out (screen readers already announce the column header, so this copy is hidden from them).
 */
function StackedLabel({ children }: { children: string }) {
  return (
    <p
      aria-hidden="true"
      className="mb-0.5 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:hidden"
    >
      {children}
    </p>
  );
}

function AttendeesTable({
  event,
  rows,
  canReveal,
  filtered,
}: {
  event: OrgEvent;
  rows: AttendeeRow[];
  canReveal: boolean;
  filtered: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const [opened, setOpened] = useState<Record<string, RecordAnswer[]>>({});
  if (rows.length === 0)
    return (
      <p className={`${CARD} text-slate-700`}>
        {t(filtered ? "organizer.records.empty" : "organizer.records.emptyEvent")}
      </p>
    );
  return (
    // Below 640 px each ticket is a stacked card (the column names shown in it), so the answers are on
    // the screen, not past a sideways scroll; wider, a table in its own scrolling region.
    <ScrollRegion>
      <table className="min-w-full divide-y divide-slate-200 max-sm:block" data-testid="attendees">
        <thead className="bg-slate-50 max-sm:sr-only">
          <tr>
            <th scope="col" className={TABLE_HEAD_CELL}>
              {t("organizer.records.columns.holder")}
            </th>
            <th scope="col" className={TABLE_HEAD_CELL}>
              {t("organizer.records.columns.category")}
            </th>
            <th scope="col" className={TABLE_HEAD_CELL}>
              {t("organizer.records.columns.checkedIn")}
            </th>
            <th scope="col" className={TABLE_HEAD_CELL}>
              {t("organizer.records.columns.answers")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {rows.map((row) => {
            const answers = opened[row.ticketId] ?? row.answers;
            const hidden = answers.some((answer) => answer.masked);
            return (
              <tr key={row.ticketId} className="max-sm:block max-sm:py-2">
                <td className={`${TABLE_CELL} max-sm:block max-sm:py-1.5`}>
                  <p className="font-medium break-words">{row.holderName}</p>
                  <p className="break-all text-slate-600">{row.holderEmail}</p>
                  <p className="mt-1 font-mono text-xs text-slate-600">
                    {row.reference} · {row.invoiceNumber}
                  </p>
                </td>
                <td className={`${TABLE_CELL} max-sm:block max-sm:py-1.5`}>
                  <StackedLabel>{t("organizer.records.columns.category")}</StackedLabel>
                  <p>{row.categoryName}</p>
                  {row.seat ? <p className="text-slate-600">{row.seat}</p> : null}
                  {row.transferred ? (
                    <p className="mt-1 text-xs font-medium text-amber-800">
                      {t("organizer.records.columns.transferred")}
                    </p>
                  ) : null}
                  <SourceBadge source={row.source} />
                </td>
                <td className={`${TABLE_CELL} whitespace-nowrap max-sm:block max-sm:py-1.5`}>
                  <StackedLabel>{t("organizer.records.columns.checkedIn")}</StackedLabel>
                  {row.checkedInAt ? (
                    <>
                      <p>{formatWib(row.checkedInAt, locale)}</p>
                      <p className="text-slate-600">{row.gate}</p>
                    </>
                  ) : (
                    <span className="text-slate-600">{t("organizer.records.notCheckedIn")}</span>
                  )}
                </td>
                <td className={`${TABLE_CELL} max-sm:block max-sm:py-1.5 sm:min-w-64`}>
                  <StackedLabel>{t("organizer.records.columns.answers")}</StackedLabel>
                  <Answers answers={answers} />
                  {canReveal && hidden ? (
                    <RevealForm
                      event={event}
                      ticketId={row.ticketId}
                      onOpened={(revealed) =>
                        setOpened((current) => ({ ...current, [row.ticketId]: revealed }))
                      }
                    />
                  ) : null}
                  {opened[row.ticketId] ? <p className={HINT}>{t("organizer.records.reveal.done")}</p> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Opening one ticket's hidden answers: a reason first, then the server logs it and answers. */
function RevealForm({
  event,
  ticketId,
  onOpened,
}: {
  event: OrgEvent;
  ticketId: string;
  onOpened: (answers: RecordAnswer[]) => void;
}) {
  const t = useT();
  const api = useOrganizerApi();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const problemId = useId();
  if (!open)
    return (
      <button type="button" className={`${ORG_BUTTON.secondary} mt-2`} onClick={() => setOpen(true)}>
        {t("organizer.records.reveal.open")}
      </button>
    );
  async function submit() {
    setBusy(true);
    setProblem(null);
    try {
      const revealed = await api.call("revealAttendee", {
        params: { orgId: String(event.organizationId), eventId: String(event.id), ticketId },
        body: { reason },
      });
      onOpened(revealed.answers);
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.fields?.reason ?? error.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <p className="text-sm font-semibold text-slate-900">{t("organizer.records.reveal.title")}</p>
      <p className={HINT}>{t("organizer.records.reveal.body")}</p>
      <label htmlFor={reasonId} className={`${LABEL} mt-2`}>
        {t("organizer.records.reveal.reason")}
      </label>
      <textarea
        id={reasonId}
        value={reason}
        rows={2}
        maxLength={300}
        onChange={(change) => setReason(change.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        className={FIELD}
      />
      {problem ? (
        <p id={problemId} role="alert" className="mt-1 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <button type="button" className={ORG_BUTTON.primary} disabled={busy} onClick={submit}>
          {t("organizer.records.reveal.confirm")}
        </button>
        <button type="button" className={ORG_BUTTON.secondary} onClick={() => setOpen(false)}>
          {t("organizer.records.reveal.cancel")}
        </button>
      </div>
    </div>
  );
}

/** The filter of each status the orders list names; every other status is a cancelled order. */
function OrdersTable({ rows, filtered }: { rows: OrderRow[]; filtered: boolean }) {
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const ids = useParams();
  if (rows.length === 0)
    return (
      <p className={`${CARD} text-slate-700`}>
        {t(filtered ? "organizer.records.empty" : "organizer.records.emptyOrders")}
      </p>
    );
  return (
    <ScrollRegion>
      <table className="min-w-full divide-y divide-slate-200" data-testid="orders">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TABLE_HEAD_CELL}>
              {t("organizer.records.columns.invoice")}
            </th>
            <th scope="col" className={TABLE_HEAD_CELL}>
              {t("organizer.records.columns.buyer")}
            </th>
            <th scope="col" className={TABLE_HEAD_CELL}>
              {t("organizer.records.columns.status")}
            </th>
            <th scope="col" className={`${TABLE_HEAD_CELL} text-right`}>
              {t("organizer.records.columns.total")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={TABLE_CELL}>
                <Link
                  to={href("OrganizerOrderDetail", {
                    orgId: ids.orgId ?? "",
                    eventId: ids.eventId ?? "",
                    orderId: row.id,
                  })}
                  className="font-mono text-xs font-semibold text-brand-700 underline underline-offset-2"
                  aria-label={`${t("organizer.refunds.order.open")} ${row.invoiceNumber}`}
                >
                  {row.invoiceNumber}
                </Link>
                <p className="text-slate-600">{formatWib(row.createdAt, locale)}</p>
              </td>
              <td className={TABLE_CELL}>
                <p className="font-medium break-words">{row.buyerName}</p>
                <p className="break-all text-slate-600">{row.buyerEmail}</p>
                {row.buyerPhone ? <p className="text-slate-600">{row.buyerPhone}</p> : null}
              </td>
              <td className={TABLE_CELL}>
                <p>{t(`organizer.records.status.${orderStatusOf(row)}`)}</p>
                <p className="text-slate-600">
                  {paymentMethodLabel(t, row.paymentMethod)} · {row.tickets}{" "}
                  {t("organizer.records.columns.tickets").toLowerCase()}
                </p>
                <SourceBadge source={row.source} />
              </td>
              <td className={`${TABLE_CELL} whitespace-nowrap text-right`}>
                <p className="font-semibold">{formatRupiah(row.total, locale)}</p>
                {row.voucherDiscount > 0 ? (
                  <p className="text-slate-600">−{formatRupiah(row.voucherDiscount, locale)}</p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Marks an order or ticket that did not come from the online checkout (complimentary, box office). */
function SourceBadge({ source }: { source: OrderSourceName }) {
  const t = useT();
  if (source === "online") return null;
  return (
    <p
      className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
      data-testid="order-source"
    >
      {t(`organizer.boxOffice.sources.${source}`)}
    </p>
  );
}
