import { type FormEvent, useState } from "react";
import { PASSWORD_MIN_LENGTH } from "#shared/validation/password.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PasswordField, PrimaryButton } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { fieldErrors } from "./api-errors.ts";
import { useMyData } from "./use-my-data.ts";

/**
 * Change password (spec sections 4 and 5): a notice for Google accounts; otherwise the change form when
 * a password exists (is_acp 1) or a set-password form when it does not (is_acp 0). Save stays disabled
 * until the current password is filled and the new one has 8 characters; the confirmation must match.
 */
export function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const { data, error } = useMyData();
  const [values, setValues] = useState({ old: "", next: "", confirm: "" });
  const [errors, setErrors] = useState<{
    old?: string | null;
    next?: string | null;
    confirm?: string | null;
  }>({});
  const [busy, setBusy] = useState(false);

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
  const ready =
    (setting || values.old !== "") && values.next.length >= PASSWORD_MIN_LENGTH && values.confirm !== "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.next !== values.confirm) return setErrors({ confirm: t("auth.passwordMismatch") });
    setBusy(true);
    setErrors({});
    try {
      await api.call("changePassword", {
        body: setting
          ? { new_password: values.next }
          : { old_password: values.old, new_password: values.next },
      });
      snackbar.show("success", t("auth.passwordChanged"));
      onClose();
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields) setErrors({ old: fields.old_password, next: fields.new_password });
      else setErrors({ old: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };

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
          value={values.old}
          onChange={(e) => setValues((v) => ({ ...v, old: e.target.value }))}
          error={errors.old}
        />
      )}
      <PasswordField
        label={t("auth.newPassword")}
        autoComplete="new-password"
        placeholder={t("auth.passwordPlaceholder")}
        value={values.next}
        onChange={(e) => setValues((v) => ({ ...v, next: e.target.value }))}
        error={errors.next}
      />
      <PasswordField
        label={t("auth.confirmPassword")}
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
        error={errors.confirm}
      />
      <PrimaryButton disabled={busy || !ready}>{t("auth.save")}</PrimaryButton>
    </form>
  );
}
