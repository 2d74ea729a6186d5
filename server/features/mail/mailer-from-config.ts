import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import { type Mailer, outboxMailer } from "./mailer.ts";
import { outboxDelivery, smtpTransport } from "./smtp-delivery.ts";

/** The outbox always; SMTP delivery on top when `SMTP_URL` is set. */
export function mailerFromConfig(db: Db, config: Pick<Config, "SMTP_URL" | "MAIL_FROM">): Mailer {
  const delivery = config.SMTP_URL
    ? outboxDelivery(db, smtpTransport(config.SMTP_URL, config.MAIL_FROM))
    : null;
  return outboxMailer(delivery);
}
