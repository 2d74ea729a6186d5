import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../../db/transaction.ts";
import { insertOutboxMail } from "./data.ts";
import type { MailMessage, OutgoingMail } from "./mail-message.ts";

/**
 * How features send e-mail. `enqueue` writes the mail to the outbox inside the caller's transaction,
 * so it exists exactly when the change that caused it committed. `deliver` runs after the commit and
 * hands pending mail to SMTP when one is configured; without SMTP the outbox (and the development
 * mailbox that reads it) is the destination.
 */
export interface Mailer {
  enqueue(tx: Tx, message: MailMessage): Promise<void>;
  /** Fire and forget: never throws, never delays the response that triggered it. */
  deliver(log: FastifyBaseLogger): void;
}

export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
}

export function outboxMailer(delivery: ((log: FastifyBaseLogger) => Promise<void>) | null): Mailer {
  return {
    enqueue: (tx, message) => insertOutboxMail(tx, message),
    deliver(log) {
      if (!delivery) return;
      delivery(log).catch((error: unknown) => log.warn({ err: error }, "mail delivery failed"));
    },
  };
}
