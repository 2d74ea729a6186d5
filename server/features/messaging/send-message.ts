import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type {
  EventMessage,
  MessageDraft,
  MessagePreview,
  sendMessageBodySchema,
} from "#shared/contracts/organizer-messaging.ts";
import { isLocale, type Locale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/index.ts";
import { countGroupMail, insertKeyedOutboxMails, type KeyedMail, type Mailer } from "../mail/index.ts";
import type { OrganiserAccess, OrgEventRow } from "../organizations/index.ts";
import { messageMail } from "./message-mail.ts";
import {
  advanceMessage,
  countRecipients,
  type EventMessageRow,
  findEventCategory,
  findMemberName,
  findMessage,
  findMessageByKey,
  findMessageEvent,
  insertMessage,
  lockMessage,
  recipientBatch,
} from "./messaging-data.ts";

export interface MessagingDeps {
  db: Db;
  config: Pick<Config, "PUBLIC_BASE_URL" | "MESSAGE_MAILS_PER_MINUTE">;
  clock: Clock;
  mailer: Mailer;
}

/** Recipients written to the outbox per transaction. */
export const MESSAGE_BATCH = 500;
const LOCALES: readonly Locale[] = ["id", "en"];

/**
 * How a send writes its batches, for the crash tests and their controls (production: the defaults).
 * `batch`: recipients per transaction. `stopAfterBatches`: the send stops (throws) after that many
 * committed batches, as a killed process would. `restartFromBeginning`: the first batch ignores the
 * stored progress, as a resume that kept none would. `dedupe: false` writes each mail without its
 * per-recipient key, so nothing but the progress stands between a holder and a second mail.
 */
export interface EnqueueControl {
  batch?: number;
  stopAfterBatches?: number;
  restartFromBeginning?: boolean;
  dedupe?: boolean;
}

export class SendStopped extends Error {}

export const messageGroupKey = (id: number) => `event-message:${id}`;

const unknownCategory = () =>
  new AppError("validation_failed", {
    messageKey: "organizer.messaging.errors.unknownCategory",
    fields: { categoryId: { key: "organizer.messaging.errors.unknownCategory" } },
  });

async function checkedCategory(db: Db, event: OrgEventRow, categoryId: number | null) {
  if (categoryId === null) return null;
  const category = await findEventCategory(db, event.id, categoryId);
  if (!category) throw unknownCategory();
  return category;
}

async function recipientsByLocale(db: Db, eventId: number, categoryId: number | null) {
  const counts = await countRecipients(db, eventId, categoryId);
  const byLocale = new Map<Locale, number>(LOCALES.map((locale) => [locale, 0]));
  for (const row of counts) {
    const locale = isLocale(row.locale) ? row.locale : "id";
    byLocale.set(locale, (byLocale.get(locale) ?? 0) + Number(row.count));
  }
  return byLocale;
}

function ticketsUrl(config: MessagingDeps["config"], locale: Locale): string {
  return `${config.PUBLIC_BASE_URL.replace(/\/$/, "")}${routeHref("TicketHistory", locale)}`;
}

/**
 * The message as its recipients will read it, in both languages (a sample name in the greeting), and
 * how many holders it would reach in each. Changes nothing.
 */
export async function previewMessage(
  deps: MessagingDeps,
  event: OrgEventRow,
  draft: MessageDraft,
): Promise<MessagePreview> {
  await checkedCategory(deps.db, event, draft.categoryId);
  const [byLocale, facts] = await Promise.all([
    recipientsByLocale(deps.db, event.id, draft.categoryId),
    findMessageEvent(deps.db, event.id),
  ]);
  const mails = LOCALES.map((locale) => {
    const t = createTranslator(locale);
    const mail = messageMail(t, {
      to: "",
      name: t("organizer.messaging.sampleName"),
      eventTitle: event.title,
      organiserName: facts?.organiser_name ?? "",
      reason: draft.reason,
      subject: draft.subject,
      body: draft.body,
      ticketsUrl: ticketsUrl(deps.config, locale),
    });
    return {
      locale,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      recipients: byLocale.get(locale) ?? 0,
    };
  });
  return {
    recipientCount: [...byLocale.values()].reduce((sum, count) => sum + count, 0),
    mails,
    perMinute: deps.config.MESSAGE_MAILS_PER_MINUTE,
  };
}

/** The list's view of a message, with what the outbox holds of it. */
export async function messageView(db: Db, row: EventMessageRow): Promise<EventMessage> {
  const mail = await countGroupMail(db, messageGroupKey(row.id));
  const lastIndex = Math.max(row.recipientCount - 1, 0);
  const lastMailAt = new Date(row.sendFrom.getTime() + Math.floor(lastIndex / row.perMinute) * 60_000);
  return {
    id: row.id,
    reason: row.reason,
    subject: row.subject,
    categoryName: row.categoryName,
    recipientCount: row.recipientCount,
    queuedCount: mail.queued,
    sentCount: mail.sent,
    state: row.state,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    lastMailAt: lastMailAt.toISOString(),
  };
}

/**
 * Writes a message's remaining mails to the outbox, one batch of recipients (in e-mail order, after the
 * stored cursor) per transaction with the message's progress, under the message's row lock. Each
 * recipient's mail is due `floor(position / perMinute)` minutes after the send began, so the outbox
 * hands the mail server at most `perMinute` of them a minute. Called by the send itself, by a repeated
 * send with the same key, and by the resume job after a process stopped part-way: all take turns.
 */
export async function enqueueMessage(
  deps: Pick<MessagingDeps, "db" | "config">,
  messageId: number,
  control: EnqueueControl = {},
): Promise<void> {
  const size = control.batch ?? MESSAGE_BATCH;
  const dedupe = control.dedupe ?? true;
  let restart = control.restartFromBeginning ?? false;
  const message = await findMessage(deps.db, messageId);
  if (!message || message.state === "queued") return;
  const facts = await findMessageEvent(deps.db, message.eventId);
  const translators = new Map(LOCALES.map((locale) => [locale, createTranslator(locale)]));
  for (let batches = 0; ; batches++) {
    if (control.stopAfterBatches !== undefined && batches >= control.stopAfterBatches)
      throw new SendStopped(`stopped after ${batches} batches`);
    const finished = await inTransaction(deps.db, async (tx) => {
      const current = await lockMessage(tx, messageId);
      if (!current || current.state === "queued") return true;
      const after = restart ? null : current.cursorEmail;
      restart = false;
      const batch = await recipientBatch(tx, current.eventId, current.categoryId, after, size);
      const origin = current.sendFrom.getTime();
      const mails: KeyedMail[] = batch.map((recipient, index) => {
        const locale: Locale = isLocale(recipient.locale) ? recipient.locale : "id";
        const position = current.enqueuedCount + index;
        const mail = messageMail(translators.get(locale) ?? createTranslator(locale), {
          to: recipient.email,
          name: recipient.name,
          eventTitle: facts?.title ?? "",
          organiserName: facts?.organiser_name ?? "",
          reason: current.reason,
          subject: current.subject,
          body: current.body,
          ticketsUrl: ticketsUrl(deps.config, locale),
        });
        return {
          ...mail,
          dedupeKey: dedupe
            ? `${messageGroupKey(current.id)}:${recipient.email}`
            : `${messageGroupKey(current.id)}:${recipient.email}:${randomUUID()}`,
          groupKey: messageGroupKey(current.id),
          notBefore: new Date(origin + Math.floor(position / current.perMinute) * 60_000),
        };
      });
      await insertKeyedOutboxMails(tx, mails);
      const done = batch.length < size;
      await advanceMessage(tx, current.id, {
        enqueuedCount: current.enqueuedCount + batch.length,
        cursorEmail: batch.at(-1)?.email ?? current.cursorEmail,
        done,
      });
      return done;
    });
    if (finished) return;
  }
}

/**
 * Sends a message to the event's holders (or one category's): refused when the category is not the
 * event's (400) or nobody holds a valid ticket (422). The message row, with the recipient count, and its
 * audit entry commit together; then the mails go to the outbox in batches. The same idempotency key
 * again (a double click, a retry after a timeout) is the same message: nothing new is created, and a
 * send that stopped part-way continues where it stopped.
 */
export async function sendMessage(
  deps: MessagingDeps,
  access: OrganiserAccess,
  event: OrgEventRow,
  body: z.infer<typeof sendMessageBodySchema>,
  log: FastifyBaseLogger,
  control: EnqueueControl = {},
): Promise<EventMessage & { created: boolean }> {
  const repeat = await findMessageByKey(deps.db, event.id, body.idempotencyKey);
  if (repeat) return resume(deps, repeat.id, log, control);
  const category = await checkedCategory(deps.db, event, body.categoryId);
  const byLocale = await recipientsByLocale(deps.db, event.id, body.categoryId);
  const recipientCount = [...byLocale.values()].reduce((sum, count) => sum + count, 0);
  if (recipientCount === 0)
    throw new AppError("rule_refused", { messageKey: "organizer.messaging.errors.noRecipients" });
  const created = await inTransaction(deps.db, async (tx) => {
    const row = await insertMessage(tx, {
      eventId: event.id,
      idempotencyKey: body.idempotencyKey,
      reason: body.reason,
      subject: body.subject,
      body: body.body,
      categoryId: category?.id ?? null,
      categoryName: category?.name ?? null,
      createdBy: access.buyerId,
      createdByName: await findMemberName(tx, access.buyerId),
      recipientCount,
      perMinute: deps.config.MESSAGE_MAILS_PER_MINUTE,
      sendFrom: deps.clock.now(),
    });
    if (!row) return null;
    await recordAudit(tx, {
      actor: access.buyerId,
      eventId: event.id,
      entity: "message",
      entityId: row.id,
      before: null,
      after: {
        reason: row.reason,
        subject: row.subject,
        category: row.categoryName,
        recipients: recipientCount,
      },
    });
    return row;
  });
  // Two presses that both passed the lookup: the second found the key taken and follows the first.
  if (!created) {
    const first = await findMessageByKey(deps.db, event.id, body.idempotencyKey);
    if (!first) throw new Error("a message key was taken but no message holds it");
    return resume(deps, first.id, log, control);
  }
  await enqueueMessage(deps, created.id, control);
  deps.mailer.deliver(log);
  const row = await findMessage(deps.db, created.id);
  return { ...(await messageView(deps.db, row ?? created)), created: true };
}

async function resume(
  deps: MessagingDeps,
  id: number,
  log: FastifyBaseLogger,
  control: EnqueueControl,
): Promise<EventMessage & { created: boolean }> {
  await enqueueMessage(deps, id, control);
  deps.mailer.deliver(log);
  const row = await findMessage(deps.db, id);
  if (!row) throw new AppError("not_found");
  return { ...(await messageView(deps.db, row)), created: false };
}
