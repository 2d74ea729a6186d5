import { lazy, Suspense } from "react";
import type { EwalletCharge } from "#shared/contracts/payments.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";
import { useSecondsLeft } from "./use-seconds-left.ts";

// The retry form (its number's rules, checked as the API checks them) arrives only once a push failed.
const OvoRetry = lazy(() => import("./ovo-retry.tsx"));

/**
 * E-wallets. OVO is a push the buyer approves in the app within about 55 seconds, so the page counts
 * down in seconds from the charge's `expires_at` (spec section 2) and offers to push again once it
 * failed; redirect wallets (GoPay, ShopeePay) open their app or checkout page.
 */
export function EwalletInstrument({
  externalId,
  methodName,
  charge,
}: {
  externalId: string;
  methodName: string;
  charge: EwalletCharge;
}) {
  const t = useT();
  const seconds = useSecondsLeft(charge.expires_at);
  const timedOut = charge.charge_status === "FAILED" || seconds === 0;
  return (
    <section className="space-y-3 text-center" data-testid="instrument-ewallet">
      <h2 className="text-base font-semibold text-slate-900">
        {charge.channel === "ID_OVO" ? t("paymentsWeb.page.ovoTitle") : methodName}
      </h2>
      {charge.channel === "ID_OVO" ? (
        <>
          <p className="text-sm text-slate-600">
            {t("paymentsWeb.page.ovoHint", { phone: charge.phone_masked ?? "" })}
          </p>
          {timedOut ? (
            <Suspense fallback={<p className="text-sm text-slate-600">{t("loading")}</p>}>
              <OvoRetry externalId={externalId} />
            </Suspense>
          ) : (
            <p
              className="font-mono text-4xl font-bold text-brand-700 tabular-nums"
              role="timer"
              data-testid="ovo-countdown"
              data-seconds={seconds ?? ""}
            >
              {seconds === null ? "--" : t("paymentsWeb.page.ovoSecondsLeft", { seconds })}
            </p>
          )}
        </>
      ) : (
        <RedirectWallet methodName={methodName} actions={charge.actions} />
      )}
    </section>
  );
}

/**
 * GoPay and ShopeePay: on a phone "Open GoPay" follows the charge's app deeplink (its mobile web page
 * when the wallet gave none); on a computer the desktop checkout page. Both are in the page and the
 * layout's own breakpoint picks one, so the server-rendered page already has the right button.
 */
function RedirectWallet({ methodName, actions }: { methodName: string; actions: EwalletCharge["actions"] }) {
  const t = useT();
  const phone = actions.mobile_deeplink_checkout_url ?? actions.mobile_web_checkout_url;
  const desktop = actions.desktop_web_checkout_url ?? actions.mobile_web_checkout_url;
  return (
    <>
      {phone ? (
        <div className="space-y-3 desktop:hidden" data-testid="wallet-open-app">
          <p className="text-sm text-slate-600">
            {t("paymentsWeb.onPhone.openWalletHint", { wallet: methodName })}
          </p>
          <a href={phone} className={`${BUTTON_CLASS.primary} w-full`}>
            {t("paymentsWeb.onPhone.openWallet", { wallet: methodName })}
          </a>
        </div>
      ) : null}
      {desktop ? (
        <div className="space-y-3 mobile:hidden" data-testid="wallet-open-web">
          <p className="text-sm text-slate-600">
            {t("paymentsWeb.onPhone.desktopWalletHint", { wallet: methodName })}
          </p>
          <a href={desktop} className={BUTTON_CLASS.primary}>
            {t("paymentsWeb.page.redirectWallet", { wallet: methodName })}
          </a>
        </div>
      ) : null}
    </>
  );
}
