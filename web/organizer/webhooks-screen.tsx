import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { z } from "zod";
import {
  createWebhookBodySchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  type webhookDeliveryListSchema,
  type webhookEndpointListSchema,
} from "#shared/contracts/organizer-webhooks.ts";
import { formatWib } from "#shared/format/datetime.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { Pager } from "./buyers-screen.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import { ScrollRegion } from "./scroll-region.tsx";
import {
  CARD,
  ERROR_TEXT,
  FIELD,
  HINT,
  LABEL,
  ORG_BUTTON,
  SECTION_TITLE,
  TABLE_CELL,
  TABLE_HEAD_CELL,
} from "./ui.ts";

type EndpointList = z.infer<typeof webhookEndpointListSchema>;

/** Catalog keys cannot hold the types' dots: each type's label key. */
const TYPE_LABELS = {
  "order.paid": "organizer.webhooks.types.orderPaid",
  "order.refund_needed": "organizer.webhooks.types.orderRefundNeeded",
  "ticket.transferred": "organizer.webhooks.types.ticketTransferred",
  "ticket.listed": "organizer.webhooks.types.ticketListed",
  "ticket.resold": "organizer.webhooks.types.ticketResold",
  "ticket.checked_in": "organizer.webhooks.types.ticketCheckedIn",
  "refund.requested": "organizer.webhooks.types.refundRequested",
  "refund.processing": "organizer.webhooks.types.refundProcessing",
  "refund.succeeded": "organizer.webhooks.types.refundSucceeded",
  "refund.failed": "organizer.webhooks.types.refundFailed",
} as const satisfies Record<WebhookEventType, MessageKey>;
type DeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** Runs an API call, then reloads the screen's data; an API refusal is shown, never thrown. */
function useAct(onProblem: (message: string | null) => void) {
  const snackbar = useSnackbar();
  const { revalidate } = useRevalidator();
  return async function act<T>(work: () => Promise<T>, done?: string): Promise<T | null> {
    onProblem(null);
    try {
      const result = await work();
      await revalidate();
      if (done) snackbar.show("success", done);
      return result;
    } catch (error) {
      if (error instanceof ApiError) onProblem(error.message);
      else throw error;
      return null;
    }
  };
}

/** The secret of a new or rotated endpoint: shown here once, never again. */
function SecretPanel({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useT();
  return (
    <section
      className={`${CARD} border-amber-300 bg-amber-50`}
      aria-live="polite"
      data-testid="webhook-secret"
    >
      <h2 className={SECTION_TITLE}>{t("organizer.webhooks.secretTitle")}</h2>
      <p className="mt-1 text-sm text-slate-800">{t("organizer.webhooks.secretHint")}</p>
      <code className="mt-3 block break-all rounded-lg bg-white p-3 font-mono text-sm text-slate-900">
        {secret}
      </code>
      <button type="button" className={`${ORG_BUTTON.secondary} mt-3`} onClick={onClose}>
        {t("organizer.webhooks.hideSecret")}
      </button>
    </section>
  );
}

function EndpointForm({
  orgId,
  types,
  full,
  onSecret,
}: {
  orgId: string;
  types: readonly WebhookEventType[];
  full: boolean;
  onSecret: (secret: string) => void;
}) {
  const t = useT();
  const api = useOrganizerApi();
  const { revalidate } = useRevalidator();
  const snackbar = useSnackbar();
  const form = useSchemaForm(createWebhookBodySchema, {
    url: "",
    description: "",
    eventTypes: ["order.paid"],
  });
  const { errors } = form.formState;
  const chosen = form.watch("eventTypes");
  const [problem, setProblem] = useState<string | null>(null);
  const urlId = useId();
  const descriptionId = useId();
  const hintId = useId();
  const typesErrorId = useId();
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const created = await api.call("createWebhookEndpoint", { params: { orgId }, body });
      await revalidate();
      snackbar.show("success", t("organizer.webhooks.messages.created"));
      onSecret(created.secret);
      form.reset({ url: "", description: "", eventTypes: form.getValues("eventTypes") });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(showApiFailure(form.setError, error));
    }
  });
  return (
    <section className={CARD}>
      <h2 className={SECTION_TITLE}>{t("organizer.webhooks.add")}</h2>
      <form className="mt-3 space-y-4" noValidate data-testid="webhook-form" onSubmit={submit}>
        {problem ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        <div>
          <label htmlFor={urlId} className={LABEL}>
            {t("organizer.webhooks.url")}
          </label>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            className={FIELD}
            placeholder="https://"
            aria-describedby={hintId}
            aria-invalid={Boolean(errors.url)}
            {...form.register("url")}
          />
          <p id={hintId} className={HINT}>
            {t("organizer.webhooks.urlHint")}
          </p>
          {errors.url ? <p className={ERROR_TEXT}>{errors.url.message}</p> : null}
        </div>
        <div>
          <label htmlFor={descriptionId} className={LABEL}>
            {t("organizer.webhooks.description")}
          </label>
          <input id={descriptionId} className={FIELD} maxLength={200} {...form.register("description")} />
        </div>
        <fieldset aria-describedby={errors.eventTypes ? typesErrorId : undefined}>
          <legend className={LABEL}>{t("organizer.webhooks.eventTypes")}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {types.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={chosen.includes(type)}
                  onChange={(change) =>
                    form.setValue(
                      "eventTypes",
                      change.target.checked ? [...chosen, type] : chosen.filter((item) => item !== type),
                    )
                  }
                />
                <span>
                  {t(TYPE_LABELS[type])} <code className="text-xs text-slate-600">{type}</code>
                </span>
              </label>
            ))}
          </div>
          {errors.eventTypes ? (
            <p id={typesErrorId} className={ERROR_TEXT}>
              {errors.eventTypes.message}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className={ORG_BUTTON.primary} disabled={full}>
          {t("organizer.webhooks.register")}
        </button>
      </form>
    </section>
  );
}

