import { BUILT_IN_FIELD_LABELS, visitorFieldLabel } from "#shared/checkout/visitor-field-label.ts";
import type { VisitorField } from "#shared/checkout/visitor-fields.ts";
import type { Translator } from "#shared/i18n/translate.ts";

/**
 * Organisers write their own labels (data, shown as written). The built-in default fields are ours,
 * so they are shown in the page's language instead of their stored marker (`visitor-field-label.ts`).
 */
export function fieldLabel(field: VisitorField, t: Translator): string {
  return visitorFieldLabel(field, t);
}

/** A built-in field (name, e-mail, phone) named in the page's language; any other key as stored. */
export function builtInFieldLabel(key: string, t: Translator): string {
  const message = BUILT_IN_FIELD_LABELS[key];
  return message ? t(message) : key;
}
