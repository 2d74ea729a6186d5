import { useState } from "react";
import type { PasskeySummary } from "#shared/contracts/accounts-passkeys.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PasswordField, TextField } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText, fieldErrors } from "./api-errors.ts";

/**
 * Removing a passkey asks the person to prove it is them, as turning two-factor off does: the
 * password, or a code from the authenticator app (an account without a password has only that).
 */
export function RemovePasskeyForm({
  passkey,
  hasPassword,
  hasCode,
  onCancel,
  onDone,
}: {
  passkey: PasskeySummary;
  hasPassword: boolean;
  /** Two-factor sign-in with the app is on: a code from it also proves the owner. */
  hasCode: boolean;
  onCancel: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const [withPassword, setWithPassword] = useState(hasPassword);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = withPassword ? "password" : "code";

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = withPassword ? { password: value } : { code: value.replace(/\s/g, "") };
      await api.call("removePasskey", { params: { passkeyId: passkey.id }, body });
      snackbar.show("success", t("security.passkeys.removed"));
      onDone();
    } catch (failure) {
      setError(fieldErrors(failure)?.[field] ?? failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const label = t(withPassword ? "security.passkeys.passwordLabel" : "security.twoFactor.codeLabel");
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-3 space-y-3 rounded-xl bg-slate-50 p-3"
      aria-label={t("security.passkeys.removeTitle", { name: passkey.name })}
    >
      <h3 className="break-words font-bold text-slate-900">
        {t("security.passkeys.removeTitle", { name: passkey.name })}
      </h3>
      <p className="text-sm text-slate-600">{t("security.passkeys.removeIntro")}</p>
      {withPassword ? (
        <PasswordField
          key="password"
          label={label}
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
        />
      ) : (
        <TextField
          key="code"
          label={label}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
        />
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={busy || value === ""}
          className="h-11 rounded-lg border border-red-700 bg-white px-5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
        >
          {t("security.passkeys.confirmRemove")}
        </button>
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 hover:underline"
          onClick={onCancel}
        >
          {t("security.passkeys.cancel")}
        </button>
        {hasPassword && hasCode ? (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 hover:underline"
            onClick={() => {
              setValue("");
              setError(null);
              setWithPassword(!withPassword);
            }}
          >
            {t(withPassword ? "security.passkeys.useCode" : "security.passkeys.usePassword")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
