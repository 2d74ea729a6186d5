import { z } from "zod";
import { oneLineText } from "./one-line-text.ts";

/**
 * An organiser's message to the holders of an event's valid tickets (or one category's), written by
 * owners and admins (`editors`). Only what a ticket holder needs to know about the event they hold a
 * ticket to: each message names one reason from a fixed list, and the mail says it ("you receive this
 * because you hold a ticket to X: schedule change"). There is no free "news" or "promotion" reason, so
 * the channel cannot be used for marketing.
 */
export const MESSAGE_REASONS = [
  "schedule_change",
  "venue_change",
  "entry_information",
  "safety_notice",
  "other_event_related",
] as const;
export type MessageReason = (typeof MESSAGE_REASONS)[number];
export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5000;
/** `sending`: recipients are still being written to the outbox; `queued`: every recipient has its mail. */
export const MESSAGE_STATES = ["sending", "queued"] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/**
 * Plain text with line breaks: control characters other than line breaks and tabs are refused. The
 * pattern also says "not blank" (one visible character), so the OpenAPI document refuses what the trim
 * leaves empty, as the server does.
 */
const bodyText = z
  .string()
  .trim()
  .min(1)
  .max(MESSAGE_BODY_MAX)
  .regex(/^[ \n\r\t]*[^\p{Cc}\s](?:[^\p{Cc}]|[\n\r\t])*$/u, { error: "invalid_characters" });

export const messageDraftSchema = z.object({
  reason: z.enum(MESSAGE_REASONS),
  subject: oneLineText(MESSAGE_SUBJECT_MAX),
  body: bodyText,
  /** One category's holders only; null or absent: every holder of the event. */
  categoryId: z.number().int().positive().nullable().default(null),
});
export type MessageDraft = z.infer<typeof messageDraftSchema>;

/** A send carries a key the page makes once per composed message: a second press or a retry is the same message. */
export const sendMessageBodySchema = messageDraftSchema.extend({ idempotencyKey: z.uuid() });

/** The mail as one recipient language reads it. */
export const renderedMailSchema = z.object({
  locale: z.enum(["id", "en"]),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Recipients who will get it in this language. */
  recipients: z.number().int(),
});
export type RenderedMail = z.infer<typeof renderedMailSchema>;

export const messagePreviewSchema = z.object({
  recipientCount: z.number().int(),
  /** Both languages, the recipients' counts in each (a language with 0 recipients is shown too). */
  mails: z.array(renderedMailSchema),
  /** Mails a minute: how long the send will take to reach everyone follows from it. */
  perMinute: z.number().int(),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const eventMessageSchema = z.object({
  id: z.number().int(),
  reason: z.enum(MESSAGE_REASONS),
  subject: z.string(),
  categoryName: z.string().nullable(),
  recipientCount: z.number().int(),
  /** Mails written to the outbox so far. */
  queuedCount: z.number().int(),
  /** Mails handed to the mail server (stays 0 where no SMTP is configured). */
  sentCount: z.number().int(),
  state: z.enum(MESSAGE_STATES),
  createdBy: z.string(),
  createdAt: z.string(),
  /** When the last paced mail may go out. */
  lastMailAt: z.string(),
});
export type EventMessage = z.infer<typeof eventMessageSchema>;

export const sendMessageResultSchema = eventMessageSchema.extend({
  /** False when the key named a message already sent: nothing new was sent. */
  created: z.boolean(),
});

export const eventMessageListSchema = z.object({ rows: z.array(eventMessageSchema) });
