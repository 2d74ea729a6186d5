import { useState } from "react";
import {
  type FieldValue,
  fieldSensitivity,
  fieldsFor,
  VISITOR_FIELD_SENSITIVITIES,
  VISITOR_FIELD_TYPES,
  type VisitorField,
} from "#shared/checkout/visitor-fields.ts";
import type { OrgCatalog } from "#shared/contracts/organizer-catalog.ts";
import { FieldList } from "../../checkout/field-list.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n.tsx";
import { useSnackbar } from "../../ui/snackbar.tsx";
import { useOrganizerApi } from "../organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, ORG_BUTTON, SECTION_TITLE } from "../ui.ts";
import { Check, Labelled, splitList } from "./form-bits.tsx";

type Row = VisitorField & { uid: number; optionsText: string };
let nextUid = 0;
const rowOf = (field: VisitorField): Row => ({
  ...field,
  uid: nextUid++,
  optionsText: (field.options ?? []).join(", "),
});
const fieldOf = ({ uid: _uid, optionsText, ...field }: Row): VisitorField => ({
  ...field,
  options: field.type === "dropdown" ? splitList(optionsText) : undefined,
});

/**
 * The visitor-form builder: every field kind checkout supports, required or not, options, help text,
 * the categories a field applies to and its protection class, with a live preview drawn by the same
 * components the buyer's checkout uses (`web/checkout/field-list.tsx`).
 */
