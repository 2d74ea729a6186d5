import { isLocale, type Locale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import type { AttachmentResolver } from "../mail/index.ts";
import { findInvoiceNumber, listTransactionTickets } from "./data.ts";
import type { ETicketsDeps } from "./deps.ts";
import { renderTicketsPdf } from "./render-tickets-pdf.ts";
import { toPdfTicket } from "./tickets-pdf.ts";

/**
 * The payment confirmation e-mail's attachment: every ticket of the transaction, one
 * page each. The outbox stores only this small reference, written in the payment's transaction; the
 * PDF is drawn when the mail is delivered, so the ticket-war transaction never waits on rendering.
 */
export const TICKETS_ATTACHMENT_KIND = "e-tickets-pdf";

// A type alias, not an interface, so it fits the outbox's `{ kind } & Record<string, unknown>` column type.
export type TicketsAttachmentRef = {
  kind: typeof TICKETS_ATTACHMENT_KIND;
  transactionId: string;
  locale: Locale;
};

export interface MailAttachment {
  filename: string;
  contentType: "application/pdf";
  content: Buffer;
}

export function ticketsAttachmentRef(transactionId: string, locale: Locale): TicketsAttachmentRef {
  return { kind: TICKETS_ATTACHMENT_KIND, transactionId, locale };
}

export function isTicketsAttachmentRef(value: unknown): value is TicketsAttachmentRef {
  const ref = value as Partial<TicketsAttachmentRef> | null;
  return (
    typeof ref === "object" &&
    ref !== null &&
    ref.kind === TICKETS_ATTACHMENT_KIND &&
    typeof ref.transactionId === "string" &&
    isLocale(ref.locale)
  );
}

/**
 * The PDF for a reference, with the codes as they stand at delivery (a ticket transferred away in
 * the meantime is left out). Null when the transaction has no valid tickets: send without attachment.
 */
export async function resolveTicketsAttachment(
  deps: Pick<ETicketsDeps, "db" | "cipher">,
  ref: TicketsAttachmentRef,
): Promise<MailAttachment | null> {
  const rows = await listTransactionTickets(deps.db, ref.transactionId);
  if (rows.length === 0) return null;
  const t = createTranslator(ref.locale);
  const tickets = await Promise.all(rows.map((row) => toPdfTicket(deps, row)));
  const invoice = (await findInvoiceNumber(deps.db, ref.transactionId)) ?? ref.transactionId.slice(0, 8);
  return {
    filename: t("eTickets.mail.attachmentName", { invoice }),
    contentType: "application/pdf",
    content: await renderTicketsPdf(tickets, t),
  };
}

/** The mailer's resolver for this kind; the composition root registers it (`server/build-services.ts`). */
export function ticketsAttachmentResolver(deps: Pick<ETicketsDeps, "db" | "cipher">): AttachmentResolver {
  return (ref) => (isTicketsAttachmentRef(ref) ? resolveTicketsAttachment(deps, ref) : Promise.resolve(null));
}
