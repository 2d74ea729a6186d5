import { useFieldArray } from "react-hook-form";
import { TICKET_STATUSES } from "#shared/contracts/events.ts";
import {
  CATEGORY_KINDS,
  type CreateCategoryBody,
  createCategoryBodySchema,
  type OrgCategory,
} from "#shared/contracts/organizer-catalog.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { bodyForm } from "../../forms/body-form.ts";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { useOrganizerApi } from "../organizer-api.ts";
import { ERROR_TEXT, ORG_BUTTON } from "../ui.ts";
import { fromWibInput, toWibInput } from "../wib-input.ts";
import {
  CatalogForm,
  type CatalogScreenProps,
  CollectionEditor,
  type ItemFormProps,
  useCatalogSave,
  useEditedList,
} from "./collection-editor.tsx";
import { Check, numberOrNull, SelectField, splitList, TextAreaField, TextField } from "./form-bits.tsx";

/** The category as its inputs hold it (numbers and times as text), named as the API's body names it. */
interface Draft {
  kind: OrgCategory["kind"];
  name: string;
  description: string;
  price: string;
  quota: string;
  sale_starts_at: string;
  sale_ends_at: string;
  per_transaction_min: string;
  per_transaction_max: string;
  per_account_limit: string;
  is_hidden: boolean;
  sort_order: string;
  manual_status: OrgCategory["manual_status"];
  bundle_items: { name: string; sizes: string }[];
}

/** The fields typed into a plain input. */
type TextKey = { [Key in keyof Draft]: Draft[Key] extends string ? Key : never }[keyof Draft];

const emptyDraft = (order: number): Draft => ({
  kind: "general",
  name: "",
  description: "",
  price: "",
  quota: "",
  sale_starts_at: "",
  sale_ends_at: "",
  per_transaction_min: "1",
  per_transaction_max: "5",
  per_account_limit: "",
  is_hidden: false,
  sort_order: String(order),
  manual_status: "available",
  bundle_items: [],
});

const draftOf = (category: OrgCategory): Draft => ({
  kind: category.kind,
  name: category.name,
  description: category.description,
  price: String(category.price),
  quota: String(category.quota),
  sale_starts_at: category.sale_starts_at ? toWibInput(category.sale_starts_at) : "",
  sale_ends_at: category.sale_ends_at ? toWibInput(category.sale_ends_at) : "",
  per_transaction_min: String(category.per_transaction_min),
  per_transaction_max: String(category.per_transaction_max),
  per_account_limit: category.per_account_limit === null ? "" : String(category.per_account_limit),
  is_hidden: category.is_hidden,
  sort_order: String(category.sort_order),
  manual_status: category.manual_status,
  bundle_items: category.bundle_items.map((item) => ({ name: item.name, sizes: item.sizes.join(", ") })),
});

const bodyOf = (draft: Draft): CreateCategoryBody => ({
  kind: draft.kind,
  name: draft.name,
  description: draft.description,
  price: Number(draft.price || "0"),
  quota: Number(draft.quota || "0"),
  sale_starts_at: draft.sale_starts_at ? fromWibInput(draft.sale_starts_at) : null,
  sale_ends_at: draft.sale_ends_at ? fromWibInput(draft.sale_ends_at) : null,
  per_transaction_min: Number(draft.per_transaction_min || "1"),
  per_transaction_max: Number(draft.per_transaction_max || "1"),
  per_account_limit: numberOrNull(draft.per_account_limit),
  is_hidden: draft.is_hidden,
  sort_order: Number(draft.sort_order || "0"),
  manual_status: draft.manual_status,
  bundle_items:
    draft.kind === "bundle"
      ? draft.bundle_items.map((item) => ({ name: item.name, sizes: splitList(item.sizes) }))
      : [],
});

/** The draft as the create body, checked by the API's own schema; an update sends it without its kind. */
const categoryForm = bodyForm(bodyOf, createCategoryBodySchema);

/** The event's ticket categories: each with sold, held and quota, and an editor for a new or existing one. */
export function TicketsEditor({ orgId, eventId, catalog }: CatalogScreenProps) {
  const t = useT();
  const locale = useLocale();
  // With no category yet the add form is open: there is nothing else to do on this screen.
  const list = useEditedList(catalog.categories, catalog.categories.length === 0);
  return (
    <CollectionEditor
      list={list}
      addTitle={t("orgCatalog.ui.tickets.addTitle")}
      listTestId="category-list"
      itemTestId="org-category"
      itemData={(category) => ({ "data-category-name": category.name })}
      nameOf={(category) => category.name}
      summary={(category) => (
        <>
          <h2 className="font-semibold text-slate-900">
            {category.name}{" "}
            <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t(`orgCatalog.ui.tickets.kinds.${category.kind}`)}
            </span>
            {category.is_hidden ? (
              <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {t("orgCatalog.ui.tickets.hiddenBadge")}
              </span>
            ) : null}
          </h2>
          <p className="text-sm text-slate-700">{formatRupiah(category.price, locale)}</p>
          <p className="text-sm text-slate-700" data-testid="category-stock">
            {t("orgCatalog.ui.tickets.stock", {
              sold: category.sold,
              held: category.held,
              quota: category.quota,
            })}
          </p>
        </>
      )}
      form={(props) => <CategoryForm orgId={orgId} eventId={eventId} order={list.items.length} {...props} />}
    />
  );
}

