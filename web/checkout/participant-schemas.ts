import type { z } from "zod";
import { type VisitorField, validateVisitor } from "#shared/checkout/visitor-fields.ts";
import { participantsBodySchema } from "#shared/contracts/checkout.ts";
import { completeVisitorBodySchema } from "#shared/contracts/verification.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { bodyForm } from "../forms/body-form.ts";
import { BUYER_FIELDS, cleanValues, type Values } from "./form-values.ts";

/**
 * The event's visitor form over one person's answers, as the server runs it (`validateVisitor` on the
 * cleaned values): each problem becomes an issue under that person's path, in the page's words.
 */
function addVisitorIssues(
  context: z.RefinementCtx,
  path: (string | number)[],
  check: { fields: readonly VisitorField[]; ticketName: string; values: Values; t: Translator },
): void {
  const problems = validateVisitor(check.fields, check.ticketName, check.values);
  for (const [key, problem] of Object.entries(problems))
    context.addIssue({ code: "custom", path: [...path, key], message: check.t(problem.key, problem.vars) });
}

/**
 * Step 1, the buyer: the participants body's `buyer` (its bounds), then the default visitor fields the
 * server checks the buyer against. Lists lose their blank rows first, as before sending.
 */
export function buyerFormSchema(t: Translator) {
  return bodyForm(
    (draft: { buyer: Values }) => ({ buyer: cleanValues(draft.buyer) }),
    participantsBodySchema
      .pick({ buyer: true })
      .superRefine((body, context) =>
        addVisitorIssues(context, ["buyer"], { fields: BUYER_FIELDS, ticketName: "", values: body.buyer, t }),
      ),
  );
}

/**
 * Step 2, one form per ticket: the participants body's `visitors`, then each visitor against the
 * event's form for their ticket (`ticketNames[i]`, seated tickets in seat order).
 */
export function visitorsFormSchema(
  fields: readonly VisitorField[],
  ticketNames: readonly string[],
  t: Translator,
) {
  return bodyForm(
    (draft: { visitors: Values[] }) => ({ visitors: draft.visitors.map(cleanValues) }),
    participantsBodySchema.pick({ visitors: true }).superRefine((body, context) => {
      for (const [index, values] of body.visitors.entries())
        addVisitorIssues(context, ["visitors", index], {
          fields,
          ticketName: ticketNames[index] ?? "",
          values,
          t,
        });
    }),
  );
}

/**
 * A received ticket's visitor form: the body's `visitor` (the participants' bounds), then the event's
 * form for that ticket.
 */
export function receivedVisitorSchema(fields: readonly VisitorField[], ticketName: string, t: Translator) {
  return bodyForm(
    (draft: { visitor: Values }) => ({ visitor: cleanValues(draft.visitor) }),
    completeVisitorBodySchema.superRefine((parsed, context) =>
      addVisitorIssues(context, ["visitor"], { fields, ticketName, values: parsed.visitor, t }),
    ),
  );
}
