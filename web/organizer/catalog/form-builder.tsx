import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import {
  type FieldValue,
  fieldSensitivity,
  fieldsFor,
  VISITOR_FIELD_SENSITIVITIES,
  VISITOR_FIELD_TYPES,
  type VisitorField,
} from "#shared/checkout/visitor-fields.ts";
import { type VisitorFormBody, visitorFormBodySchema } from "#shared/contracts/organizer-catalog.ts";
import { FieldList } from "../../checkout/field-list.tsx";
import { bodyForm } from "../../forms/body-form.ts";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { useT } from "../../lib/i18n.tsx";
import { isOneOf } from "../../lib/narrow.ts";
import { useOrganizerApi } from "../organizer-api.ts";
import { CARD, ERROR_TEXT, ORG_BUTTON, SECTION_TITLE } from "../ui.ts";
import { CatalogForm, type CatalogScreenProps, useCatalogSave } from "./collection-editor.tsx";
import { Check, SelectField, splitList, TextField } from "./form-bits.tsx";

/** A field as the builder holds it: its options and its help as typed. */
type Row = Omit<VisitorField, "options" | "help"> & { options: string; help: string };
interface FormValues {
  fields: Row[];
}

const rowOf = (field: VisitorField): Row => ({
  ...field,
  options: (field.options ?? []).join(", "),
  help: field.help ?? "",
});
const fieldOf = ({ options, help, ...field }: Row): VisitorField => ({
  ...field,
  options: field.type === "dropdown" ? splitList(options) : undefined,
  help: help || undefined,
});
const valuesOf = (fields: readonly VisitorField[]): FormValues => ({ fields: fields.map(rowOf) });
const bodyOf = (values: FormValues): VisitorFormBody => ({ fields: values.fields.map(fieldOf) });

/** The builder's rows as the save's body, checked by the API's own schema before it is sent. */
const visitorForm = bodyForm(bodyOf, visitorFormBodySchema);

/**
 * The visitor-form builder: every field kind checkout supports, required or not, options, help text,
 * the categories a field applies to and its protection class, with a live preview drawn by the same
 * components the buyer's checkout uses (`web/checkout/field-list.tsx`).
 */
