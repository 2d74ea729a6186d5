import type { MessageKey } from "../i18n/catalog.ts";
import type { Translator } from "../i18n/translator.ts";
import { DEFAULT_VISITOR_FIELDS, type VisitorField } from "./visitor-fields.ts";

/** The catalog's words for the built-in default fields, by their stable key. */
export const BUILT_IN_FIELD_LABELS: Readonly<Record<string, MessageKey>> = {
  name: "checkoutWeb.buyer.name",
  email: "checkoutWeb.buyer.email",
  phone_number: "checkoutWeb.buyer.phone",
};

/** The label a built-in field is stored with (its marker, never shown as such), by key. */
const STORED_LABELS = new Map(DEFAULT_VISITOR_FIELDS.map((field) => [field.key, field.label]));

/**
 * A built-in default field (name, e-mail, phone) the organiser kept as it came: its key and its stored
 * label. Organisers' labels are data and are shown as typed; these are ours, so every reader (checkout,
 * the form builder, the buyers' answers, exports, e-tickets) gets them in their own language.
 */
export function isBuiltInField(field: Pick<VisitorField, "key" | "label"> | undefined): boolean {
  return field !== undefined && STORED_LABELS.get(field.key) === field.label;
}

/** A field's label for the reader: a built-in field in their language, any other as the organiser typed it. */
export function visitorFieldLabel(field: Pick<VisitorField, "key" | "label">, t: Translator): string {
  const key = BUILT_IN_FIELD_LABELS[field.key];
  return key && isBuiltInField(field) ? t(key) : field.label;
}

/** The fields with their labels in the reader's language (see `visitorFieldLabel`). */
export function localizeVisitorFields<F extends Pick<VisitorField, "key" | "label">>(
  fields: readonly F[],
  t: Translator,
): F[] {
  return fields.map((field) =>
    isBuiltInField(field) ? { ...field, label: visitorFieldLabel(field, t) } : field,
  );
}

/**
 * The label to store for a field sent by the form builder, which shows the built-in fields in the
 * organiser's language: a built-in key still labelled with our words (in any language `wordsOf` gives)
 * is stored as built-in, so it keeps following its reader; anything else is the organiser's and kept.
 */
export function storedVisitorFieldLabel(
  field: Pick<VisitorField, "key" | "label">,
  translators: readonly Translator[],
): string {
  const stored = STORED_LABELS.get(field.key);
  const key = BUILT_IN_FIELD_LABELS[field.key];
  if (stored === undefined || key === undefined) return field.label;
  const typed = field.label.trim();
  return typed === stored || translators.some((t) => t(key) === typed) ? stored : field.label;
}
