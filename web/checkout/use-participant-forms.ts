import { useMemo, useState } from "react";
import type { FieldValue, VisitorField } from "#shared/checkout/visitor-fields.ts";
import type { Viewer } from "#shared/contracts/viewer.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { isRecord } from "../lib/narrow.ts";
import type { CheckoutDetail } from "./checkout-api.ts";
import { copyAnswers, type Values } from "./form-values.ts";
import { buyerFormSchema, visitorsFormSchema } from "./participant-schemas.ts";
import type { CopySource } from "./visitors-step.tsx";

/** A saved visitor's answers as the form's values; what is not an answer is left out. */
function valuesOf(data: Record<string, unknown> | null): Values {
  const values: Values = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (
      typeof value === "string" ||
      typeof value === "number" ||
      typeof value === "boolean" ||
      value === null
    )
      values[key] = value;
    else if (Array.isArray(value))
      values[key] = value.filter((item: unknown): item is string => typeof item === "string");
  }
  return values;
}

/**
 * The buyer block the server holds for this checkout (saved with the visitors: a reload or coming back
 * restores it), else the account's name and e-mail to start from.
 */
function initialBuyer(saved: CheckoutDetail["buyer"], viewer: Viewer | null): Values {
  if (saved) return { ...saved };
  return { name: viewer?.name ?? "", email: viewer?.email ?? "" };
}

/** The messages under one person's fields, from a form's errors (`errors.buyer`, `errors.visitors[i]`). */
export function fieldMessages(node: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  if (!isRecord(node)) return messages;
  for (const [key, error] of Object.entries(node))
    if (isRecord(error) && typeof error.message === "string") messages[key] = error.message;
  return messages;
}

/**
 * Buyer and visitor answers, each step a form checked by the participants body's schema and the event's
 * visitor form (errors show after the step's first submit, then follow every edit), with the copy rules:
 * a visitor ticked 'same as buyer' or 'same as visitor 1' takes those answers and follows later edits
 * of the source, until edited by hand.
 */
export function useParticipantForms(
  detail: CheckoutDetail,
  fields: readonly VisitorField[],
  viewer: Viewer | null,
) {
  const t = useT();
  const slots = detail.participants;
  const buyerSchema = useMemo(() => buyerFormSchema(t), [t]);
  const visitorsSchema = useMemo(
    () =>
      visitorsFormSchema(
        fields,
        slots.map((slot) => slot.ticket_name),
        t,
      ),
    [fields, slots, t],
  );
  const [initial] = useState(() => ({
    buyer: initialBuyer(detail.buyer, viewer),
    visitors: slots.map((slot) => valuesOf(slot.data)),
  }));
  const buyerForm = useSchemaForm(buyerSchema, { buyer: initial.buyer });
  const visitorsForm = useSchemaForm(visitorsSchema, { visitors: initial.visitors });
  const buyer = buyerForm.watch("buyer");
  const visitors = visitorsForm.watch("visitors");
  const [copiedFrom, setCopiedFrom] = useState<(CopySource | null)[]>(() => slots.map(() => null));

  // After a step's first submit its errors follow the answers, as they change.
  const setBuyer = (next: Values) =>
    buyerForm.setValue("buyer", next, { shouldValidate: buyerForm.formState.isSubmitted });
  const setVisitors = (next: Values[]) =>
    visitorsForm.setValue("visitors", next, { shouldValidate: visitorsForm.formState.isSubmitted });

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
    setVisitors(follow(visitors, "buyer", nextBuyer));
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

  return {
    buyer,
    visitors,
    copiedFrom,
    setBuyerValue,
    setVisitorValue,
    copy,
    buyerForm,
    visitorsForm,
    buyerErrors: fieldMessages(buyerForm.formState.errors.buyer),
    visitorErrors: visitors.map((_, index) => fieldMessages(visitorsForm.formState.errors.visitors?.[index])),
  };
}