function EndpointCard({
  orgId,
  endpoint,
  logHref,
  onSecret,
  onProblem,
}: {
  orgId: string;
  endpoint: WebhookEndpoint;
  logHref: string;
  onSecret: (secret: string) => void;
  onProblem: (message: string | null) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const act = useAct(onProblem);
  const params = { orgId, endpointId: String(endpoint.id) };
  return (
    <li className="space-y-3 py-4" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-start gap-2">
        <p className="min-w-0 flex-1 font-mono text-sm break-all text-slate-900">{endpoint.url}</p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${endpoint.enabled ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
        >
          {endpoint.enabled ? t("organizer.webhooks.enabled") : t("organizer.webhooks.disabled")}
        </span>
      </div>
      {endpoint.description ? <p className="text-sm text-slate-700">{endpoint.description}</p> : null}
      <p className="text-sm text-slate-700">
        {endpoint.eventTypes.map((type) => t(TYPE_LABELS[type])).join(" · ")}
      </p>
      <p className="text-sm text-slate-600">
        {t("organizer.webhooks.pending", { count: endpoint.pending })} ·{" "}
        {t("organizer.webhooks.failed", { count: endpoint.failed })}
        {endpoint.lastDeliveryAt
          ? ` · ${t("organizer.webhooks.lastDelivery", { at: formatWib(endpoint.lastDeliveryAt, locale) })}`
          : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={logHref} className={ORG_BUTTON.secondary}>
          {t("organizer.webhooks.showLog")}
        </Link>
        <button
          type="button"
          className={ORG_BUTTON.secondary}
          onClick={() =>
            void act(
              () => api.call("updateWebhookEndpoint", { params, body: { enabled: !endpoint.enabled } }),
              t("organizer.webhooks.messages.saved"),
            )
          }
        >
          {endpoint.enabled ? t("organizer.webhooks.disable") : t("organizer.webhooks.enable")}
        </button>
        <button
          type="button"
          className={ORG_BUTTON.secondary}
          onClick={() => {
            if (!window.confirm(t("organizer.webhooks.rotateConfirm"))) return;
            void act(
              () => api.call("rotateWebhookSecret", { params }),
              t("organizer.webhooks.messages.rotated"),
            ).then((rotated) => rotated && onSecret(rotated.secret));
          }}
        >
          {t("organizer.webhooks.rotate")}
        </button>
        <button
          type="button"
          className={ORG_BUTTON.danger}
          onClick={() => {
            if (!window.confirm(t("organizer.webhooks.removeConfirm"))) return;
            void act(
              () => api.call("deleteWebhookEndpoint", { params }),
              t("organizer.webhooks.messages.deleted"),
            );
          }}
        >
          {t("organizer.webhooks.remove")}
        </button>
      </div>
    </li>
  );
}

/** The organisation's endpoints, the form to add one, and the secret of the one just made. */
export function WebhookEndpoints({
  orgId,
  list,
  logHref,
}: {
  orgId: string;
  list: EndpointList;
  logHref: (endpointId: number) => string;
}) {
  const t = useT();
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      {secret ? <SecretPanel secret={secret} onClose={() => setSecret(null)} /> : null}
      {problem ? (
        <p role="alert" className={`${CARD} border-red-300 text-red-900`}>
          {problem}
        </p>
      ) : null}
      <section className={CARD}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className={SECTION_TITLE}>{t("organizer.webhooks.title")}</h2>
          <p className="text-sm text-slate-600">
            {t("organizer.webhooks.limit", { count: list.rows.length, max: list.max })}
          </p>
        </div>
        {list.rows.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t("organizer.webhooks.empty")}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="webhook-endpoints">
            {list.rows.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                orgId={orgId}
                endpoint={endpoint}
                logHref={logHref(endpoint.id)}
                onSecret={setSecret}
                onProblem={setProblem}
              />
            ))}
          </ul>
        )}
      </section>
      <EndpointForm
        orgId={orgId}
        types={list.eventTypes}
        full={list.rows.length >= list.max}
        onSecret={setSecret}
      />
    </>
  );
}

