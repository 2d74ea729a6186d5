import { useState } from "react";
import { useRevalidator } from "react-router";
import type { TwoFactorEnrolment, TwoFactorStatus } from "#shared/contracts/accounts-security.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PrimaryButton } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText } from "./api-errors.ts";
import { RecoveryCodes } from "./recovery-codes.tsx";
import { TwoFactorConfirmForm, TwoFactorDisableForm } from "./two-factor-forms.tsx";

/**
 * Two-factor sign-in in the profile: off (turn on), enrolling (QR code, key, first code), just turned
 * on (the recovery codes, shown this once) or on (turn off with a current code).
 */
export function TwoFactorPanel({ status }: { status: TwoFactorStatus }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setEnrolment(await api.call("enrolTwoFactor"));
    } catch (error) {
      snackbar.show("error", failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const finish = () => {
    setCodes(null);
    setEnrolment(null);
    void revalidator.revalidate();
  };

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-lg font-bold text-slate-900">
        {t("security.twoFactor.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("security.twoFactor.intro")}</p>
      <p className="mt-2 text-sm font-semibold text-slate-900" data-testid="two-factor-status">
        {status.enabled
          ? t("security.twoFactor.statusOn", { count: status.recovery_codes_left })
          : t("security.twoFactor.statusOff")}
      </p>
      <div className="mt-4">
        {codes ? (
          <RecoveryCodes codes={codes} onDone={finish} />
        ) : status.enabled ? (
          <TwoFactorDisableForm onDone={finish} />
        ) : enrolment ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">{t("security.twoFactor.scan")}</p>
            <img
              src={enrolment.qr_svg}
              alt={enrolment.otpauth_uri}
              width={200}
              height={200}
              className="mx-auto h-50 w-50 rounded-lg border border-slate-200"
            />
            <p className="text-sm text-slate-700">
              {t("security.twoFactor.manualKey")}:{" "}
              <code className="break-all rounded bg-slate-100 px-1 font-mono text-xs" data-testid="totp-key">
                {enrolment.secret}
              </code>
            </p>
            <TwoFactorConfirmForm onConfirmed={setCodes} />
          </div>
        ) : (
          <PrimaryButton type="button" disabled={busy} onClick={() => void start()}>
            {t("security.twoFactor.start")}
          </PrimaryButton>
        )}
      </div>
    </section>
  );
}
