import type { FastifyBaseLogger } from "fastify";
import type { TransferBody, TransferResult } from "#shared/contracts/e-tickets.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { normalizeEmail, validateEmail } from "#shared/validation/email.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { enqueueWebhookForEvent } from "../webhooks/index.ts";
import { CLAIM_TTL_MS, newClaimToken } from "./claim-token.ts";
import { findTicket, findTicketSettings } from "./data.ts";
import type { ETicketsDeps } from "./deps.ts";
import { ticketIsListed, transferCapOf } from "./resale-data.ts";
import { findOrCreateBuyerByEmail, lockHeldTicket, moveTicket } from "./ticket-writes-data.ts";
import { transferMail } from "./transfer-mail.ts";
import { transferWindow } from "./transfer-policy.ts";

const BLOCK_MESSAGES = {
  transfers_disabled: "eTickets.errors.transfersDisabled",
  transfer_frozen: "eTickets.errors.transferFrozen",
  event_over: "eTickets.errors.eventOver",
} as const;

/** A name for an account created by a transfer, until its owner edits the profile: the mailbox name. */
function nameFromEmail(email: string): string {
  return email.slice(0, email.indexOf("@")).slice(0, 60) || email;
}

/**
 * POST /ticket/detail/{id}/transfer: hands the ticket to the account of an e-mail (created when
 * there is none). In one transaction under the ticket's row lock: the holder changes, the code version
 * goes up (so the old QR is refused at once, online and, after the next bundle, offline), the transfer
 * is recorded for both people, and the recipient's mail is queued. The sender then gets 404 for it
 * (and a void copy from the transfer history).
 */
export async function transferTicket(
  deps: ETicketsDeps,
  buyerId: AuthorizedBuyerId,
  ticketId: string,
  body: TransferBody,
  context: { t: Translator; log: FastifyBaseLogger },
): Promise<TransferResult> {
  const email = normalizeEmail(body.email);
  const problem = validateEmail(email);
  if (problem) {
    throw new AppError("validation_failed", {
      fields: { email: { key: `validation.${problem.key}`, vars: problem.vars } },
    });
  }
  const result = await inTransaction(deps.db, async (tx) => {
    const locked = await lockHeldTicket(tx, buyerId, ticketId);
    if (!locked) throw new AppError("not_found");
    const ticket = await findTicket(tx, ticketId);
    if (!ticket) throw new AppError("not_found");
    const settings = await findTicketSettings(tx, locked.eventId);
    const { blockedBy } = transferWindow(settings, ticket.event, deps.clock.now());
    if (blockedBy) {
      throw new AppError("rule_refused", {
        messageKey: BLOCK_MESSAGES[blockedBy],
        vars: { hours: settings.transferFreezeHours },
      });
    }
    if (await ticketIsListed(tx, ticketId))
      throw new AppError("rule_refused", { messageKey: "resale.errors.listedNoTransfer" });
    const cap = await transferCapOf(tx, locked.eventId, ticketId);
    if (cap.cap !== null && cap.used >= cap.cap)
      throw new AppError("rule_refused", {
        messageKey: "resale.errors.transferCap",
        vars: { used: cap.used },
      });
    const recipient = await findOrCreateBuyerByEmail(tx, email, nameFromEmail(email));
    if (recipient.id === buyerId)
      throw new AppError("rule_refused", { messageKey: "eTickets.errors.transferToSelf" });
    const accountCreated = recipient.created;
    // An address nobody has proven yet gets the ticket through the mail's claim link
    // (or by verifying it), so whoever typed someone else's address at sign-up never receives it.
    const claim = recipient.verified ? null : newClaimToken();
    const transferredAt = await moveTicket(tx, {
      ticketId,
      fromBuyerId: buyerId,
      toBuyerId: recipient.id,
      fromVersion: locked.codeVersion,
      claimTokenHash: claim?.tokenHash ?? null,
      claimExpiresAt: claim ? new Date(deps.clock.now().getTime() + CLAIM_TTL_MS) : null,
    });
    await enqueueWebhookForEvent(tx, locked.eventId, "ticket.transferred", {
      ticketId,
      orderId: ticket.transactionId,
      eventId: locked.eventId,
      transferredAt: transferredAt.toISOString(),
    });
    await deps.mailer.enqueue(
      tx,
      transferMail(context.t, deps.config.PUBLIC_BASE_URL, {
        to: email,
        senderName: ticket.holderAccountName,
        eventTitle: ticket.event.title,
        startsAt: ticket.event.startsAt,
        venue: [ticket.event.venueName, ticket.event.city].filter(Boolean).join(", "),
        accountCreated,
        claimToken: claim?.token ?? null,
      }),
    );
    return { accountCreated, transferredAt };
  });
  deps.mailer.deliver(context.log);
  return {
    ticket_id: ticketId,
    recipient_email: email,
    recipient_account_created: result.accountCreated,
    transferred_at: result.transferredAt.toISOString(),
  };
}