export function FormBuilder({ orgId, eventId, catalog }: CatalogScreenProps) {
  const t = useT();
  const api = useOrganizerApi();
  const form = useSchemaForm(visitorForm, valuesOf(catalog.visitor_form.fields));
  const { errors } = form.formState;
  const rows = useFieldArray({ control: form.control, name: "fields" });
  const values = form.watch("fields");
  const save = useCatalogSave(form);
  const [isDefault, setIsDefault] = useState(catalog.visitor_form.is_default);
  const [previewFor, setPreviewFor] = useState(catalog.categories[0]?.name ?? "");
  const [answers, setAnswers] = useState<Record<string, FieldValue>>({});
  const fields = values.map(fieldOf);
  const preview = previewFor ? fieldsFor(fields, previewFor) : fields;

  return (
    <div className="grid gap-6 desktop:grid-cols-[3fr_2fr]">
      <CatalogForm
        problemTestId="form-problem"
        save={save}
        onSubmit={save.submit(async (body) => {
          const saved = await api.call("orgSaveVisitorForm", {
            params: { orgId: String(orgId), eventId: String(eventId) },
            body,
          });
          form.reset(valuesOf(saved.fields));
          setIsDefault(false);
        }, "orgCatalog.messages.formSaved")}
        intro={
          isDefault ? <p className="text-sm text-slate-700">{t("orgCatalog.ui.form.defaultNote")}</p> : null
        }
        leading={
          <button
            type="button"
            className={ORG_BUTTON.secondary}
            onClick={() =>
              rows.append(
                rowOf({
                  key: `field_${rows.fields.length + 1}`,
                  label: "",
                  type: "text",
                  required: true,
                  allow_filler: false,
                  max_length: 255,
                }),
                { shouldFocus: false },
              )
            }
          >
            {t("orgCatalog.ui.form.addField")}
          </button>
        }
      >
        {rows.fields.map((field, index) => {
          const row = { ...field, ...values[index] };
          const rowErrors = errors.fields?.[index];
          const key = form.register(`fields.${index}.key`);
          return (
            <fieldset key={field.id} className={CARD} data-testid="form-field-row">
              <legend className="sr-only">{row.label || row.key}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField
                  label={t("orgCatalog.ui.form.label")}
                  error={rowErrors?.label?.message}
                  {...form.register(`fields.${index}.label`)}
                />
                <TextField
                  label={t("orgCatalog.ui.form.key")}
                  error={rowErrors?.key?.message}
                  {...key}
                  onChange={(event) => {
                    // A key is what the answers are stored under: lower case, digits and underscores.
                    event.target.value = event.target.value.toLowerCase().replace(/[^a-z0-9_]/g, "_");
                    return key.onChange(event);
                  }}
                />
                <SelectField
                  label={t("orgCatalog.ui.form.type")}
                  options={VISITOR_FIELD_TYPES.map((value) => ({
                    value,
                    label: t(`orgCatalog.ui.form.types.${value}`),
                  }))}
                  {...form.register(`fields.${index}.type`, {
                    // A new type starts from its own default protection class.
                    onChange: () => form.setValue(`fields.${index}.sensitivity`, undefined),
                  })}
                />
                {row.type === "dropdown" ? (
                  <TextField
                    label={t("orgCatalog.ui.form.options")}
                    error={rowErrors?.options?.message}
                    {...form.register(`fields.${index}.options`)}
                  />
                ) : null}
                <TextField label={t("orgCatalog.ui.form.help")} {...form.register(`fields.${index}.help`)} />
                <SelectField
                  label={t("orgCatalog.ui.form.sensitivity")}
                  error={rowErrors?.sensitivity?.message}
                  options={VISITOR_FIELD_SENSITIVITIES.map((value) => ({
                    value,
                    label: t(`orgCatalog.ui.form.sensitivities.${value}`),
                  }))}
                  value={fieldSensitivity(row)}
                  onChange={(event) => {
                    const sensitivity = event.target.value;
                    if (isOneOf(VISITOR_FIELD_SENSITIVITIES, sensitivity))
                      form.setValue(`fields.${index}.sensitivity`, sensitivity);
                  }}
                />
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-4">
                <Check
                  label={t("orgCatalog.ui.form.required")}
                  checked={row.required}
                  onChange={(required) => form.setValue(`fields.${index}.required`, required)}
                />
                <fieldset className="flex flex-wrap items-center gap-3">
                  <legend className="mr-2 inline text-sm font-medium text-slate-800">
                    {t("orgCatalog.ui.form.appliesTo")}
                  </legend>
                  {catalog.categories.map((category) => (
                    <Check
                      key={category.id}
                      label={category.name}
                      checked={!row.ticket_names || row.ticket_names.includes(category.name)}
                      onChange={(checked) => {
                        const all = catalog.categories.map((c) => c.name);
                        const current = row.ticket_names ?? all;
                        const next = checked
                          ? [...current, category.name]
                          : current.filter((n) => n !== category.name);
                        form.setValue(
                          `fields.${index}.ticket_names`,
                          next.length === all.length ? undefined : next,
                        );
                      }}
                    />
                  ))}
                </fieldset>
              </div>
              {rowErrors?.ticket_names?.message ? (
                <p className={ERROR_TEXT}>{rowErrors.ticket_names.message}</p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={ORG_BUTTON.secondary}
                  disabled={index === 0}
                  onClick={() => rows.move(index, index - 1)}
                >
                  {t("orgCatalog.ui.form.moveUp")}
                </button>
                <button
                  type="button"
                  className={ORG_BUTTON.secondary}
                  disabled={index === rows.fields.length - 1}
                  onClick={() => rows.move(index, index + 1)}
                >
                  {t("orgCatalog.ui.form.moveDown")}
                </button>
                <button type="button" className={ORG_BUTTON.danger} onClick={() => rows.remove(index)}>
                  {t("orgCatalog.ui.form.removeField")}
                </button>
              </div>
            </fieldset>
          );
        })}
      </CatalogForm>
      <section className={`${CARD} self-start`} aria-labelledby="form-preview" data-testid="form-preview">
        <h2 id="form-preview" className={SECTION_TITLE}>
          {t("orgCatalog.ui.form.preview")}
        </h2>
        {catalog.categories.length > 0 ? (
          <SelectField
            label={t("orgCatalog.ui.form.previewFor")}
            options={catalog.categories.map((category) => ({ value: category.name, label: category.name }))}
            value={previewFor}
            onChange={(event) => setPreviewFor(event.target.value)}
          />
        ) : null}
        <div className="mt-4">
          <FieldList
            fields={preview.map((field) => ({ ...field, label: field.label || field.key }))}
            ticketName={previewFor}
            values={answers}
            serverErrors={undefined}
            onChange={(key, value) => setAnswers((v) => ({ ...v, [key]: value }))}
          />
        </div>
      </section>
    </div>
  );
}
