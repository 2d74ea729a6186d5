import { useState } from "react";
import type { OrgCatalog, OrgVoucher, VoucherInput } from "#shared/contracts/organizer-catalog.ts";
import { PAYMENT_METHODS } from "#shared/pricing/payment-methods.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n.tsx";
import { useSnackbar } from "../../ui/snackbar.tsx";
import { useOrganizerApi } from "../organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, ORG_BUTTON, SECTION_TITLE } from "../ui.ts";
import { fromWibInput, toWibInput } from "../wib-input.ts";
import { Check, Labelled, numberOrNull } from "./form-bits.tsx";
import { useEditedList } from "./use-edited-list.ts";

interface Draft {
  code: string;
  unit: OrgVoucher["discount_unit"];
  amount: string;
  maxDiscount: string;
  minTransaction: string;
  quota: string;
  perBuyer: string;
  categories: number[];
  methods: string[];
  validFrom: string;
  validUntil: string;
  isPublic: boolean;
  terms: string;
}

const draftOf = (voucher?: OrgVoucher): Draft => ({
  code: voucher?.code ?? "",
  unit: voucher?.discount_unit ?? "percent",
  amount: voucher ? String(voucher.amount) : "",
  maxDiscount: voucher?.max_discount ? String(voucher.max_discount) : "",
  minTransaction: voucher ? String(voucher.min_transaction) : "0",
  quota: voucher?.quota == null ? "" : String(voucher.quota),
  perBuyer: voucher?.per_buyer_limit == null ? "" : String(voucher.per_buyer_limit),
  categories: voucher?.category_ids ?? [],
  methods: voucher?.payment_methods ?? [],
  validFrom: toWibInput(voucher?.valid_from ?? new Date().toISOString()),
  validUntil: voucher?.valid_until ? toWibInput(voucher.valid_until) : "",
  isPublic: voucher?.is_public ?? true,
  terms: voucher?.terms ?? "",
});

const bodyOf = (draft: Draft): VoucherInput => ({
  code: draft.code,
  discount_unit: draft.unit,
  amount: Number(draft.amount || "0"),
  max_discount: numberOrNull(draft.maxDiscount),
  min_transaction: Number(draft.minTransaction || "0"),
  quota: numberOrNull(draft.quota),
  per_buyer_limit: numberOrNull(draft.perBuyer),
  category_ids: draft.categories,
  payment_methods: draft.methods.length > 0 ? draft.methods : null,
  valid_from: fromWibInput(draft.validFrom) ?? new Date().toISOString(),
  valid_until: draft.validUntil ? fromWibInput(draft.validUntil) : null,
  is_public: draft.isPublic,
  terms: draft.terms,
});

