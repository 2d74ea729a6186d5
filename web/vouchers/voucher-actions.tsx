import type { ListedVoucher } from "#shared/contracts/vouchers.ts";
import { CopyIcon } from "../events/event-icons.tsx";
import { useT } from "../lib/i18n.tsx";
import { CopyButton } from "../ui/copy-button.tsx";
import { useApplyVoucher } from "./use-apply-voucher.ts";

/** Copy the code (snackbar confirms, spec section 2) and apply it to the event's checkout. */
export function VoucherActions({ voucher }: { voucher: ListedVoucher }) {
  const t = useT();
  const apply = useApplyVoucher();
  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton
        text={voucher.code}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <CopyIcon width={16} height={16} />
        <span aria-hidden="true">{t("events.voucher.copy")}</span>
        <span className="sr-only">{t("catalogue.detail.copyCodeLabel", { code: voucher.code })}</span>
      </CopyButton>
      <button
        type="button"
        onClick={() => apply(voucher.event.slug, voucher.code)}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        data-testid="voucher-apply"
      >
        <span aria-hidden="true">{t("events.voucher.apply")}</span>
        <span className="sr-only">{t("catalogue.detail.applyLabel", { code: voucher.code })}</span>
      </button>
    </div>
  );
}
