import { useState } from "react";
import { useRevalidator } from "react-router";
import type { PasskeySummary } from "#shared/contracts/accounts-passkeys.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PrimaryButton, TextField } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText } from "./api-errors.ts";
import { createPasskey, PasskeyCancelled, PasskeyUnsupported } from "./passkey-ceremony.ts";
import { RemovePasskeyForm } from "./remove-passkey-form.tsx";

const button =
  "rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50";

/** The buyer's passkeys: each with when it was added and last used (WIB); add one, remove one. */
export function PasskeysPanel({
  passkeys,
  hasPassword,
  hasCode,
}: {
  passkeys: PasskeySummary[];
  hasPassword: boolean;
  hasCode: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await createPasskey(api, name.trim());
      snackbar.show("success", t("security.passkeys.added"));
      setNaming(false);
      setName("");
      void revalidator.revalidate();
    } catch (error) {
      if (error instanceof PasskeyCancelled) setFailure(t("security.passkeys.cancelled"));
      else if (error instanceof PasskeyUnsupported) setFailure(t("security.passkeys.unsupported"));
      else setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="text-lg font-bold text-slate-900">
        {t("security.passkeys.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("security.passkeys.intro")}</p>
      {passkeys.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t("security.passkeys.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="break-words font-semibold text-slate-900">{passkey.name}</p>
                  <p className="text-xs text-slate-500">
                    {t("security.passkeys.created", { at: formatWib(passkey.created_at, locale) })}
                    {" · "}
                    {passkey.last_used_at
                      ? t("security.passkeys.lastUsed", { at: formatWib(passkey.last_used_at, locale) })
                      : t("security.passkeys.neverUsed")}
                  </p>
                </div>
                {removing?.id === passkey.id ? null : (
                  <button type="button" className={button} onClick={() => setRemoving(passkey)}>
                    {t("security.passkeys.remove")}
                  </button>
                )}
              </div>
              {removing?.id === passkey.id ? (
                <RemovePasskeyForm
                  passkey={passkey}
                  hasPassword={hasPassword}
                  hasCode={hasCode}
                  onCancel={() => setRemoving(null)}
                  onDone={() => {
                    setRemoving(null);
                    void revalidator.revalidate();
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        {naming ? (
          <form
            onSubmit={(event) => void create(event)}
            className="space-y-3"
            aria-label={t("security.passkeys.add")}
          >
            <TextField
              label={t("security.passkeys.nameLabel")}
              placeholder={t("security.passkeys.namePlaceholder")}
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
            />
            {failure ? (
              <p role="alert" className="text-sm text-red-700">
                {failure}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-4">
              <PrimaryButton disabled={busy || name.trim() === ""}>
                {t("security.passkeys.create")}
              </PrimaryButton>
              <button
                type="button"
                className="text-sm font-semibold text-brand-700 hover:underline"
                onClick={() => {
                  setNaming(false);
                  setFailure(null);
                }}
              >
                {t("security.passkeys.cancel")}
              </button>
            </div>
          </form>
        ) : (
          <PrimaryButton type="button" onClick={() => setNaming(true)}>
            {t("security.passkeys.add")}
          </PrimaryButton>
        )}
      </div>
    </section>
  );
}
