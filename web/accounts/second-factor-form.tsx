import { useState } from "react";
import { proofBody, twoFactorProofFormSchema } from "#shared/contracts/accounts-security.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PrimaryButton, TextField } from "../ui/form-field.tsx";
import { Divider } from "./divider.tsx";
import { finishSignIn } from "./finish-sign-in.ts";
import { PasskeySignInButton } from "./passkey-sign-in-button.tsx";

/**
 * The sign-in's second step for an account with two-factor sign-in: the password (or Google) was
 * right and the cookie holds a pending session; a code from the app, or a recovery code, completes it.
 */
export function SecondFactorForm() {
  const t = useT();
  const api = useApi();
  const [useRecovery, setUseRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(twoFactorProofFormSchema, {});
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    setFailure(null);
    try {
      await api.call("loginSecondFactor", { body: proofBody(body) });
      finishSignIn();
    } catch (error) {
      setFailure(showApiFailure(form.setError, error) ?? String(error));
    } finally {
      setBusy(false);
    }
  });

  const toggle = () => {
    form.reset({});
    setFailure(null);
    setUseRecovery(!useRecovery);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("auth.secondFactor.title")}>
      <h2 className="text-lg font-bold text-slate-900">{t("auth.secondFactor.title")}</h2>
      <p className="text-sm text-slate-600">{t("auth.secondFactor.intro")}</p>
      {useRecovery ? (
        <TextField
          key="recovery"
          label={t("auth.secondFactor.recoveryLabel")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...form.register("recovery_code")}
          error={errors.recovery_code?.message}
        />
      ) : (
        <TextField
          key="code"
          label={t("auth.secondFactor.codeLabel")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          {...form.register("code")}
          error={errors.code?.message}
        />
      )}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <PrimaryButton disabled={busy}>{t("auth.secondFactor.verify")}</PrimaryButton>
      <button type="button" onClick={toggle} className="text-sm font-semibold text-brand-700 hover:underline">
        {t(useRecovery ? "auth.secondFactor.useCode" : "auth.secondFactor.useRecovery")}
      </button>
      <Divider label={t("auth.secondFactor.orPasskey")} />
      <PasskeySignInButton />
    </form>
  );
}
