import { useState } from "react";
import type { PasskeySummary } from "#shared/contracts/accounts-passkeys.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PasswordField, TextField } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText, fieldErrors } from "./api-errors.ts";
import { PasskeyCancelled, PasskeyUnsupported, removePasskeyWithPasskey } from "./passkey-ceremony.ts";

type Proof = "password" | "code" | "passkey";

/**
 * Removing a passkey asks the person to prove it is them, as turning two-factor off does: the
 * password, or a code from the authenticator app, or one of their passkeys (all an account made with
 * Google and without the app has, so that is where such an account starts).
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
  const [proof, setProof] = useState<Proof>(hasPassword ? "password" : hasCode ? "code" : "passkey");
  const withPassword = proof === "password";
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = withPassword ? "password" : "code";
  const switchTo = (next: Proof) => {
    setValue("");
    setError(null);
    setProof(next);
  };

  const confirmWithPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      await removePasskeyWithPasskey(api, passkey.id);
      snackbar.show("success", t("security.passkeys.removed"));
      onDone();
    } catch (failure) {
      if (failure instanceof PasskeyCancelled) setError(t("security.passkeys.cancelled"));
      else if (failure instanceof PasskeyUnsupported) setError(t("security.passkeys.unsupported"));
      else setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

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
      {proof === "passkey" ? (
        <>
          <p className="text-sm text-slate-600">{t("security.passkeys.removeIntroPasskeyOnly")}</p>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <>
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
        </>
      )}
      <div className="flex flex-wrap items-center gap-4">
        {proof === "passkey" ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void confirmWithPasskey()}
            className="h-11 rounded-lg border border-red-700 bg-white px-5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
          >
            {t("security.passkeys.usePasskey")}
          </button>
        ) : (
          <button
            type="submit"
            disabled={busy || value === ""}
            className="h-11 rounded-lg border border-red-700 bg-white px-5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
          >
            {t("security.passkeys.confirmRemove")}
          </button>
        )}
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 hover:underline"
          onClick={onCancel}
        >
          {t("security.passkeys.cancel")}
        </button>
        {hasPassword && hasCode && proof !== "passkey" ? (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 hover:underline"
            onClick={() => switchTo(withPassword ? "code" : "password")}
          >
            {t(withPassword ? "security.passkeys.useCode" : "security.passkeys.usePassword")}
          </button>
        ) : null}
        {proof !== "passkey" ? (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 hover:underline"
            onClick={() => switchTo("passkey")}
          >
            {t("security.passkeys.usePasskey")}
          </button>
        ) : hasPassword || hasCode ? (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 hover:underline"
            onClick={() => switchTo(hasPassword ? "password" : "code")}
          >
            {t(hasPassword ? "security.passkeys.usePassword" : "security.passkeys.useCode")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
