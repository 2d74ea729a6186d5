import { DISCOUNT_UNITS } from "#shared/contracts/events.ts";
import {
  type OrgVoucher,
  type VoucherInput,
  voucherInputSchema,
} from "#shared/contracts/organizer-catalog.ts";
import { PAYMENT_METHODS } from "#shared/payment-methods/index.ts";
import { bodyForm } from "../../forms/body-form.ts";
import { useSchemaForm } from "../../forms/use-schema-form.ts";
import { useT } from "../../lib/i18n.tsx";
import { useOrganizerApi } from "../organizer-api.ts";
import { ERROR_TEXT } from "../ui.ts";
import { fromWibInput, toWibInput } from "../wib-input.ts";
import {
  CatalogForm,
  type CatalogScreenProps,
  CollectionEditor,
  type ItemFormProps,
  useCatalogSave,
  useEditedList,
} from "./collection-editor.tsx";
import { Check, numberOrNull, SelectField, TextAreaField, TextField } from "./form-bits.tsx";

/** The voucher as its inputs hold it (numbers and times as text), named as the API's body names it. */
interface Draft {
  code: string;
  discount_unit: OrgVoucher["discount_unit"];
  amount: string;
  max_discount: string;
  min_transaction: string;
  quota: string;
  per_buyer_limit: string;
  category_ids: number[];
  payment_methods: string[];
  valid_from: string;
  valid_until: string;
  is_public: boolean;
  terms: string;
}

/** The fields typed into a plain input. */
type TextKey = { [Key in keyof Draft]: Draft[Key] extends string ? Key : never }[keyof Draft];

const draftOf = (voucher?: OrgVoucher): Draft => ({
  code: voucher?.code ?? "",
  discount_unit: voucher?.discount_unit ?? "percent",
  amount: voucher ? String(voucher.amount) : "",
  max_discount: voucher?.max_discount ? String(voucher.max_discount) : "",
  min_transaction: voucher ? String(voucher.min_transaction) : "0",
  quota: voucher?.quota == null ? "" : String(voucher.quota),
  per_buyer_limit: voucher?.per_buyer_limit == null ? "" : String(voucher.per_buyer_limit),
  category_ids: voucher?.category_ids ?? [],
  payment_methods: voucher?.payment_methods ?? [],
  valid_from: toWibInput(voucher?.valid_from ?? new Date().toISOString()),
  valid_until: voucher?.valid_until ? toWibInput(voucher.valid_until) : "",
  is_public: voucher?.is_public ?? true,
  terms: voucher?.terms ?? "",
});

const bodyOf = (draft: Draft): VoucherInput => ({
  code: draft.code,
  discount_unit: draft.discount_unit,
  amount: Number(draft.amount || "0"),
  max_discount: numberOrNull(draft.max_discount),
  min_transaction: Number(draft.min_transaction || "0"),
  quota: numberOrNull(draft.quota),
  per_buyer_limit: numberOrNull(draft.per_buyer_limit),
  category_ids: draft.category_ids,
  payment_methods: draft.payment_methods.length > 0 ? draft.payment_methods : null,
  valid_from: fromWibInput(draft.valid_from) ?? new Date().toISOString(),
  valid_until: draft.valid_until ? fromWibInput(draft.valid_until) : null,
  is_public: draft.is_public,
  terms: draft.terms,
});

/** The draft as the save's body, checked by the API's own schema before it is sent. */
const voucherForm = bodyForm(bodyOf, voucherInputSchema);

const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

/** The event's vouchers with their uses, and an editor for a new or existing one. */
export function VouchersEditor({ orgId, eventId, catalog }: CatalogScreenProps) {
  const t = useT();
  const list = useEditedList(catalog.vouchers);
  return (
    <CollectionEditor
      list={list}
      addTitle={t("orgCatalog.ui.vouchers.addTitle")}
      itemTestId="org-voucher"
      nameOf={(voucher) => voucher.code}
      summary={(voucher) => (
        <>
          <h2 className="font-mono font-semibold text-slate-900">{voucher.code}</h2>
          <p className="text-sm text-slate-700">
            {voucher.discount_unit === "percent"
              ? `${voucher.amount}%`
              : `Rp ${voucher.amount.toLocaleString("id-ID")}`}
          </p>
          <p className="text-sm text-slate-700" data-testid="voucher-uses">
            {t("orgCatalog.ui.vouchers.uses", {
              uses: voucher.uses,
              quota: voucher.quota ?? t("orgCatalog.ui.vouchers.unlimited"),
            })}
          </p>
        </>
      )}
      form={(props) => <VoucherForm orgId={orgId} eventId={eventId} catalog={catalog} {...props} />}
    />
  );
}

