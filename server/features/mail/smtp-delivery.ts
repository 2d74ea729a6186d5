import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client.ts";
import { type AttachmentResolvers, resolveAttachments } from "./attachment-resolvers.ts";
import { claimPendingMail, markMailSent } from "./data.ts";
import type { MailTransport } from "./mailer.ts";

const BATCH = 20;

/** SMTP through nodemailer; the URL carries host, port, TLS and credentials (smtp:// or smtps://). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
  };
}

/**
 * Sends what is waiting in the outbox. A failed mail keeps its row: its claim lapses and the next
 * delivery run retries it. Log lines name the outbox id only, never the address or the content (a
 * reset link is a credential).
 */
export function outboxDelivery(db: Db, transport: MailTransport, resolvers: AttachmentResolvers = {}) {
  return async (log: FastifyBaseLogger): Promise<void> => {
    for (;;) {
      const claimed = await claimPendingMail(db, BATCH);
      for (const mail of claimed) {
        try {
          const attachments = await resolveAttachments(mail.attachments, resolvers);
          await transport.send({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments,
          });
          await markMailSent(db, mail.id);
        } catch (error) {
          log.warn({ mailId: mail.id, err: error }, "mail delivery failed; will retry");
        }
      }
      if (claimed.length < BATCH) return;
    }
  };
}
