import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { validateEmail } from "#shared/validation/email.ts";
import { ApiError } from "../lib/api-client.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PasswordField, PrimaryButton, TextField } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { fieldErrors } from "./api-errors.ts";
import { ConsentNote } from "./consent-note.tsx";
import { Divider } from "./divider.tsx";
import { finishSignIn } from "./finish-sign-in.ts";
import { GoogleButton } from "./google-button.tsx";
import { useProblemText } from "./use-problem-text.ts";

/**
 * Login tab (spec section 2): e-mail and password, disabled until both are filled, Enter submits, the
 * e-mail trimmed. Field errors show under the fields; a refused login shows under the password.
 */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const api = useApi();
  const href = useRouteHref();
  const snackbar = useSnackbar();
  const problemText = useProblemText();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = problemText(validateEmail(email));
    if (emailProblem) return setErrors({ email: emailProblem });
    setBusy(true);
    setErrors({});
    try {
      const result = await api.call("login", {
        body: { type: "password", email: email.trim(), password },
      });
      if ("user" in result) {
        onDone?.();
        finishSignIn();
      }
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) setErrors({ email: fields.email, password: fields.password });
      else if (error instanceof ApiError && error.httpStatus === 401) setErrors({ password: error.message });
      else snackbar.show("error", (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("auth.login")}>
      <GoogleButton />
      <Divider label={t("auth.loginWithEmail")} />
      <TextField
        label={t("auth.email")}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t("auth.emailPlaceholder")}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PasswordField
        label={t("auth.password")}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <div className="text-right">
        <Link to={href("ForgetPassword")} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("auth.forgotPassword")}
        </Link>
      </div>
      <PrimaryButton disabled={busy || email.trim() === "" || password === ""}>
        {t("auth.login")}
      </PrimaryButton>
      <ConsentNote />
    </form>
  );
}
