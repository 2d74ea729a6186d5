import { voucherBodySchema } from "#shared/contracts/checkout.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { bodyForm } from "../forms/body-form.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import type { CheckoutDetail, PaymentMethodRow } from "./checkout-api.ts";
import { CARD, ERROR_TEXT, STEP_HEADING } from "./ui.ts";

/** Codes are sent trimmed and in capitals, as they are printed. */
const voucherCodeForm = bodyForm(
  (draft: { code: string }) => ({ code: draft.code.trim().toUpperCase() }),
  voucherBodySchema.pick({ code: true }),
);

/** Voucher entry: apply a code, or see the applied one with its saving and remove it (spec section 8 messages). */
export function VoucherBox({
  voucher,
  allowed,
  methods,
  initialCode,
  error,
  busy,
  onApply,
  onRemove,
}: {
  voucher: CheckoutDetail["voucher"];
  allowed: readonly string[];
  methods: readonly PaymentMethodRow[];
  initialCode: string;
  error: string | null;
  busy: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}) {
  const t = useT();
  const form = useSchemaForm(voucherCodeForm, { code: initialCode });
  const code = form.watch("code");
  const fieldError = error ?? form.formState.errors.code?.message ?? null;
  const submit = form.handleSubmit(async (body) => {
    if (await onApply(body.code)) form.reset({ code: "" });
  });
  const names = allowed.map((item) => methods.find((row) => row.code === item)?.name ?? item);
  return (
    <section className={CARD} aria-labelledby="voucher-heading" data-testid="voucher-box">
      <h2 id="voucher-heading" className={STEP_HEADING}>
        {t("checkoutWeb.voucher.heading")}
      </h2>
      {voucher ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3">
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-emerald-900" data-testid="voucher-applied">
              {t("checkoutWeb.voucher.applied", { code: voucher.code })}
            </p>
            <p className="text-emerald-800">
              {t("checkoutWeb.voucher.saving", { amount: formatRupiah(voucher.voucher_discount, t.locale) })}
            </p>
            {names.length > 0 ? (
              <p className="mt-1 text-emerald-800" data-testid="voucher-methods">
                {t("checkoutWeb.voucher.onlyMethods", { methods: names.join(", ") })}
              </p>
            ) : null}
          </div>
          <button type="button" onClick={onRemove} disabled={busy} className={BUTTON_CLASS.secondary}>
            {t("checkoutWeb.voucher.remove")}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-3 flex gap-2">
          <label className="sr-only" htmlFor="voucher-code">
            {t("checkoutWeb.voucher.label")}
          </label>
          <input
            id="voucher-code"
            {...form.register("code")}
            maxLength={64}
            autoCapitalize="characters"
            placeholder={t("checkoutWeb.voucher.placeholder")}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? "voucher-error" : undefined}
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm uppercase text-ink placeholder:normal-case placeholder:text-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600"
          />
          <button type="submit" disabled={busy || code.trim() === ""} className={BUTTON_CLASS.primary}>
            {t("checkoutWeb.voucher.apply")}
          </button>
        </form>
      )}
      {fieldError ? (
        <p id="voucher-error" role="alert" className={`mt-2 ${ERROR_TEXT}`} data-testid="voucher-error">
          {fieldError}
        </p>
      ) : null}
    </section>
  );
}
