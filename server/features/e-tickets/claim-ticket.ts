import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { hashClaimToken, isClaimTokenShaped } from "./claim-token.ts";
import { findTransferByClaim } from "./data.ts";
import type { ETicketsDeps } from "./deps.ts";
import { claimTransfer } from "./ticket-writes-data.ts";

const expired = () => new AppError("link_expired", { messageKey: "eTickets.delivery.claimExpired" });

/**
 * POST /ticket/claim: the claim link of a transfer mail delivers the ticket to the recipient's account
 * before its address is verified. The link proves the mailbox, the session proves the account: both
 * are needed, so neither someone who signed up with another person's address nor someone who only
 * saw the mail can take the ticket. Single use; unknown, used or expired links answer 410.
 */
export async function claimTicket(
  deps: ETicketsDeps,
  buyerId: AuthorizedBuyerId,
  token: string,
): Promise<{ ticket_id: string }> {
  if (!isClaimTokenShaped(token)) throw expired();
  const tokenHash = hashClaimToken(token);
  const transfer = await findTransferByClaim(deps.db, tokenHash);
  if (transfer && transfer.toBuyerId !== buyerId)
    throw new AppError("forbidden", { messageKey: "eTickets.delivery.claimOtherAccount" });
  const claimed = await inTransaction(deps.db, (tx) =>
    claimTransfer(tx, tokenHash, buyerId, deps.clock.now()),
  );
  if (!claimed) throw expired();
  return { ticket_id: claimed.ticketId };
}
