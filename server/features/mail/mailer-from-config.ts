import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import type { AttachmentResolvers } from "./attachment-resolvers.ts";
import { type Mailer, outboxMailer } from "./mailer.ts";
import { outboxDelivery, smtpTransport } from "./smtp-delivery.ts";

/**
 * The outbox always; SMTP delivery on top when `SMTP_URL` is set, drawing attachments with the
 * resolvers the composition root registered (so this feature imports none of the features it mails for).
 */
export function mailerFromConfig(
  db: Db,
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM">,
  resolvers: AttachmentResolvers,
): Mailer {
  const delivery = config.SMTP_URL
    ? outboxDelivery(db, smtpTransport(config.SMTP_URL, config.MAIL_FROM), resolvers)
    : null;
  return outboxMailer(delivery);
}
