import type { FieldValue, VisitorField } from "#shared/checkout/visitor-fields.ts";
import { useT } from "../lib/i18n.tsx";
import { FieldInput } from "./field-input.tsx";
import { fieldLabel } from "./field-label.ts";
import type { Values } from "./form-values.ts";

const HELP_BELOW: ReadonlySet<VisitorField["type"]> = new Set([
  "phone",
  "list",
  "dropdown",
  "yes_no",
  "agreement",
]);

/**
 * The inputs of one person's form. Errors come from the form's schema (the participants body and the
 * event's visitor form, after a first submit) or, for what only the server can know, from its
 * translated field messages.
 */
export function FieldList({
  fields,
  ticketName,
  values,
  errors = {},
  serverErrors,
  onChange,
}: {
  fields: readonly VisitorField[];
  ticketName: string;
  values: Values;
  /** The form's own messages by field key (none: a preview, nothing submitted). */
  errors?: Record<string, string>;
  serverErrors: Record<string, string> | undefined;
  onChange: (key: string, value: FieldValue) => void;
}) {
  const t = useT();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 desktop:grid-cols-2">
      {fields.map((field) => {
        const error = errors[field.key] ?? serverErrors?.[field.key] ?? null;
        const wide = field.type === "agreement" || field.type === "list" || field.type === "yes_no";
        // Text-like inputs show the organiser's help text as their hint; the others get it below.
        const helpBelow = field.help && HELP_BELOW.has(field.type);
        return (
          <div key={field.key} className={wide ? "desktop:col-span-2" : undefined} data-field={field.key}>
            <FieldInput
              field={{ ...field, label: fieldLabel(field, t) }}
              ticketName={ticketName}
              value={values[field.key]}
              error={error}
              onChange={(value) => onChange(field.key, value)}
            />
            {helpBelow ? <p className="mt-1 text-xs text-slate-600">{field.help}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
