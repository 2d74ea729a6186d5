import { useState } from "react";
import { passwordSignUpFormSchema } from "#shared/contracts/accounts-auth.ts";
import { suggestEmail } from "#shared/validation/email-suggestion.ts";
import { showFieldErrors } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PasswordField, PrimaryButton, TextField } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText, fieldErrors } from "./api-errors.ts";
import { ConsentNote } from "./consent-note.tsx";
import { Divider } from "./divider.tsx";
import { DOB_PICKER_DEFAULT, DobPicker } from "./dob-picker.tsx";
import { finishSignIn } from "./finish-sign-in.ts";
import { GenderField } from "./gender-field.tsx";
import { GoogleButton } from "./google-button.tsx";

/**
 * Sign-up tab (spec section 2): Google, then full name, e-mail (with a "Did you mean" link for typo'd
 * gmail, yahoo or hotmail domains), gender, date of birth and password, checked by the shared schema
 * of the same rules the API uses before anything is sent.
 */
export function SignupForm() {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const form = useSchemaForm(passwordSignUpFormSchema, {
    name: "",
    email: "",
    gender: "",
    dob: DOB_PICKER_DEFAULT,
    password: "",
  });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const suggestion = suggestEmail(form.watch("email") ?? "");

  const submit = form.handleSubmit(
    async (values) => {
      setBusy(true);
      try {
        const result = await api.call("register", { body: { type: "password", ...values } });
        if ("user" in result) finishSignIn();
      } catch (error) {
        const fields = fieldErrors(error);
        if (fields) showFieldErrors(form.setError, fields);
        snackbar.show("error", fields ? t("auth.fillForm") : failureText(error));
      } finally {
        setBusy(false);
      }
    },
    () => snackbar.show("error", t("auth.fillForm")),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("auth.signup")}>
      <GoogleButton />
      <Divider label={t("auth.signupWithEmail")} />
      <TextField
        label={t("auth.fullName")}
        autoComplete="name"
        {...form.register("name")}
        error={errors.name?.message}
      />
      <TextField
        label={t("auth.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.register("email")}
        error={errors.email?.message}
        hint={
          suggestion ? (
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => form.setValue("email", suggestion)}
            >
              {t("auth.didYouMean", { email: suggestion })}
            </button>
          ) : null
        }
      />
      <GenderField
        value={form.watch("gender") ?? ""}
        onChange={(gender) => form.setValue("gender", gender)}
        error={errors.gender?.message}
      />
      <DobPicker
        value={form.watch("dob") ?? DOB_PICKER_DEFAULT}
        onChange={(dob) => form.setValue("dob", dob)}
        error={errors.dob?.message}
      />
      <PasswordField
        label={t("auth.password")}
        autoComplete="new-password"
        placeholder={t("auth.passwordPlaceholder")}
        {...form.register("password")}
        error={errors.password?.message}
      />
      <PrimaryButton disabled={busy}>{t("auth.signup")}</PrimaryButton>
      <ConsentNote signup />
    </form>
  );
}
