import { useState } from "react";
import { changePasswordFormSchema } from "#shared/contracts/accounts-auth.ts";
import { PASSWORD_MIN_LENGTH } from "#shared/validation/password.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PasswordField, PrimaryButton } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText, fieldErrors } from "./api-errors.ts";
import { useMyData } from "./use-my-data.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Change password (spec sections 4 and 5): a notice for Google accounts; otherwise the change form when
 * a password exists (is_acp 1) or a set-password form when it does not (is_acp 0). Save stays disabled
 * until the current password is filled and the new one has 8 characters; the confirmation must match.
 * The fields are checked by the change-password body's schema before anything is sent.
 */
export function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const { data, error } = useMyData();
  const form = useSchemaForm(changePasswordFormSchema, { old_password: "", new_password: "", confirm: "" });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const [old, next, confirm] = form.watch(["old_password", "new_password", "confirm"]).map(text);

  if (error) return <p className="text-sm text-red-700">{error}</p>;
  if (!data) return <p className="text-sm text-slate-600">{t("loading")}…</p>;
  // Google manages these passwords; is_acp 0 (set a first password) is for accounts made without one.
  if (data.sign_in_method === "google") {
    return (
      <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700" data-testid="google-password-notice">
        {t("auth.googlePasswordNotice")}
      </p>
    );
  }
  const setting = data.is_acp === 0;
  const ready = (setting || old !== "") && (next ?? "").length >= PASSWORD_MIN_LENGTH && confirm !== "";

  const submit = form.handleSubmit(async ({ old_password, new_password, confirm }) => {
    if (new_password !== confirm) {
      form.setError(
        "confirm",
        { type: "mismatch", message: t("auth.passwordMismatch") },
        { shouldFocus: true },
      );
      return;
    }
    setBusy(true);
    try {
      await api.call("changePassword", { body: setting ? { new_password } : { old_password, new_password } });
      snackbar.show("success", t("auth.passwordChanged"));
      onClose();
    } catch (failure) {
      const fields = fieldErrors(failure);
      const problem = fields ? fields.old_password : failureText(failure);
      if (problem) form.setError("old_password", { type: "server", message: problem });
      if (fields?.new_password)
        form.setError("new_password", { type: "server", message: fields.new_password });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={setting ? t("auth.setPasswordTitle") : t("auth.changePassword")}
    >
      {setting ? <p className="text-sm text-slate-600">{t("auth.setPasswordBody")}</p> : null}
      {setting ? null : (
        <PasswordField
          label={t("auth.oldPassword")}
          autoComplete="current-password"
          {...form.register("old_password")}
          error={errors.old_password?.message}
        />
      )}
      <PasswordField
        label={t("auth.newPassword")}
        autoComplete="new-password"
        placeholder={t("auth.passwordPlaceholder")}
        {...form.register("new_password")}
        error={errors.new_password?.message}
      />
      <PasswordField
        label={t("auth.confirmPassword")}
        autoComplete="new-password"
        {...form.register("confirm")}
        error={errors.confirm?.message}
      />
      <PrimaryButton disabled={busy || !ready}>{t("auth.save")}</PrimaryButton>
    </form>
  );
}
