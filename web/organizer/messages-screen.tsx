import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import {
  type EventMessage,
  MESSAGE_BODY_MAX,
  MESSAGE_REASONS,
  MESSAGE_SUBJECT_MAX,
  type MessageDraft,
  type MessagePreview,
  messageDraftSchema,
} from "#shared/contracts/organizer-messaging.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { ConfirmDialog } from "../payments/confirm-dialog.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { EventHeader } from "./event-header.tsx";
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

interface Props {
  event: OrgEvent;
  messages: EventMessage[];
  categories: { id: number; name: string }[];
}

/** A fresh key per composed message: a second press of "send" (or a retry) names the same message. */
function newMessageKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sameDraft = (a: MessageDraft, b: MessageDraft) =>
  a.reason === b.reason &&
  a.subject.trim() === b.subject.trim() &&
  a.body.trim() === b.body.trim() &&
  (a.categoryId ?? null) === (b.categoryId ?? null);

/** The mail in one language, as its recipients read it (the plain-text part: what every client shows). */
function PreviewMail({ mail }: { mail: MessagePreview["mails"][number] }) {
  const t = useT();
  return (
    <article
      className="rounded-xl border border-slate-200 bg-slate-50 p-3"
      data-testid={`preview-${mail.locale}`}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t.plural("organizer.messaging.recipientsIn", mail.recipients, {
          language: t(`organizer.messaging.languages.${mail.locale}`),
          count: mail.recipients,
        })}
      </p>
      <p className="mt-2 font-semibold break-words text-slate-900">{mail.subject}</p>
      <pre className="mt-2 font-sans text-sm whitespace-pre-wrap break-words text-slate-800">{mail.text}</pre>
    </article>
  );
}

function Composer({ event, categories }: Omit<Props, "messages">) {
  const t = useT();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const { revalidate } = useRevalidator();
  const ids = { orgId: String(event.organizationId), eventId: String(event.id) };
  const form = useSchemaForm(messageDraftSchema, {
    reason: "schedule_change",
    subject: "",
    body: "",
    categoryId: null,
  });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ draft: MessageDraft; result: MessagePreview; key: string } | null>(
    null,
  );
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const reasonId = useId();
  const categoryId = useId();
  const subjectId = useId();
  const bodyId = useId();
  const bodyHintId = useId();
  const current = form.watch();
  const stale =
    preview !== null &&
    !sameDraft(preview.draft, {
      reason: current.reason ?? "schedule_change",
      subject: current.subject ?? "",
      body: current.body ?? "",
      categoryId: current.categoryId ?? null,
    });

  const runPreview = form.handleSubmit(async (draft) => {
    setProblem(null);
    try {
      const result = await api.call("previewEventMessage", { params: ids, body: draft });
      // A new preview is a new message to send, unless it is the same text again.
      setPreview((previous) => ({
        draft,
        result,
        key: previous && sameDraft(previous.draft, draft) ? previous.key : newMessageKey(),
      }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(showApiFailure(form.setError, error));
    }
  });

  async function send() {
    if (!preview) return;
    setSending(true);
    setProblem(null);
    try {
      await api.call("sendEventMessage", {
        params: ids,
        body: { ...preview.draft, idempotencyKey: preview.key },
      });
      setConfirming(false);
      setPreview(null);
      form.reset({ reason: "schedule_change", subject: "", body: "", categoryId: null });
      await revalidate();
      snackbar.show("success", t("organizer.messaging.messages.sent"));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setConfirming(false);
      setProblem(error.message);
    } finally {
      setSending(false);
    }
  }

  const count = preview?.result.recipientCount ?? 0;
  const minutes = preview ? Math.max(1, Math.ceil(count / preview.result.perMinute)) : 0;
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
      <section className={CARD}>
        <h2 className={SECTION_TITLE}>{t("organizer.messaging.compose")}</h2>
        <form className="mt-3 space-y-4" noValidate data-testid="message-form" onSubmit={runPreview}>
          {problem ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {problem}
            </p>
          ) : null}
          <div>
            <label htmlFor={reasonId} className={LABEL}>
              {t("organizer.messaging.reason")}
            </label>
            <select id={reasonId} className={FIELD} {...form.register("reason")}>
              {MESSAGE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`organizer.messaging.reasons.${reason}`)}
                </option>
              ))}
            </select>
            <p className={HINT}>{t("organizer.messaging.reasonHint")}</p>
          </div>
          <div>
            <label htmlFor={categoryId} className={LABEL}>
              {t("organizer.messaging.category")}
            </label>
            <select
              id={categoryId}
              className={FIELD}
              aria-invalid={Boolean(errors.categoryId)}
              {...form.register("categoryId", {
                setValueAs: (value: unknown) =>
                  value === "" || value === null || value === undefined ? null : Number(value),
              })}
            >
              <option value="">{t("organizer.messaging.allHolders")}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {t("organizer.messaging.categoryHolders", { category: category.name })}
                </option>
              ))}
            </select>
            {errors.categoryId ? <p className={ERROR_TEXT}>{errors.categoryId.message}</p> : null}
          </div>
          <div>
            <label htmlFor={subjectId} className={LABEL}>
              {t("organizer.messaging.subject")}
            </label>
            <input
              id={subjectId}
              className={FIELD}
              maxLength={MESSAGE_SUBJECT_MAX}
              autoComplete="off"
              aria-invalid={Boolean(errors.subject)}
              {...form.register("subject")}
            />
            {errors.subject ? <p className={ERROR_TEXT}>{errors.subject.message}</p> : null}
          </div>
          <div>
            <label htmlFor={bodyId} className={LABEL}>
              {t("organizer.messaging.body")}
            </label>
            <textarea
              id={bodyId}
              rows={8}
              className={FIELD}
              maxLength={MESSAGE_BODY_MAX}
              aria-describedby={bodyHintId}
              aria-invalid={Boolean(errors.body)}
              {...form.register("body")}
            />
            <p id={bodyHintId} className={HINT}>
              {t("organizer.messaging.bodyHint", { max: MESSAGE_BODY_MAX })}
            </p>
            {errors.body ? <p className={ERROR_TEXT}>{errors.body.message}</p> : null}
          </div>
          <button type="submit" className={ORG_BUTTON.secondary} disabled={isSubmitting}>
            {t("organizer.messaging.previewAction")}
          </button>
        </form>
      </section>
      <section className={CARD} aria-live="polite" data-testid="message-preview">
        <h2 className={SECTION_TITLE}>{t("organizer.messaging.previewTitle")}</h2>
        {preview ? (
          <div className="mt-3 space-y-3">
            <p className="text-base font-semibold text-slate-900" data-testid="preview-count">
              {t.plural("organizer.messaging.recipients", count, { count })}
            </p>
            {count === 0 ? (
              <p className="text-sm text-slate-700">{t("organizer.messaging.noRecipients")}</p>
            ) : (
              <p className="text-sm text-slate-700">
                {t("organizer.messaging.pace", { perMinute: preview.result.perMinute, minutes })}
              </p>
            )}
            {stale ? (
              <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {t("organizer.messaging.previewStale")}
              </p>
            ) : null}
            {preview.result.mails.map((mail) => (
              <PreviewMail key={mail.locale} mail={mail} />
            ))}
            <button
              type="button"
              className={ORG_BUTTON.primary}
              disabled={count === 0 || stale || sending}
              onClick={() => setConfirming(true)}
              data-testid="message-send"
            >
              {t.plural("organizer.messaging.send", count, { count })}
            </button>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-700">{t("organizer.messaging.previewEmpty")}</p>
        )}
      </section>
      <ConfirmDialog
        open={confirming && preview !== null}
        title={t("organizer.messaging.confirmTitle")}
        body={t.plural("organizer.messaging.confirmBody", count, {
          count,
          subject: preview?.draft.subject ?? "",
        })}
        yesLabel={t("organizer.messaging.confirmYes")}
        noLabel={t("organizer.messaging.confirmNo")}
        busy={sending}
        onYes={() => void send()}
        onClose={() => setConfirming(false)}
        testId="message-confirm"
      />
    </div>
  );
}

