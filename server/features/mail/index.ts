/** The mail feature as other features may use it: its public entry (ADR 0117). */
export type { AttachmentResolver } from "./attachment-resolvers.ts";
export { countGroupMail, insertKeyedOutboxMails, type OutboxBacklog, outboxBacklog } from "./data.ts";
export { escapeHtml } from "./escape-html.ts";
export { type MailDelivery, mailDelivery } from "./mail-delivery.ts";
export type { KeyedMail, MailMessage } from "./mail-message.ts";
export type { Mailer } from "./mailer.ts";
