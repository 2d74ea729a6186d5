import { useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { cashChange, doorOrderFees } from "#shared/box-office/door-order-total.ts";
import { type FieldValue, fieldsFor } from "#shared/checkout/visitor-fields.ts";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import type { DoorOrder, DoorOrderKind } from "#shared/contracts/organizer-box-office.ts";
import type { OrgCatalog } from "#shared/contracts/organizer-catalog.ts";
import { LIVE_STATUS_PATH } from "#shared/contracts/payments.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { findPaymentMethod } from "#shared/payment-methods/index.ts";
import { FieldList } from "../checkout/field-list.tsx";
import type { Values } from "../checkout/form-values.ts";
import { visitorFieldsOf } from "../checkout/visitor-fields-of.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, HINT, LABEL, ORG_BUTTON, SECTION_TITLE } from "./ui.ts";

type Mode = "sell" | "comp";

const formSchema = z.object({
  category_id: z.string().regex(/^[0-9]+$/),
  quantity: z.string().regex(/^([1-9]|1[0-9]|20)$/),
  name: z.string().trim().max(100),
  email: z.union([z.literal(""), z.email().max(254)]),
  pay: z.enum(["cash", "qris"]),
  cash_received: z.string().regex(/^[0-9]*$/),
  guest_list: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;

/** A new key per order on this device: a double tap or a retried request replays the same order. */
const newKey = () => `door-${crypto.randomUUID()}`;

/**
 * The box office, phone first: pick a category and quantity, the buyer (optional for cash), the
 * visitors when the event's form asks, then cash (amount received, change shown) or QRIS (the QR for
 * the buyer to scan, then the tickets as soon as the live payment status says paid). The second tab
 * sends complimentary or guest-list tickets to a named guest's e-mail.
 */
export function BoxOfficeScreen({ event, catalog }: { event: OrgEvent; catalog: OrgCatalog }) {
  const t = useT();
  const [mode, setMode] = useState<Mode>("sell");
  const [order, setOrder] = useState<DoorOrder | null>(null);
  const categories = catalog.categories.filter((category) => category.kind === "general");
  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      onClick={() => {
        setMode(value);
        setOrder(null);
      }}
      className={mode === value ? ORG_BUTTON.primary : ORG_BUTTON.secondary}
    >
      {label}
    </button>
  );
  return (
    <div className="max-w-xl space-y-4" data-testid="box-office">
      <div role="tablist" className="flex flex-wrap gap-2">
        {tab("sell", t("organizer.boxOffice.screen.sellTab"))}
        {tab("comp", t("organizer.boxOffice.screen.compTab"))}
      </div>
      {categories.length === 0 ? (
        <p className={CARD}>{t("organizer.boxOffice.screen.noCategories")}</p>
      ) : order ? (
        <OrderResult event={event} order={order} onChange={setOrder} onNext={() => setOrder(null)} />
      ) : (
        <DoorOrderForm key={mode} mode={mode} event={event} catalog={catalog} onPlaced={setOrder} />
      )}
    </div>
  );
}

function DoorOrderForm({
  mode,
  event,
  catalog,
  onPlaced,
}: {
  mode: Mode;
  event: OrgEvent;
  catalog: OrgCatalog;
  onPlaced: (order: DoorOrder) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const categories = catalog.categories.filter((category) => category.kind === "general");
  const form = useSchemaForm(formSchema, {
    category_id: String(categories[0]?.id ?? ""),
    quantity: "1",
    name: "",
    email: "",
    pay: "cash",
    cash_received: "",
    guest_list: false,
  } satisfies FormValues);
  const [visitors, setVisitors] = useState<Values[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per filled-in order: kept across retries of the same submit, renewed after an answer.
  const [key, setKey] = useState(newKey);
  const values = form.watch();
  const category = categories.find((item) => String(item.id) === values.category_id);
  const quantity = Number(values.quantity) || 0;
  const kind: DoorOrderKind =
    mode === "comp"
      ? values.guest_list
        ? "guest_list"
        : "complimentary"
      : values.pay === "qris"
        ? "box_office_qris"
        : "box_office_cash";
  const fees = doorOrderFees({
    kind,
    subTotal: (category?.price ?? 0) * quantity,
    taxRateBps: event.taxRateBps,
    priceDisplay: event.priceDisplay,
    qris: findPaymentMethod("qris") ?? null,
  });
  const received = Number(values.cash_received || "0");
  const change = cashChange(fees.total, received);
  const fields = useMemo(
    () => fieldsFor(visitorFieldsOf(catalog.visitor_form.fields), category?.name ?? ""),
    [catalog.visitor_form.fields, category?.name],
  );
  const money = (amount: number) => formatRupiah(amount, locale);

  const submit = form.handleSubmit(async (input) => {
    setBusy(true);
    setProblem(null);
    setServerErrors({});
    try {
      const placed = await api.call("createDoorOrder", {
        params: { orgId: String(event.organizationId), eventId: String(event.id) },
        body: {
          kind,
          tickets: [{ category_id: Number(input.category_id), quantity: Number(input.quantity) }],
          buyer: {
            ...(input.name ? { name: input.name } : {}),
            ...(input.email ? { email: input.email } : {}),
          },
          visitors: Array.from({ length: Number(input.quantity) }, (_, index) => visitors[index] ?? {}),
          ...(kind === "box_office_cash" ? { cash_received: Number(input.cash_received || "0") } : {}),
          idempotency_key: key,
        },
      });
      setKey(newKey());
      onPlaced(placed);
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setProblem(t("errors.network"));
      setServerErrors(failure.fields ?? {});
      setProblem(failure.message);
      // A refusal is final for this key: the corrected order is a new one.
      if (failure.httpStatus < 500) setKey(newKey());
    } finally {
      setBusy(false);
    }
  });

  const error = (name: keyof FormValues) =>
    form.formState.errors[name] || serverErrors[name] ? (
      <p className={ERROR_TEXT}>{form.formState.errors[name]?.message ?? serverErrors[name]}</p>
    ) : null;
  const slotErrors = (index: number) =>
    Object.fromEntries(
      Object.entries(serverErrors)
        .filter(([path]) => path.startsWith(`visitors.${index}.`))
        .map(([path, message]) => [path.slice(`visitors.${index}.`.length), message]),
    );
  const comp = mode === "comp";
  const slotNumbers = Array.from({ length: Math.min(quantity, 20) }, (_, index) => index + 1);

  return (
    <form
      onSubmit={submit}
      noValidate
      className={`${CARD} space-y-4`}
      aria-label={t("organizer.boxOffice.screen.title")}
    >
      <h2 className={SECTION_TITLE}>
        {comp ? t("organizer.boxOffice.screen.compTitle") : t("organizer.boxOffice.screen.title")}
      </h2>
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
        <label className={LABEL}>
          {t("organizer.boxOffice.screen.category")}
          <select className={FIELD} {...form.register("category_id")}>
            {categories.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} · {money(item.price)} ·{" "}
                {t("organizer.boxOffice.screen.left", {
                  count: Math.max(item.quota - item.sold - item.held, 0),
                })}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          {t("organizer.boxOffice.screen.quantity")}
          <input className={FIELD} inputMode="numeric" {...form.register("quantity")} />
          {error("quantity")}
        </label>
      </div>
      <label className={`${LABEL} block`}>
        {comp ? t("organizer.boxOffice.screen.guestName") : t("organizer.boxOffice.screen.buyerName")}
        <input className={FIELD} autoComplete="off" {...form.register("name")} />
        {error("name")}
        {serverErrors["buyer.name"] ? <p className={ERROR_TEXT}>{serverErrors["buyer.name"]}</p> : null}
      </label>
      <label className={`${LABEL} block`}>
        {comp ? t("organizer.boxOffice.screen.guestEmail") : t("organizer.boxOffice.screen.buyerEmail")}
        <input
          className={FIELD}
          type="email"
          inputMode="email"
          autoComplete="off"
          {...form.register("email")}
        />
        {error("email")}
        {serverErrors["buyer.email"] ? <p className={ERROR_TEXT}>{serverErrors["buyer.email"]}</p> : null}
      </label>
      {comp ? (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" {...form.register("guest_list")} />
          {t("organizer.boxOffice.screen.guestList")}
        </label>
      ) : null}
      {fields.length > 0
        ? slotNumbers.map((number) => (
            <fieldset key={`visitor-${number}`} className="space-y-2 rounded-xl border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {t("organizer.boxOffice.screen.visitor", { n: number })}
              </legend>
              <FieldList
                fields={fields}
                ticketName={category?.name ?? ""}
                values={visitors[number - 1] ?? {}}
                serverErrors={slotErrors(number - 1)}
                onChange={(field: string, value: FieldValue) =>
                  setVisitors((current) => {
                    const next = [...current];
                    next[number - 1] = { ...(next[number - 1] ?? {}), [field]: value };
                    return next;
                  })
                }
              />
            </fieldset>
          ))
        : null}
      {comp ? null : (
        <fieldset className="space-y-3">
          <legend className={LABEL}>{t("organizer.boxOffice.screen.payment")}</legend>
          <div className="flex gap-4 text-sm text-slate-800">
            <label className="flex items-center gap-2">
              <input type="radio" value="cash" {...form.register("pay")} />
              {t("organizer.boxOffice.screen.cash")}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="qris" {...form.register("pay")} />
              {t("organizer.boxOffice.screen.qris")}
            </label>
          </div>
          {values.pay === "cash" ? (
            <label className={`${LABEL} block`}>
              {t("organizer.boxOffice.screen.cashReceived")}
              <input className={FIELD} inputMode="numeric" {...form.register("cash_received")} />
              {error("cash_received")}
            </label>
          ) : null}
        </fieldset>
      )}
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-slate-700">{t("organizer.boxOffice.screen.total")}</dt>
        <dd className="text-right font-semibold text-slate-900" data-testid="door-total">
          {money(fees.total)}
        </dd>
        {kind === "box_office_cash" ? (
          <>
            <dt className="text-slate-700">{t("organizer.boxOffice.screen.change")}</dt>
            <dd className="text-right font-semibold text-slate-900" data-testid="door-change">
              {change === null ? "–" : money(change)}
            </dd>
          </>
        ) : null}
      </dl>
      {problem ? (
        <p role="alert" className={ERROR_TEXT}>
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={`${ORG_BUTTON.primary} w-full min-h-11`}
      >
        {comp ? t("organizer.boxOffice.screen.issue") : t("organizer.boxOffice.screen.sell")}
      </button>
    </form>
  );
}

/** The placed order: the QR while a QRIS charge waits (live status, with a poll beside it), then the tickets. */
function OrderResult({
  event,
  order,
  onChange,
  onNext,
}: {
  event: OrgEvent;
  order: DoorOrder;
  onChange: (order: DoorOrder) => void;
  onNext: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const waiting = order.status === "Waiting For Payment";
  useEffect(() => {
    if (!waiting) return;
    const params = { orgId: String(event.organizationId), eventId: String(event.id), orderId: order.id };
    const reload = () =>
      api.call("doorOrder", { params }).then(
        (fresh) => {
          if (fresh.status !== order.status) onChange(fresh);
        },
        () => undefined,
      );
    const source =
      typeof EventSource === "undefined" ? null : new EventSource(`${LIVE_STATUS_PATH}/${order.externalId}`);
    source?.addEventListener("status", () => void reload());
    // Beside the push: a proxy that drops event streams still sees the payment within seconds.
    const timer = setInterval(() => void reload(), 5_000);
    return () => {
      source?.close();
      clearInterval(timer);
    };
  }, [api, event, order, waiting, onChange]);

  if (waiting)
    return (
      <section className={`${CARD} flex flex-col items-center gap-3 text-center`} data-testid="door-qris">
        <p className="text-2xl font-bold text-slate-900">{formatRupiah(order.total, locale)}</p>
        {order.qrImage ? (
          <img
            src={order.qrImage}
            alt={t("organizer.boxOffice.screen.scan")}
            width={256}
            height={256}
            className="size-64 rounded-xl bg-white p-2 ring-1 ring-slate-200"
          />
        ) : null}
        <p className="text-sm text-slate-700">{t("organizer.boxOffice.screen.scan")}</p>
        <p className="text-sm font-medium text-slate-900" aria-live="polite">
          {t("organizer.boxOffice.screen.waiting")}
        </p>
      </section>
    );
  if (order.status !== "Payment Success")
    return (
      <section className={CARD}>
        <p className="text-sm text-slate-800">{t("organizer.boxOffice.screen.expired")}</p>
        <button type="button" onClick={onNext} className={`${ORG_BUTTON.primary} mt-3 w-full`}>
          {t("organizer.boxOffice.screen.another")}
        </button>
      </section>
    );
  return (
    <section className={`${CARD} space-y-3`} data-testid="door-issued" aria-labelledby="door-issued-title">
      <h2 id="door-issued-title" className={SECTION_TITLE}>
        {t("organizer.boxOffice.screen.issued")} · {t(`organizer.boxOffice.sources.${order.source}`)}
      </h2>
      {order.change !== null ? (
        <p className="text-lg font-semibold text-slate-900">
          {t("organizer.boxOffice.screen.change")}: {formatRupiah(order.change, locale)}
        </p>
      ) : null}
      <p className={HINT}>
        {order.buyerEmail
          ? t("organizer.boxOffice.screen.sentTo", { email: order.buyerEmail })
          : t("organizer.boxOffice.screen.noEmail")}
      </p>
      <ul className="divide-y divide-slate-200">
        {order.tickets.map((ticket) => (
          <li key={ticket.id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 break-words text-slate-800">
              {ticket.entryNumber}. {ticket.holder ?? "–"} · {ticket.category}
            </span>
            <span className="font-mono font-semibold text-slate-900">
              <span className="sr-only">{t("organizer.boxOffice.screen.code")}: </span>
              {ticket.code}
            </span>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onNext} className={`${ORG_BUTTON.primary} w-full`}>
        {t("organizer.boxOffice.screen.another")}
      </button>
    </section>
  );
}
