import { useT } from "../lib/i18n.tsx";
import { CopyButton } from "../ui/copy-button.tsx";

/** "1076671830530422" -> "1076 6718 3053 0422": easier to read out and type at an ATM. */
function groupDigits(value: string): string {
  return /^[0-9]{8,}$/.test(value) ? (value.match(/.{1,4}/g) ?? [value]).join(" ") : value;
}

/** A number the buyer types elsewhere (VA number, payment code), large, grouped and copyable. */
export function CopyableNumber({ label, value, testId }: { label: string; value: string; testId: string }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <div className="min-w-0">
        <p className="text-xs font-medium text-slate-600">{label}</p>
        <p
          className="mt-0.5 font-mono text-lg font-bold tracking-wide break-words text-slate-900 desktop:text-xl"
          data-testid={testId}
          data-value={value}
        >
          {groupDigits(value)}
        </p>
      </div>
      <CopyButton
        text={value}
        className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <span aria-hidden="true">{t("paymentsWeb.page.copy")}</span>
        <span className="sr-only">{t("paymentsWeb.page.copyNumber", { label })}</span>
      </CopyButton>
    </div>
  );
}