function SentList({ messages }: { messages: EventMessage[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="space-y-3">
      <h2 className={SECTION_TITLE}>{t("organizer.messaging.sentList")}</h2>
      {messages.length === 0 ? (
        <p className={`${CARD} text-slate-700`}>{t("organizer.messaging.noneSent")}</p>
      ) : (
        <ScrollRegion>
          <table className="min-w-full divide-y divide-slate-200" data-testid="sent-messages">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.messaging.columns.message")}
                </th>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.messaging.columns.recipients")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {messages.map((message) => (
                <tr key={message.id}>
                  <td className={TABLE_CELL}>
                    <p className="font-medium break-words">{message.subject}</p>
                    <p className="text-slate-600">{t(`organizer.messaging.reasons.${message.reason}`)}</p>
                    <p className="text-xs text-slate-600">
                      {t("organizer.messaging.by", {
                        name: message.createdBy,
                        date: formatWib(message.createdAt, locale),
                      })}
                    </p>
                  </td>
                  <td className={TABLE_CELL}>
                    <p>
                      <span className="font-semibold">{message.recipientCount}</span>{" "}
                      <span className="text-slate-600">
                        {message.categoryName
                          ? t("organizer.messaging.categoryHolders", { category: message.categoryName })
                          : t("organizer.messaging.allHolders")}
                      </span>
                    </p>
                    <p>
                      {t("organizer.messaging.queuedOf", {
                        queued: message.queuedCount,
                        count: message.recipientCount,
                      })}
                    </p>
                    <p className="text-slate-600">
                      {t("organizer.messaging.sentOf", { sent: message.sentCount })}
                    </p>
                    <p className="mt-1">
                      <span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                        {t(`organizer.messaging.states.${message.state}`)}
                      </span>
                    </p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

/**
 * An event's messages to its ticket holders: compose (reason, recipients, subject, plain-text body),
 * preview in both languages with the recipient count, confirm, send; and the messages sent, with their
 * mails queued and handed to the mail server. Only owners and admins reach it.
 */
export function MessagesScreen({ event, messages, categories }: Props) {
  const t = useT();
  return (
    <div className="space-y-5">
      <EventHeader event={event} heading={t("organizer.messaging.title")} />
      <p className="max-w-3xl text-sm text-slate-700">{t("organizer.messaging.intro")}</p>
      <Composer event={event} categories={categories} />
      <SentList messages={messages} />
    </div>
  );
}
