import { useState } from "react";
import type { FieldValue, VisitorField } from "#shared/checkout/visitor-fields.ts";
import type { Viewer } from "#shared/contracts/viewer.ts";
import type { CheckoutDetail } from "./checkout-api.ts";
import { BUYER_FIELDS, copyAnswers, type Problems, problemsOf, type Values } from "./form-values.ts";
import type { CopySource } from "./visitors-step.tsx";

const hasProblems = (problems: Problems) => Object.keys(problems).length > 0;

/**
 * The event's visitor form as the API sends it: the server parsed it with `visitor-fields-schema.ts`
 * (defaults filled), so the page uses it as is rather than shipping zod to parse it again.
 */
export const fieldsOf = (raw: CheckoutDetail["visitor_fields"]): VisitorField[] =>
  raw as unknown as VisitorField[];

const asValues = (data: Record<string, unknown> | null): Values => (data ? (data as Values) : {});

/**
 * The buyer block the server holds for this checkout (saved with the visitors: a reload or coming back
 * restores it), else the account's name and e-mail to start from.
 */
function initialBuyer(saved: CheckoutDetail["buyer"], viewer: Viewer | null): Values {
  if (saved) return { ...saved };
  return { name: viewer?.name ?? "", email: viewer?.email ?? "" };
}

/**
 * Buyer and visitor answers with the copy rules: a visitor ticked 'same as buyer' or 'same as visitor 1'
 * takes those answers and follows later edits of the source, until edited by hand.
 */
export function useParticipantForms(
  detail: CheckoutDetail,
  fields: readonly VisitorField[],
  viewer: Viewer | null,
) {
  const slots = detail.participants;
  const [buyer, setBuyer] = useState<Values>(() => initialBuyer(detail.buyer, viewer));
  const [visitors, setVisitors] = useState<Values[]>(() => slots.map((slot) => asValues(slot.data)));
  const [copiedFrom, setCopiedFrom] = useState<(CopySource | null)[]>(() => slots.map(() => null));

  const follow = (next: Values[], from: CopySource, source: Values, marks = copiedFrom) =>
    next.map((values, index) => {
      const slot = slots[index];
      return marks[index] === from && slot && !(from === "first" && index === 0)
        ? copyAnswers(fields, slot.ticket_name, values, source)
        : values;
    });

  const setBuyerValue = (key: string, value: FieldValue) => {
    const nextBuyer = { ...buyer, [key]: value };
    setBuyer(nextBuyer);
    setVisitors((current) => follow(current, "buyer", nextBuyer));
  };

  const setVisitorValue = (index: number, key: string, value: FieldValue) => {
    const marks = copiedFrom.map((mark, at) => (at === index ? null : mark));
    setCopiedFrom(marks);
    let next = visitors.map((values, at) => (at === index ? { ...values, [key]: value } : values));
    if (index === 0) next = follow(next, "first", next[0] ?? {}, marks);
    setVisitors(next);
  };

  const copy = (index: number, source: CopySource | null) => {
    const marks = copiedFrom.map((mark, at) => (at === index ? source : mark));
    setCopiedFrom(marks);
    if (source)
      setVisitors(follow(visitors, source, source === "buyer" ? buyer : (visitors[0] ?? {}), marks));
  };

  const buyerProblems = () => problemsOf(BUYER_FIELDS, "", buyer);
  const visitorProblems = () =>
    slots.map((slot, index) => problemsOf(fields, slot.ticket_name, visitors[index] ?? {}));

  return {
    buyer,
    visitors,
    copiedFrom,
    setBuyerValue,
    setVisitorValue,
    copy,
    buyerProblems,
    visitorProblems,
    hasProblems,
  };
}

export { hasProblems };
