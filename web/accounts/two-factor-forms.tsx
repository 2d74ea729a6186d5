import { useState } from "react";
import {
  proofBody,
  twoFactorCodeBodySchema,
  twoFactorProofFormSchema,
} from "#shared/contracts/accounts-security.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PrimaryButton, TextField } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";

/** The first code from the app: puts two-factor sign-in in force and hands back the recovery codes. */
export function TwoFactorConfirmForm({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const t = useT();
  const api = useApi();
  const form = useSchemaForm(twoFactorCodeBodySchema, { code: "" });
  const [busy, setBusy] = useState(false);
  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    try {
      onConfirmed((await api.call("confirmTwoFactor", { body })).recovery_codes);
    } catch (error) {
      const message = showApiFailure(form.setError, error);
      if (message && !form.formState.errors.code) form.setError("code", { type: "server", message });
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t("security.twoFactor.confirm")}>
      <TextField
        label={t("security.twoFactor.codeLabel")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        {...form.register("code")}
        error={form.formState.errors.code?.message}
      />
      <PrimaryButton disabled={busy}>{t("security.twoFactor.confirm")}</PrimaryButton>
    </form>
  );
}

/** Turning it off: a current code from the app, or a recovery code when the phone is gone. */
export function TwoFactorDisableForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const form = useSchemaForm(twoFactorProofFormSchema, {});
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const { errors } = form.formState;
  const field = recovery ? "recovery_code" : "code";
  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    try {
      await api.call("disableTwoFactor", { body: proofBody(body) });
      snackbar.show("success", t("security.twoFactor.disabled"));
      onDone();
    } catch (error) {
      const message = showApiFailure(form.setError, error);
      if (message && !form.formState.errors[field]) form.setError(field, { type: "server", message });
    } finally {
      setBusy(false);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3"
      aria-label={t("security.twoFactor.disableTitle")}
    >
      <h3 className="font-bold text-slate-900">{t("security.twoFactor.disableTitle")}</h3>
      <p className="text-sm text-slate-600">{t("security.twoFactor.disableIntro")}</p>
      <TextField
        key={field}
        label={t(recovery ? "security.twoFactor.recoveryLabel" : "security.twoFactor.codeLabel")}
        autoComplete={recovery ? "off" : "one-time-code"}
        inputMode={recovery ? "text" : "numeric"}
        {...form.register(field)}
        error={errors[field]?.message}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={busy}
          className="h-11 rounded-lg border border-red-700 bg-white px-5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
        >
          {t("security.twoFactor.disable")}
        </button>
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 hover:underline"
          onClick={() => {
            form.reset({});
            setRecovery(!recovery);
          }}
        >
          {t(recovery ? "security.twoFactor.useCode" : "security.twoFactor.useRecovery")}
        </button>
      </div>
    </form>
  );
}
