import type { z } from "zod";
import {
  DEFAULT_VISITOR_FIELDS,
  type FieldProblem,
  type FieldValue,
  validateVisitor,
} from "#shared/checkout/visitor-fields.ts";
import type { participantsBodySchema } from "#shared/contracts/checkout.ts";
import { AppError } from "../../http/app-error.ts";
import { holdAnswersContext, sealAnswers } from "../../security/sealed-answers.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import type { CheckoutDeps } from "./deps.ts";
import { checkoutError } from "./errors.ts";
import { holdLines, requireRunningHold } from "./get-checkout-detail.ts";
import { saveHoldParticipants } from "./hold-answers-data.ts";
import { type ParticipantSlot, participantSlots } from "./participants.ts";
import { loadVisitorFields } from "./visitor-fields-data.ts";

type Body = z.infer<typeof participantsBodySchema>;

/**
 * POST /transaction/checkout/participants: validates buyer and per-ticket visitor data on the server
 * with the shared validators and the event's field configuration, then stores it on the hold.
 */
export async function saveParticipants(
  deps: CheckoutDeps,
  buyerId: AuthorizedBuyerId,
  body: Body,
): Promise<{ participants: ParticipantSlot[] }> {
  const hold = await requireRunningHold(deps, buyerId, body.hold_id);
  const lines = holdLines(hold);
  const slots = participantSlots(lines, null);
  if (body.visitors.length < slots.length) throw checkoutError.visitorDataMissing();
  const fields = await loadVisitorFields(deps.db, hold.event_id);
  const problems: Record<string, FieldProblem> = {};
  const collect = (prefix: string, found: Record<string, FieldProblem>) => {
    for (const [key, problem] of Object.entries(found)) problems[`${prefix}.${key}`] = problem;
  };
  collect("buyer", validateVisitor(DEFAULT_VISITOR_FIELDS, "", body.buyer as Record<string, FieldValue>));
  slots.forEach((slot, index) => {
    const values = (body.visitors[index] ?? {}) as Record<string, FieldValue>;
    collect(`visitors.${index}`, validateVisitor(fields, slot.ticket_name, values));
  });
  if (Object.keys(problems).length > 0)
    throw new AppError("validation_failed", {
      messageKey: "checkout.errors.visitorDataIncomplete",
      fields: problems,
    });
  // Only the form's own answers are kept: nothing else is asked for, and "_" keys are the server's.
  const asked = new Set(fields.map((field) => field.key));
  const visitors = body.visitors
    .slice(0, slots.length)
    .map((visitor) => Object.fromEntries(Object.entries(visitor).filter(([key]) => asked.has(key))));
  // Identity and health answers are stored sealed to this hold's slot; the rest stays readable.
  const stored = visitors.map((visitor, index) =>
    sealAnswers(visitor, fields, deps.cipher, holdAnswersContext(hold.id, index)),
  );
  await saveHoldParticipants(deps.db, hold.id, buyerId, stored, body.buyer);
  return { participants: participantSlots(lines, visitors) };
}
