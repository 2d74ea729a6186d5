import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";

/**
 * The dynamic QRIS code as an image (rendered to SVG on the server from the EMVCo string). A phone
 * cannot scan its own screen, so "Save QR" downloads the same code as a PNG and three short steps say
 * how to pay with it from the gallery of a bank or e-wallet app.
 */
export function QrisInstrument({
  qrImage,
  qrPng,
  invoiceNumber,
  amountText,
}: {
  qrImage: string;
  qrPng: string | null;
  invoiceNumber: string;
  amountText: string;
}) {
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
      {qrPng ? (
        <>
          <a
            href={qrPng}
            download={t("paymentsWeb.onPhone.saveQrFile", { invoice: invoiceNumber })}
            className={`${BUTTON_CLASS.secondary} mobile:w-full`}
            data-testid="qris-save"
          >
            {t("paymentsWeb.onPhone.saveQr")}
          </a>
          <div
            className="w-full max-w-sm rounded-xl bg-slate-50 p-3 text-left ring-1 ring-slate-200"
            data-testid="qris-same-phone"
          >
            <h3 className="text-sm font-semibold text-slate-900">
              {t("paymentsWeb.onPhone.samePhoneTitle")}
            </h3>
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
              <li>{t("paymentsWeb.onPhone.samePhoneStep1")}</li>
              <li>{t("paymentsWeb.onPhone.samePhoneStep2")}</li>
              <li>{t("paymentsWeb.onPhone.samePhoneStep3")}</li>
            </ol>
          </div>
        </>
      ) : null}
    </section>
  );
}
