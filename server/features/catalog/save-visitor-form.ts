import { storedVisitorFieldLabel } from "#shared/checkout/visitor-field-label.ts";
import {
  fieldSensitivity,
  isProtectedSensitivity,
  VISITOR_NAME_KEY,
  type VisitorField,
} from "#shared/checkout/visitor-fields.ts";
import type { OrgVisitorForm, VisitorFormBody } from "#shared/contracts/organizer-catalog.ts";
import { SUPPORTED_LOCALES } from "#shared/i18n/locales.ts";
import { createTranslator, type Translator } from "#shared/i18n/translate.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import { loadStoredVisitorFields, saveVisitorFields } from "../checkout/index.ts";
import type { CatalogAccess } from "./access.ts";
import { listEventCategories } from "./data.ts";
import { catalogError } from "./errors.ts";
import { toOrgVisitorForm } from "./to-contract.ts";

const CHOICE_TYPES: ReadonlySet<VisitorField["type"]> = new Set(["dropdown"]);

/** Our words for the built-in fields in every language the builder may have shown them in. */
const BUILDER_LANGUAGES = SUPPORTED_LOCALES.map((locale) => createTranslator(locale));

/**
 * Checks a form from the builder: keys unique, the visitor's name kept (tickets carry it), a dropdown
 * with options, categories the event has, and identity or health answers never made less protected
 * than their kind or well-known key makes them (ADR 0118: they stay sealed at rest). A built-in field
 * still labelled with our words (the builder shows them in the organiser's language) stays built-in,
 * so it keeps being named in each reader's language; a label the organiser typed is kept as typed.
 */
export function checkVisitorForm(
  fields: VisitorFormBody["fields"],
  categoryNames: ReadonlySet<string>,
): VisitorField[] {
  const seen = new Set<string>();
  const checked = fields.map((field, index): VisitorField => {
    if (seen.has(field.key)) throw catalogError.duplicateFieldKey(index);
    seen.add(field.key);
    const options = field.options?.filter((option) => option !== "");
    if (CHOICE_TYPES.has(field.type) && !options?.length && !field.ticket_options)
      throw catalogError.fieldNeedsOptions(index);
    for (const name of [...(field.ticket_names ?? []), ...Object.keys(field.ticket_options ?? {})])
      if (!categoryNames.has(name)) throw catalogError.fieldUnknownCategory(index, name);
    const implied = fieldSensitivity({ key: field.key, type: field.type, sensitivity: undefined });
    const chosen = field.sensitivity ?? implied;
    if (isProtectedSensitivity(implied) && !isProtectedSensitivity(chosen))
      throw catalogError.sensitivityTooLow(index);
    return {
      key: field.key,
      label: storedVisitorFieldLabel(field, BUILDER_LANGUAGES),
      type: field.type,
      required: field.required,
      allow_filler: field.allow_filler,
      max_length: field.max_length,
      ...(options?.length ? { options } : {}),
      ...(field.help ? { help: field.help } : {}),
      ...(field.ticket_names?.length ? { ticket_names: field.ticket_names } : {}),
      ...(field.ticket_options ? { ticket_options: field.ticket_options } : {}),
      ...(field.max_items ? { max_items: field.max_items } : {}),
      ...(field.prefixes?.length ? { prefixes: field.prefixes } : {}),
      // Stored explicitly, so what checkout seals is what the organiser saw.
      sensitivity: chosen,
    };
  });
  const name = checked.find((field) => field.key === VISITOR_NAME_KEY);
  if (name?.type !== "text") throw catalogError.nameFieldMissing();
  return checked;
}

/** Saves the event's visitor form (the checkout reads it for the next visitor data) and audits it. */
export async function saveVisitorForm(
  db: Db,
  access: CatalogAccess,
  body: VisitorFormBody,
  t: Translator,
): Promise<OrgVisitorForm> {
  return inTransaction(db, async (tx) => {
    const categories = await listEventCategories(tx, access.eventId);
    const fields = checkVisitorForm(body.fields, new Set(categories.map((category) => category.name)));
    const before = await loadStoredVisitorFields(tx, access.eventId);
    await saveVisitorFields(tx, access.eventId, fields);
    await recordAudit(tx, {
      actor: access.actor,
      eventId: access.eventId,
      entity: "visitor_form",
      before,
      after: fields,
    });
    return toOrgVisitorForm(fields, false, t);
  });
}