export function FormBuilder({
  orgId,
  eventId,
  catalog,
}: {
  orgId: number;
  eventId: number;
  catalog: OrgCatalog;
}) {
  const t = useT();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const [rows, setRows] = useState<Row[]>(catalog.visitor_form.fields.map(rowOf));
  const [isDefault, setIsDefault] = useState(catalog.visitor_form.is_default);
  const [previewFor, setPreviewFor] = useState(catalog.categories[0]?.name ?? "");
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (uid: number, patch: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.uid === uid ? { ...r, ...patch } : r)));
  const move = (index: number, by: number) =>
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
  const fields = rows.map(fieldOf);
  const preview = previewFor ? fieldsFor(fields, previewFor) : fields;

  return (
    <div className="grid gap-6 desktop:grid-cols-[3fr_2fr]">
      <form
        className="space-y-4"
        noValidate
        onSubmit={async (submit) => {
          submit.preventDefault();
          setBusy(true);
          setProblem(null);
          setErrors({});
          try {
            const saved = await api.call("orgSaveVisitorForm", {
              params: { orgId: String(orgId), eventId: String(eventId) },
              body: { fields: fields.map((f) => ({ ...f, max_length: f.max_length ?? 255 })) },
            });
            setRows(saved.fields.map(rowOf));
            setIsDefault(false);
            snackbar.show("success", t("orgCatalog.messages.formSaved"));
          } catch (error) {
            if (error instanceof ApiError) {
              setProblem(error.message);
              setErrors(error.fields ?? {});
            }
          } finally {
            setBusy(false);
          }
        }}
      >
        {isDefault ? <p className="text-sm text-slate-700">{t("orgCatalog.ui.form.defaultNote")}</p> : null}
        {problem ? (
          <p role="alert" className={ERROR_TEXT} data-testid="form-problem">
            {problem}
          </p>
        ) : null}
        {rows.map((row, index) => (
          <fieldset key={row.uid} className={CARD} data-testid="form-field-row">
            <legend className="sr-only">{row.label || row.key}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <Labelled label={t("orgCatalog.ui.form.label")} error={errors[`fields.${index}.label`]}>
                {(props) => (
                  <input
                    {...props}
                    className={FIELD}
                    value={row.label}
                    onChange={(e) => update(row.uid, { label: e.target.value })}
                  />
                )}
              </Labelled>
              <Labelled label={t("orgCatalog.ui.form.key")} error={errors[`fields.${index}.key`]}>
                {(props) => (
                  <input
                    {...props}
                    className={FIELD}
                    value={row.key}
                    onChange={(e) =>
                      update(row.uid, { key: e.target.value.toLowerCase().replace(/[^a-z0-9_]/g, "_") })
                    }
                  />
                )}
              </Labelled>
              <Labelled label={t("orgCatalog.ui.form.type")}>
                {(props) => (
                  <select
                    {...props}
                    className={FIELD}
                    value={row.type}
                    onChange={(e) =>
                      update(row.uid, {
                        type: e.target.value as VisitorField["type"],
                        sensitivity: undefined,
                      })
                    }
                  >
                    {VISITOR_FIELD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`orgCatalog.ui.form.types.${type}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Labelled>
              {row.type === "dropdown" ? (
                <Labelled label={t("orgCatalog.ui.form.options")} error={errors[`fields.${index}.options`]}>
                  {(props) => (
                    <input
                      {...props}
                      className={FIELD}
                      value={row.optionsText}
                      onChange={(e) => update(row.uid, { optionsText: e.target.value })}
                    />
                  )}
                </Labelled>
              ) : null}
              <Labelled label={t("orgCatalog.ui.form.help")}>
                {(props) => (
                  <input
                    {...props}
                    className={FIELD}
                    value={row.help ?? ""}
                    onChange={(e) => update(row.uid, { help: e.target.value || undefined })}
                  />
                )}
              </Labelled>
              <Labelled
                label={t("orgCatalog.ui.form.sensitivity")}
                error={errors[`fields.${index}.sensitivity`]}
              >
                {(props) => (
                  <select
                    {...props}
                    className={FIELD}
                    value={fieldSensitivity(row)}
                    onChange={(e) =>
                      update(row.uid, { sensitivity: e.target.value as VisitorField["sensitivity"] })
                    }
                  >
                    {VISITOR_FIELD_SENSITIVITIES.map((value) => (
                      <option key={value} value={value}>
                        {t(`orgCatalog.ui.form.sensitivities.${value}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Labelled>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-4">
              <Check
                label={t("orgCatalog.ui.form.required")}
                checked={row.required}
                onChange={(v) => update(row.uid, { required: v })}
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
                      update(row.uid, { ticket_names: next.length === all.length ? undefined : next });
                    }}
                  />
                ))}
              </fieldset>
            </div>
            {errors[`fields.${index}.ticket_names`] ? (
              <p className={ERROR_TEXT}>{errors[`fields.${index}.ticket_names`]}</p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className={ORG_BUTTON.secondary}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                {t("orgCatalog.ui.form.moveUp")}
              </button>
              <button
                type="button"
                className={ORG_BUTTON.secondary}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
              >
                {t("orgCatalog.ui.form.moveDown")}
              </button>
              <button
                type="button"
                className={ORG_BUTTON.danger}
                onClick={() => setRows((list) => list.filter((r) => r.uid !== row.uid))}
              >
                {t("orgCatalog.ui.form.removeField")}
              </button>
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={ORG_BUTTON.secondary}
            onClick={() =>
              setRows((list) => [
                ...list,
                rowOf({
                  key: `field_${list.length + 1}`,
                  label: "",
                  type: "text",
                  required: true,
                  allow_filler: false,
                  max_length: 255,
                }),
              ])
            }
          >
            {t("orgCatalog.ui.form.addField")}
          </button>
          <button type="submit" className={ORG_BUTTON.primary} disabled={busy}>
            {busy ? t("orgCatalog.ui.saving") : t("orgCatalog.ui.save")}
          </button>
        </div>
      </form>
      <section className={`${CARD} self-start`} aria-labelledby="form-preview" data-testid="form-preview">
        <h2 id="form-preview" className={SECTION_TITLE}>
          {t("orgCatalog.ui.form.preview")}
        </h2>
        {catalog.categories.length > 0 ? (
          <Labelled label={t("orgCatalog.ui.form.previewFor")}>
            {(props) => (
              <select
                {...props}
                className={FIELD}
                value={previewFor}
                onChange={(e) => setPreviewFor(e.target.value)}
              >
                {catalog.categories.map((category) => (
                  <option key={category.id} value={category.name}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
        ) : null}
        <div className="mt-4">
          <FieldList
            fields={preview.map((field) => ({ ...field, label: field.label || field.key }))}
            ticketName={previewFor}
            values={values}
            problems={null}
            serverErrors={undefined}
            onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
          />
        </div>
      </section>
    </div>
  );
}
