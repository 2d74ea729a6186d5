import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import { createDataCipher, dataEncryptionKey } from "../../security/data-cipher.ts";
import {
  isTicketsAttachmentRef,
  resolveTicketsAttachment,
  TICKETS_ATTACHMENT_KIND,
} from "../e-tickets/confirmation-attachment.ts";
import type { AttachmentResolver } from "./attachment-resolvers.ts";
import { type Mailer, outboxMailer } from "./mailer.ts";
import { outboxDelivery, smtpTransport } from "./smtp-delivery.ts";

type MailConfig = Pick<Config, "SMTP_URL" | "MAIL_FROM" | "DATA_ENCRYPTION_KEY" | "NODE_ENV">;

/** The outbox always; SMTP delivery on top when `SMTP_URL` is set. */
export function mailerFromConfig(db: Db, config: MailConfig): Mailer {
  const delivery = config.SMTP_URL
    ? outboxDelivery(db, smtpTransport(config.SMTP_URL, config.MAIL_FROM), attachmentResolvers(db, config))
    : null;
  return outboxMailer(delivery);
}

/** Every kind of attachment a feature may enqueue: the payment confirmation's e-tickets PDF. */
export function attachmentResolvers(db: Db, config: MailConfig): Record<string, AttachmentResolver> {
  const cipher = createDataCipher(dataEncryptionKey(config));
  return {
    [TICKETS_ATTACHMENT_KIND]: (ref) =>
      isTicketsAttachmentRef(ref) ? resolveTicketsAttachment({ db, cipher }, ref) : Promise.resolve(null),
  };
}
