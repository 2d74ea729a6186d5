import type { MailAttachmentRef } from "../../db/schema/index.ts";

/**
 * The shapes of a mail, apart from the `Mailer` that sends them, so the outbox's data layer and the
 * features that compose mail can name them without importing the mailer.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Drawn at delivery by the resolver registered for each `kind` (see attachment-resolvers.ts). */
  attachments?: MailAttachmentRef[];
}

/** An attachment as handed to SMTP. */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail ready to send: its attachment references resolved to files. */
export interface OutgoingMail extends Omit<MailMessage, "attachments"> {
  attachments: MailFile[];
}

/** A mail written at most once per `dedupeKey`, possibly held until `notBefore` (paced bulk mail). */
export interface KeyedMail extends Omit<MailMessage, "attachments"> {
  dedupeKey: string;
  /** Mails counted together (one organiser message's). */
  groupKey: string | null;
  notBefore: Date | null;
}
