import { useT } from "../lib/i18n.tsx";

/** The dynamic QRIS code as an image (rendered to SVG on the server from the EMVCo string). */
export function QrisInstrument({ qrImage, amountText }: { qrImage: string; amountText: string }) {
  const t = useT();
  return (
    <section className="flex flex-col items-center gap-3 text-center" data-testid="instrument-qris">
      <h2 className="text-base font-semibold text-slate-900">{t("paymentsWeb.page.qrisTitle")}</h2>
      <img
        src={qrImage}
        alt={t("paymentsWeb.page.qrisAlt", { amount: amountText })}
        width={256}
        height={256}
        className="size-64 rounded-xl bg-white p-2 ring-1 ring-slate-200"
        data-testid="qris-image"
      />
      <p className="max-w-sm text-sm text-slate-600">{t("paymentsWeb.page.qrisHint")}</p>
    </section>
  );
}
