import type { FastifyBaseLogger } from "fastify";
import { type Config, devMailboxEnabled } from "../../config/env.ts";

/**
 * Where the app's mail ends up: `smtp` (SMTP_URL: delivered to the addressee), `dev_mailbox` (no SMTP,
 * the outbox is readable at /dev/mailbox: development, tests, the local demo), `none` (no SMTP and no
 * mailbox: mail is written to the outbox and nobody ever receives it).
 */
export type MailDelivery = "smtp" | "dev_mailbox" | "none";

type MailSettings = Pick<Config, "SMTP_URL" | "DEV_MAILBOX" | "NODE_ENV">;

export function mailDelivery(config: MailSettings): MailDelivery {
  if (config.SMTP_URL) return "smtp";
  return devMailboxEnabled(config) ? "dev_mailbox" : "none";
}

/**
 * The start-up warning of a production process that cannot deliver mail (no SMTP_URL): invitations,
 * tickets, payment instructions and password resets would pile up in the outbox unsent. Null when
 * there is nothing to say. Names settings only, never an address or a link.
 */
export function mailDeliveryWarning(config: MailSettings): string | null {
  if (config.NODE_ENV !== "production" || config.SMTP_URL) return null;
  const where =
    mailDelivery(config) === "dev_mailbox"
      ? "it is only readable at /dev/mailbox (DEV_MAILBOX)"
      : "it stays queued in the outbox and is never sent";
  return `No mail transport: SMTP_URL is not set in production, so mail (team invitations, e-tickets, payment instructions, password resets) is not delivered: ${where}. Set SMTP_URL and MAIL_FROM.`;
}

/** Logs `mailDeliveryWarning` once (server/main.ts calls it at start). */
export function warnIfMailUndeliverable(config: MailSettings, log: Pick<FastifyBaseLogger, "warn">): void {
  const warning = mailDeliveryWarning(config);
  if (warning) log.warn({ mailDelivery: mailDelivery(config) }, warning);
}
