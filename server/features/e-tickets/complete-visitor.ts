import type { FieldProblem, FieldValue } from "#shared/checkout/visitor-fields.ts";
import { validateVisitor } from "#shared/checkout/visitor-fields.ts";
import type { ETicketDetail } from "#shared/contracts/e-tickets.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { sealAnswers, ticketAnswersContext } from "../../security/sealed-answers.ts";
import { loadVisitorFields } from "../checkout/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { findHeldTicket } from "./data.ts";
import type { ETicketsDeps } from "./deps.ts";
import { getETicket } from "./get-e-ticket.ts";
import { lockHeldTicket, saveTicketVisitor } from "./ticket-writes-data.ts";

/**
 * POST /ticket/detail/{id}/visitor: the recipient of a transfer fills in the
 * event's visitor form for the ticket they received, checked on the server with the shared validators
 * like checkout's participants. Only a received ticket without answers takes them, once; identity and
 * health answers are sealed to the ticket.
 */
export async function completeTicketVisitor(
  deps: ETicketsDeps,
  buyerId: AuthorizedBuyerId,
  ticketId: string,
  visitor: Record<string, FieldValue>,
  t: Translator,
): Promise<ETicketDetail> {
  const row = await findHeldTicket(deps.db, buyerId, ticketId);
  if (!row) throw new AppError("not_found");
  if (!row.receivedByTransfer || row.visitorData !== null)
    throw new AppError("conflict", { messageKey: "eTickets.delivery.visitorAlreadyFilled" });
  const fields = await loadVisitorFields(deps.db, row.eventId);
  const found = validateVisitor(fields, row.categoryName, visitor);
  if (Object.keys(found).length > 0) {
    const problems: Record<string, FieldProblem> = {};
    for (const [key, problem] of Object.entries(found)) problems[`visitor.${key}`] = problem;
    throw new AppError("validation_failed", {
      messageKey: "eTickets.delivery.visitorIncomplete",
      fields: problems,
    });
  }
  // Only the form's own answers are kept (as at checkout).
  const asked = new Set(fields.map((field) => field.key));
  const answers = Object.fromEntries(Object.entries(visitor).filter(([key]) => asked.has(key)));
  const stored = sealAnswers(answers, fields, deps.cipher, ticketAnswersContext(ticketId));
  await inTransaction(deps.db, async (tx) => {
    // Under the row lock: a transfer onwards or a second submission cannot interleave.
    if (!(await lockHeldTicket(tx, buyerId, ticketId))) throw new AppError("not_found");
    if (!(await saveTicketVisitor(tx, ticketId, stored)))
      throw new AppError("conflict", { messageKey: "eTickets.delivery.visitorAlreadyFilled" });
  });
  return getETicket(deps, buyerId, ticketId, t);
}
