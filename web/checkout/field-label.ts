import { DEFAULT_VISITOR_FIELDS, type VisitorField } from "#shared/checkout/visitor-fields.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { Translator } from "#shared/i18n/translate.ts";

const DEFAULT_LABELS: Record<string, MessageKey> = {
  name: "checkoutWeb.buyer.name",
  email: "checkoutWeb.buyer.email",
  phone_number: "checkoutWeb.buyer.phone",
};

/**
 * Organisers write their own labels (data, shown as written). The built-in default fields are ours,
 * so they are shown in the page's language instead of their stored English.
 */
export function fieldLabel(field: VisitorField, t: Translator): string {
  const key = DEFAULT_LABELS[field.key];
  const isDefault = DEFAULT_VISITOR_FIELDS.some(
    (item) => item.key === field.key && item.label === field.label,
  );
  return key && isDefault ? t(key) : field.label;
}

/** A built-in field (name, e-mail, phone) named in the page's language; any other key as stored. */
export function builtInFieldLabel(key: string, t: Translator): string {
  const message = DEFAULT_LABELS[key];
  return message ? t(message) : key;
}
