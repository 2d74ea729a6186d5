import type { VisitorField } from "../checkout/visitor-fields.ts";
import type { Translator } from "../i18n/translate.ts";
import { parseIsoDate } from "../validation/date.ts";
import { formatWib } from "./datetime.ts";

/**
 * One visitor answer as a person reads it, by its field's type: yes/no in the reader's
 * language, dates in the locale's format, options by their label, lists joined. The e-ticket, its PDF
 * and any mail that lists visitors' answers all go through this, so none shows "no" or "1990-11-03".
 * Returns null for what is not shown as text (agreements, empty answers).
 */
export function formatVisitorAnswer(
  value: unknown,
  field: Pick<VisitorField, "type"> | undefined,
  t: Translator,
): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === "string" && item.trim() !== "");
    return items.length > 0 ? items.join(", ") : null;
  }
  const type = field?.type;
  if (type === "agreement") return null;
  if (type === "yes_no" || typeof value === "boolean") {
    const answer = yesNo(value);
    if (answer) return t(`checkoutWeb.visitors.${answer}`);
  }
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : null;
  if (!text) return null;
  if (type === "date") {
    const date = parseIsoDate(text);
    // A calendar date, not an instant: noon UTC is the same day in WIB.
    if (date) return formatWib(`${text}T12:00:00Z`, t.locale, "date");
  }
  return text;
}

function yesNo(value: unknown): "yes" | "no" | null {
  if (value === true || (typeof value === "string" && /^(yes|ya|true)$/i.test(value.trim()))) return "yes";
  if (value === false || (typeof value === "string" && /^(no|tidak|false)$/i.test(value.trim()))) return "no";
  return null;
}
