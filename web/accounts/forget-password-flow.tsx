import { useState } from "react";
import { forgotPasswordBodySchema, resetPasswordFormSchema } from "#shared/contracts/accounts-auth.ts";
import { PASSWORD_MIN_LENGTH } from "#shared/validation/password.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PasswordField, PrimaryButton, TextField } from "../ui/form-field.tsx";
import { useModal } from "../ui/modal-host.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText, fieldErrors } from "./api-errors.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");

type Step = "request" | "check" | "new" | "done" | "expired";

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-6 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

const secondary =
  "h-11 w-full rounded-lg border border-slate-300 font-semibold text-slate-800 hover:bg-slate-50";

/** The four screens of spec section 2: enter e-mail, check your e-mail, set new password, expired link. */
export function ForgetPasswordFlow({ token, linkValid }: { token: string | null; linkValid: boolean }) {
  const t = useT();
  const api = useApi();
  const modal = useModal();
  const snackbar = useSnackbar();
  const [step, setStep] = useState<Step>(token ? (linkValid ? "new" : "expired") : "request");
  // Both forms are checked by the shared body schemas before anything is sent.
  const requestForm = useSchemaForm(forgotPasswordBodySchema, { email: "" });
  const resetForm = useSchemaForm(resetPasswordFormSchema, { new_password: "", confirm: "" });
  const [busy, setBusy] = useState(false);
  const email = text(requestForm.watch("email"));
  const [next, confirm] = resetForm.watch(["new_password", "confirm"]).map(text);

  const send = async () => {
    await api.call("forgotPassword", { body: { email: email.trim() } });
  };
  const request = requestForm.handleSubmit(async () => {
    setBusy(true);
    try {
      await send();
      setStep("check");
    } catch (failure) {
      const message = fieldErrors(failure)?.email ?? failureText(failure);
      requestForm.setError("email", { type: "server", message });
    } finally {
      setBusy(false);
    }
  });
  const resend = async () => {
    try {
      await send();
      snackbar.show("success", t("auth.forgot.resent"));
    } catch (failure) {
      snackbar.show("error", failureText(failure));
    }
  };
  const change = resetForm.handleSubmit(async ({ new_password, confirm }) => {
    // The mismatch shows under the new password, where the buyer types first.
    if (new_password !== confirm) {
      resetForm.setError("new_password", { type: "mismatch", message: t("auth.passwordMismatch") });
      return;
    }
    setBusy(true);
    try {
      await api.call("resetPassword", { body: { token: token ?? "", new_password } });
      setStep("done");
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields?.new_password)
        resetForm.setError("new_password", { type: "server", message: fields.new_password });
      else setStep("expired");
    } finally {
      setBusy(false);
    }
  });

  if (step === "check") {
    return (
      <Panel title={t("auth.forgot.checkTitle")}>
        <p className="text-slate-700" data-testid="forgot-check">
          {t("auth.forgot.checkBody", { email: email.trim() })}
        </p>
        <p className="text-sm text-slate-600">{t("auth.forgot.spamHint")}</p>
        <button type="button" className={secondary} onClick={resend}>
          {t("auth.forgot.resend")}
        </button>
        <button
          type="button"
          className="w-full text-sm font-semibold text-brand-700"
          onClick={() => setStep("request")}
        >
          {t("auth.forgot.tryAnother")}
        </button>
      </Panel>
    );
  }
  if (step === "expired") {
    return (
      <Panel title={t("auth.forgot.expiredTitle")}>
        <p className="text-slate-700" data-testid="forgot-expired">
          {t("auth.forgot.expiredBody")}
        </p>
        <PrimaryButton type="button" onClick={() => setStep("request")}>
          {t("auth.forgot.requestNew")}
        </PrimaryButton>
      </Panel>
    );
  }
  if (step === "done") {
    return (
      <Panel title={t("auth.forgot.doneTitle")}>
        <p className="text-slate-700">{t("auth.forgot.doneBody")}</p>
        <PrimaryButton type="button" onClick={() => modal.open("login")}>
          {t("auth.login")}
        </PrimaryButton>
      </Panel>
    );
  }
  if (step === "new") {
    return (
      <Panel title={t("auth.forgot.newTitle")}>
        <form onSubmit={change} noValidate className="space-y-4">
          <PasswordField
            label={t("auth.newPassword")}
            autoComplete="new-password"
            placeholder={t("auth.passwordPlaceholder")}
            {...resetForm.register("new_password")}
            error={resetForm.formState.errors.new_password?.message}
          />
          <PasswordField
            label={t("auth.confirmPassword")}
            autoComplete="new-password"
            {...resetForm.register("confirm")}
          />
          <PrimaryButton disabled={busy || (next ?? "").length < PASSWORD_MIN_LENGTH || confirm === ""}>
            {t("auth.forgot.newSubmit")}
          </PrimaryButton>
        </form>
      </Panel>
    );
  }
  return (
    <Panel title={t("auth.forgot.title")}>
      <p className="text-slate-700">{t("auth.forgot.body")}</p>
      <form onSubmit={request} noValidate className="space-y-4">
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...requestForm.register("email")}
          error={requestForm.formState.errors.email?.message}
        />
        <PrimaryButton disabled={busy || email.trim() === ""}>{t("auth.forgot.submit")}</PrimaryButton>
      </form>
    </Panel>
  );
}
