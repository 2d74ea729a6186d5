import { useId, useState } from "react";
import { useT } from "../lib/i18n.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { CopyableNumber } from "./copyable-number.tsx";
import { useTransactionAction } from "./use-transaction-action.ts";

/** A bank the virtual account may move to: a `va_*` payment method (spec section 4: only the bank may change). */
export interface VaBankOption {
  code: string;
  name: string;
  isAvailable: boolean;
}

/** The virtual account number with copy, and "change bank" with its choice dialog. */
export function VaInstrument({
  externalId,
  methodCode,
  methodName,
  vaNumber,
  banks,
  canChange,
}: {
  externalId: string;
  methodCode: string;
  methodName: string;
  vaNumber: string;
  banks: VaBankOption[];
  canChange: boolean;
}) {
  const t = useT();
  return (
    <section className="space-y-3" aria-label={methodName} data-testid="instrument-va">
      <h2 className="text-base font-semibold text-slate-900">{methodName}</h2>
      <CopyableNumber label={t("paymentsWeb.page.vaNumber")} value={vaNumber} testId="va-number" />
      {canChange && banks.length > 1 ? (
        <ChangeBank externalId={externalId} current={methodCode} banks={banks} />
      ) : null}
    </section>
  );
}

function ChangeBank({
  externalId,
  current,
  banks,
}: {
  externalId: string;
  current: string;
  banks: VaBankOption[];
}) {
  const t = useT();
  const { busy, run } = useTransactionAction();
  const name = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(current);
  const save = async () => {
    if (choice === current) return setOpen(false);
    const bank = banks.find((option) => option.code === choice)?.name ?? choice;
    const done = await run(
      (payments) => payments.changeBank(externalId, choice),
      () => t("paymentsWeb.page.bankChanged", { bank }),
    );
    if (done) setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        onClick={() => {
          setChoice(current);
          setOpen(true);
        }}
      >
        {t("paymentsWeb.page.changeBank")}
      </button>
      <ConfirmDialog
        open={open}
        testId="change-bank-dialog"
        title={t("paymentsWeb.page.changeBankTitle")}
        body={t("paymentsWeb.page.changeBankHint")}
        yesLabel={t("paymentsWeb.page.changeBankSave")}
        noLabel={t("modal.close")}
        busy={busy}
        onYes={save}
        onClose={() => setOpen(false)}
      >
        <fieldset className="mt-4 max-h-[55vh] space-y-1 overflow-y-auto">
          <legend className="sr-only">{t("paymentsWeb.page.changeBankTitle")}</legend>
          {banks.map((bank) => (
            <label
              key={bank.code}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
            >
              <input
                type="radio"
                name={name}
                value={bank.code}
                checked={choice === bank.code}
                disabled={!bank.isAvailable}
                onChange={() => setChoice(bank.code)}
                className="size-4 accent-brand-600"
              />
              <span className="text-sm text-slate-900">{bank.name}</span>
            </label>
          ))}
        </fieldset>
      </ConfirmDialog>
    </>
  );
}