function DeliveryRow({
  orgId,
  endpointId,
  delivery,
}: {
  orgId: string;
  endpointId: number;
  delivery: WebhookDelivery;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const [problem, setProblem] = useState<string | null>(null);
  const act = useAct(setProblem);
  const answer =
    delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : (delivery.lastError ?? "—");
  return (
    <tr>
      <td className={`${TABLE_CELL} whitespace-nowrap`}>{formatWib(delivery.createdAt, locale)}</td>
      <td className={TABLE_CELL}>
        <p>{t(TYPE_LABELS[delivery.eventType])}</p>
        <p className="font-mono text-xs break-all text-slate-600">{delivery.messageId}</p>
      </td>
      <td className={TABLE_CELL}>{t(`organizer.webhooks.status.${delivery.status}`)}</td>
      <td className={TABLE_CELL}>{delivery.attempts}</td>
      <td className={TABLE_CELL}>{answer}</td>
      <td className={`${TABLE_CELL} whitespace-nowrap`}>
        {delivery.nextAttemptAt ? formatWib(delivery.nextAttemptAt, locale) : "—"}
      </td>
      <td className={TABLE_CELL}>
        <button
          type="button"
          className={ORG_BUTTON.secondary}
          aria-label={`${t("organizer.webhooks.log.redeliver")}: ${delivery.messageId}`}
          onClick={() =>
            void act(
              () =>
                api.call("redeliverWebhook", {
                  params: { orgId, endpointId: String(endpointId), deliveryId: String(delivery.id) },
                }),
              t("organizer.webhooks.messages.redelivered"),
            )
          }
        >
          {t("organizer.webhooks.log.redeliver")}
        </button>
        {problem ? <p className={ERROR_TEXT}>{problem}</p> : null}
      </td>
    </tr>
  );
}

/** One endpoint's delivery log, newest first, with a manual redeliver per row. */
export function DeliveryLog({
  orgId,
  log,
  backHref,
  search,
}: {
  orgId: string;
  log: DeliveryList;
  backHref: string;
  search: string;
}) {
  const t = useT();
  const heads = ["created", "event", "status", "attempts", "response", "next"] as const;
  return (
    <section className="space-y-3">
      <Link to={backHref} className="text-sm font-medium text-brand-700 underline">
        {t("organizer.webhooks.log.back")}
      </Link>
      <h2 className={SECTION_TITLE}>{t("organizer.webhooks.log.title")}</h2>
      <p className="font-mono text-sm break-all text-slate-700">{log.endpoint.url}</p>
      {log.rows.length === 0 ? (
        <p className={`${CARD} text-slate-700`}>{t("organizer.webhooks.log.empty")}</p>
      ) : (
        <ScrollRegion>
          <table className="min-w-full divide-y divide-slate-200" data-testid="webhook-deliveries">
            <thead className="bg-slate-50">
              <tr>
                {heads.map((head) => (
                  <th key={head} scope="col" className={TABLE_HEAD_CELL}>
                    {t(`organizer.webhooks.log.${head}`)}
                  </th>
                ))}
                {/* relative: the sr-only label's box stays inside the scrolling table, not the page. */}
                <th scope="col" className={`${TABLE_HEAD_CELL} relative`}>
                  <span className="sr-only">{t("organizer.webhooks.log.redeliver")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {log.rows.map((delivery) => (
                <DeliveryRow
                  key={delivery.id}
                  orgId={orgId}
                  endpointId={log.endpoint.id}
                  delivery={delivery}
                />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {log.meta.last_page > 1 ? <Pager meta={log.meta} search={search} /> : null}
    </section>
  );
}