/** The event's vouchers with their uses, and an editor for a new or existing one. */
export function VouchersEditor({
  orgId,
  eventId,
  catalog,
}: {
  orgId: number;
  eventId: number;
  catalog: OrgCatalog;
}) {
  const t = useT();
  const list = useEditedList(catalog.vouchers);
  const { items: vouchers, editing } = list;
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {vouchers.map((voucher) => (
          <li key={voucher.id} className={CARD} data-testid="org-voucher">
            {editing === voucher.id ? (
              <VoucherForm
                orgId={orgId}
                eventId={eventId}
                catalog={catalog}
                voucher={voucher}
                onDone={list.done}
                onDeleted={() => list.deleted(voucher.id)}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
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
                </div>
                <button type="button" className={ORG_BUTTON.secondary} onClick={() => list.edit(voucher.id)}>
                  {t("orgCatalog.ui.edit")}
                  <span className="sr-only"> {voucher.code}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === "new" ? (
        <section className={CARD} aria-labelledby="new-voucher">
          <h2 id="new-voucher" className={SECTION_TITLE}>
            {t("orgCatalog.ui.vouchers.addTitle")}
          </h2>
          <VoucherForm orgId={orgId} eventId={eventId} catalog={catalog} onDone={list.done} />
        </section>
      ) : (
        <button type="button" className={ORG_BUTTON.primary} onClick={() => list.edit("new")}>
          {t("orgCatalog.ui.vouchers.addTitle")}
        </button>
      )}
    </div>
  );
}

function VoucherForm({
  orgId,
  eventId,
  catalog,
  voucher,
  onDone,
  onDeleted,
}: {
  orgId: number;
  eventId: number;
  catalog: OrgCatalog;
  voucher?: OrgVoucher;
  onDone: (saved: OrgVoucher | null) => void;
  onDeleted?: () => void;
}) {
  const t = useT();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<Draft>(draftOf(voucher));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const params = { orgId: String(orgId), eventId: String(eventId) };
  const input = (key: keyof Draft, label: string, field: string, type = "text") => (
    <Labelled label={label} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          type={type}
          className={FIELD}
          value={String(draft[key])}
          onChange={(e) => set(key, e.target.value as never)}
        />
      )}
    </Labelled>
  );
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    setErrors({});
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError) {
        setProblem(error.message);
        setErrors(error.fields ?? {});
      }
    } finally {
      setBusy(false);
    }
  };
  const toggle = <T,>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((v) => v !== value);
  return (
    <form
      className="mt-3 space-y-4"
      noValidate
      onSubmit={(submit) => {
        submit.preventDefault();
        void run(async () => {
          const saved = voucher
            ? await api.call("orgUpdateVoucher", {
                params: { ...params, voucherId: String(voucher.id) },
                body: bodyOf(draft),
              })
            : await api.call("orgCreateVoucher", { params, body: bodyOf(draft) });
          snackbar.show("success", t("orgCatalog.messages.voucherSaved"));
          onDone(saved);
        });
      }}
    >
      {problem ? (
        <p role="alert" className={ERROR_TEXT} data-testid="voucher-problem">
          {problem}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {input("code", t("orgCatalog.ui.vouchers.code"), "code")}
        <Labelled label={t("orgCatalog.ui.vouchers.unit")}>
          {(props) => (
            <select
              {...props}
              className={FIELD}
              value={draft.unit}
              onChange={(e) => set("unit", e.target.value as Draft["unit"])}
            >
              <option value="percent">{t("orgCatalog.ui.vouchers.units.percent")}</option>
              <option value="fixed">{t("orgCatalog.ui.vouchers.units.fixed")}</option>
            </select>
          )}
        </Labelled>
        {input("amount", t("orgCatalog.ui.vouchers.amount"), "amount", "number")}
        {draft.unit === "percent"
          ? input("maxDiscount", t("orgCatalog.ui.vouchers.maxDiscount"), "max_discount", "number")
          : null}
        {input("minTransaction", t("orgCatalog.ui.vouchers.minTransaction"), "min_transaction", "number")}
        {input("quota", t("orgCatalog.ui.vouchers.quota"), "quota", "number")}
        {input("perBuyer", t("orgCatalog.ui.vouchers.perBuyer"), "per_buyer_limit", "number")}
        {input("validFrom", t("orgCatalog.ui.vouchers.validFrom"), "valid_from", "datetime-local")}
        {input("validUntil", t("orgCatalog.ui.vouchers.validUntil"), "valid_until", "datetime-local")}
        <div className="self-end">
          <Check
            label={t("orgCatalog.ui.vouchers.public")}
            checked={draft.isPublic}
            onChange={(v) => set("isPublic", v)}
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
            checked={draft.categories.includes(category.id)}
            onChange={(on) => set("categories", toggle(draft.categories, category.id, on))}
          />
        ))}
      </fieldset>
      {errors.category_ids ? <p className={ERROR_TEXT}>{errors.category_ids}</p> : null}
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
              checked={draft.methods.includes(method.code)}
              onChange={(on) => set("methods", toggle(draft.methods, method.code, on))}
            />
          ))}
        </fieldset>
      </details>
      <Labelled label={t("orgCatalog.ui.vouchers.terms")} error={errors.terms}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            className={FIELD}
            value={draft.terms}
            onChange={(e) => set("terms", e.target.value)}
          />
        )}
      </Labelled>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={ORG_BUTTON.primary} disabled={busy}>
          {busy ? t("orgCatalog.ui.saving") : t("orgCatalog.ui.save")}
        </button>
        <button type="button" className={ORG_BUTTON.secondary} onClick={() => onDone(null)}>
          {t("orgCatalog.ui.cancel")}
        </button>
        {voucher && onDeleted ? (
          <button
            type="button"
            className={ORG_BUTTON.danger}
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await api.call("orgDeleteVoucher", { params: { ...params, voucherId: String(voucher.id) } });
                snackbar.show("success", t("orgCatalog.messages.voucherDeleted"));
                onDeleted();
              })
            }
          >
            {t("orgCatalog.ui.delete")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
