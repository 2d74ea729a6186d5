import { useState } from "react";
import { Link } from "react-router";
import { loginBodySchema } from "#shared/contracts/accounts-auth.ts";
import { showFieldErrors } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { ApiError } from "../lib/api-client.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PasswordField, PrimaryButton, TextField } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText, fieldErrors } from "./api-errors.ts";
import { ConsentNote } from "./consent-note.tsx";
import { Divider } from "./divider.tsx";
import { finishSignIn } from "./finish-sign-in.ts";
import { GoogleButton } from "./google-button.tsx";
import { PasskeySignInButton } from "./passkey-sign-in-button.tsx";
import { SecondFactorForm } from "./second-factor-form.tsx";

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * Login tab (spec section 2): e-mail and password, disabled until both are filled, Enter submits, the
 * e-mail trimmed (by the login body's schema, which checks the form before it is sent). Field errors
 * show under the fields; a refused login shows under the password.
 */
export function LoginForm({
  onDone,
  secondFactor: askCode = false,
}: {
  onDone?: () => void;
  secondFactor?: boolean;
}) {
  const t = useT();
  const api = useApi();
  const href = useRouteHref();
  const snackbar = useSnackbar();
  const form = useSchemaForm(loginBodySchema, { type: "password", email: "", password: "" });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const [secondFactor, setSecondFactor] = useState(askCode);
  const [email, password] = form.watch(["email", "password"]);

  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    try {
      const result = await api.call("login", { body });
      if ("user" in result) {
        onDone?.();
        finishSignIn();
      } else if ("action" in result && result.action === "second_factor") setSecondFactor(true);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) showFieldErrors(form.setError, fields);
      else if (error instanceof ApiError && error.httpStatus === 401)
        form.setError("password", { type: "server", message: error.message });
      else snackbar.show("error", failureText(error));
    } finally {
      setBusy(false);
    }
  });

  if (secondFactor) return <SecondFactorForm />;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("auth.login")}>
      <GoogleButton onSecondFactor={() => setSecondFactor(true)} />
      <PasskeySignInButton onDone={onDone} />
      <Divider label={t("auth.loginWithEmail")} />
      <TextField
        label={t("auth.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t("auth.emailPlaceholder")}
        {...form.register("email")}
        error={errors.email?.message}
      />
      <PasswordField
        label={t("auth.password")}
        autoComplete="current-password"
        {...form.register("password")}
        error={errors.password?.message}
      />
      <div className="text-right">
        <Link to={href("ForgetPassword")} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("auth.forgotPassword")}
        </Link>
      </div>
      <PrimaryButton disabled={busy || !filled(email) || !(typeof password === "string" && password !== "")}>
        {t("auth.login")}
      </PrimaryButton>
      <ConsentNote />
    </form>
  );
}