function CategoryForm({
  orgId,
  eventId,
  item: category,
  order,
  onDone,
  onDeleted,
}: ItemFormProps<OrgCategory> & { orgId: number; eventId: number; order: number }) {
  const t = useT();
  const api = useOrganizerApi();
  const form = useSchemaForm(categoryForm, category ? draftOf(category) : emptyDraft(order));
  const { errors } = form.formState;
  const items = useFieldArray({ control: form.control, name: "bundle_items" });
  const kind = form.watch("kind");
  const save = useCatalogSave(form);
  const params = { orgId: String(orgId), eventId: String(eventId) };
  const input = (key: TextKey, label: string, type = "text") => (
    <TextField
      label={label}
      error={errors[key]?.message}
      type={type}
      min={type === "number" ? 0 : undefined}
      inputMode={type === "number" ? "numeric" : undefined}
      {...form.register(key)}
    />
  );
  const itemsError = errors.bundle_items?.message ?? errors.bundle_items?.root?.message;
  return (
    <CatalogForm
      className="mt-3 space-y-4"
      problemTestId="category-problem"
      save={save}
      onSubmit={save.submit(async ({ kind, ...input }) => {
        const saved = category
          ? await api.call("orgUpdateCategory", {
              params: { ...params, categoryId: String(category.id) },
              body: input,
            })
          : await api.call("orgCreateCategory", { params, body: { ...input, kind } });
        onDone(saved);
      }, "orgCatalog.messages.categorySaved")}
      onCancel={() => onDone(null)}
      onDelete={
        category && onDeleted
          ? () =>
              void save.run(async () => {
                await api.call("orgDeleteCategory", {
                  params: { ...params, categoryId: String(category.id) },
                });
                onDeleted();
              }, "orgCatalog.messages.categoryDeleted")
          : undefined
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {category ? null : (
          <SelectField
            label={t("orgCatalog.ui.tickets.kind")}
            options={CATEGORY_KINDS.map((value) => ({
              value,
              label: t(`orgCatalog.ui.tickets.kinds.${value}`),
            }))}
            {...form.register("kind")}
          />
        )}
        {input("name", t("orgCatalog.ui.tickets.name"))}
        {input("price", t("orgCatalog.ui.tickets.price"), "number")}
        {kind === "seated" ? (
          <p className="self-end text-sm text-slate-700">{t("orgCatalog.ui.tickets.quotaSeated")}</p>
        ) : (
          input("quota", t("orgCatalog.ui.tickets.quota"), "number")
        )}
        {input("sale_starts_at", t("orgCatalog.ui.tickets.saleStarts"), "datetime-local")}
        {input("sale_ends_at", t("orgCatalog.ui.tickets.saleEnds"), "datetime-local")}
        {input("per_transaction_min", t("orgCatalog.ui.tickets.min"), "number")}
        {input("per_transaction_max", t("orgCatalog.ui.tickets.max"), "number")}
        {input("per_account_limit", t("orgCatalog.ui.tickets.accountLimit"), "number")}
        {input("sort_order", t("orgCatalog.ui.tickets.order"), "number")}
        <SelectField
          label={t("orgCatalog.ui.tickets.status")}
          options={TICKET_STATUSES.map((value) => ({
            value,
            label: t(`orgCatalog.ui.tickets.statuses.${value}`),
          }))}
          {...form.register("manual_status")}
        />
        <div className="self-end">
          <Check
            label={t("orgCatalog.ui.tickets.hidden")}
            checked={form.watch("is_hidden")}
            onChange={(hidden) => form.setValue("is_hidden", hidden)}
          />
        </div>
      </div>
      <TextAreaField
        label={t("orgCatalog.ui.tickets.description")}
        error={errors.description?.message}
        {...form.register("description")}
      />
      {kind === "bundle" ? (
        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {t("orgCatalog.ui.tickets.items")}
          </legend>
          {itemsError ? <p className={ERROR_TEXT}>{itemsError}</p> : null}
          {items.fields.map((row, index) => (
            <div key={row.id} className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
              <TextField
                label={t("orgCatalog.ui.tickets.itemName")}
                error={errors.bundle_items?.[index]?.name?.message}
                {...form.register(`bundle_items.${index}.name`)}
              />
              <TextField
                label={t("orgCatalog.ui.tickets.itemSizes")}
                {...form.register(`bundle_items.${index}.sizes`)}
              />
              <button type="button" className={ORG_BUTTON.danger} onClick={() => items.remove(index)}>
                {t("orgCatalog.ui.tickets.removeItem")}
              </button>
            </div>
          ))}
          <button
            type="button"
            className={ORG_BUTTON.secondary}
            onClick={() => items.append({ name: "", sizes: "" }, { shouldFocus: false })}
          >
            {t("orgCatalog.ui.tickets.addItem")}
          </button>
        </fieldset>
      ) : null}
    </CatalogForm>
  );
}