function VoucherForm({
  orgId,
  eventId,
  catalog,
  item: voucher,
  onDone,
  onDeleted,
}: ItemFormProps<OrgVoucher> & CatalogScreenProps) {
  const t = useT();
  const api = useOrganizerApi();
  const form = useSchemaForm(voucherForm, draftOf(voucher));
  const { errors } = form.formState;
  const draft = form.watch();
  const save = useCatalogSave(form);
  const params = { orgId: String(orgId), eventId: String(eventId) };
  const input = (key: TextKey, label: string, type = "text") => (
    <TextField label={label} error={errors[key]?.message} type={type} {...form.register(key)} />
  );
  return (
    <CatalogForm
      className="mt-3 space-y-4"
      problemTestId="voucher-problem"
      save={save}
      onSubmit={save.submit(async (body) => {
        const saved = voucher
          ? await api.call("orgUpdateVoucher", {
              params: { ...params, voucherId: String(voucher.id) },
              body,
            })
          : await api.call("orgCreateVoucher", { params, body });
        onDone(saved);
      }, "orgCatalog.messages.voucherSaved")}
      onCancel={() => onDone(null)}
      onDelete={
        voucher && onDeleted
          ? () =>
              void save.run(async () => {
                await api.call("orgDeleteVoucher", { params: { ...params, voucherId: String(voucher.id) } });
                onDeleted();
              }, "orgCatalog.messages.voucherDeleted")
          : undefined
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {input("code", t("orgCatalog.ui.vouchers.code"))}
        <SelectField
          label={t("orgCatalog.ui.vouchers.unit")}
          options={DISCOUNT_UNITS.map((value) => ({
            value,
            label: t(`orgCatalog.ui.vouchers.units.${value}`),
          }))}
          {...form.register("discount_unit")}
        />
        {input("amount", t("orgCatalog.ui.vouchers.amount"), "number")}
        {draft.discount_unit === "percent"
          ? input("max_discount", t("orgCatalog.ui.vouchers.maxDiscount"), "number")
          : null}
        {input("min_transaction", t("orgCatalog.ui.vouchers.minTransaction"), "number")}
        {input("quota", t("orgCatalog.ui.vouchers.quota"), "number")}
        {input("per_buyer_limit", t("orgCatalog.ui.vouchers.perBuyer"), "number")}
        {input("valid_from", t("orgCatalog.ui.vouchers.validFrom"), "datetime-local")}
        {input("valid_until", t("orgCatalog.ui.vouchers.validUntil"), "datetime-local")}
        <div className="self-end">
          <Check
            label={t("orgCatalog.ui.vouchers.public")}
            checked={draft.is_public}
            onChange={(on) => form.setValue("is_public", on)}
          />
        </div>
      </div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t("orgCatalog.ui.vouchers.categories")}
        </legend>
        {catalog.categories.map((category) => (
          <Check
            key={category.id}
            label={category.name}
            checked={draft.category_ids.includes(category.id)}
            onChange={(on) => form.setValue("category_ids", toggle(draft.category_ids, category.id, on))}
          />
        ))}
      </fieldset>
      {errors.category_ids?.message ? <p className={ERROR_TEXT}>{errors.category_ids.message}</p> : null}
      <details>
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          {t("orgCatalog.ui.vouchers.methods")}
        </summary>
        <fieldset className="mt-2 grid gap-2 sm:grid-cols-3">
          <legend className="sr-only">{t("orgCatalog.ui.vouchers.methods")}</legend>
          {PAYMENT_METHODS.map((method) => (
            <Check
              key={method.code}
              label={method.name}
              checked={draft.payment_methods.includes(method.code)}
              onChange={(on) =>
                form.setValue("payment_methods", toggle(draft.payment_methods, method.code, on))
              }
            />
          ))}
        </fieldset>
      </details>
      <TextAreaField
        label={t("orgCatalog.ui.vouchers.terms")}
        error={errors.terms?.message}
        {...form.register("terms")}
      />
    </CatalogForm>
  );
}
