import { type FormEvent, useState } from "react";
import type { Gender } from "#shared/contracts/accounts-profile.ts";
import { validateBirthDate } from "#shared/validation/date.ts";
import { validateEmail } from "#shared/validation/email.ts";
import { suggestEmail } from "#shared/validation/email-suggestion.ts";
import { validateName } from "#shared/validation/name.ts";
import { validatePassword } from "#shared/validation/password.ts";
import { validateRequired } from "#shared/validation/required.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PasswordField, PrimaryButton, TextField } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { fieldErrors } from "./api-errors.ts";
import { ConsentNote } from "./consent-note.tsx";
import { Divider } from "./divider.tsx";
import { DOB_PICKER_DEFAULT, DobPicker } from "./dob-picker.tsx";
import { finishSignIn } from "./finish-sign-in.ts";
import { GenderField } from "./gender-field.tsx";
import { GoogleButton } from "./google-button.tsx";
import { useProblemText } from "./use-problem-text.ts";

type Field = "name" | "email" | "gender" | "dob" | "password";

/**
 * Sign-up tab (spec section 2): Google, then full name, e-mail (with a "Did you mean" link for typo'd
 * gmail, yahoo or hotmail domains), gender, date of birth and password, checked by the same validators
 * the API uses before anything is sent.
 */
export function SignupForm() {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const problemText = useProblemText();
  const [values, setValues] = useState<Record<Field, string>>({
    name: "",
    email: "",
    gender: "",
    dob: DOB_PICKER_DEFAULT,
    password: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const suggestion = suggestEmail(values.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string | null>> = {
      name: problemText(validateName(values.name)),
      email: problemText(validateEmail(values.email)),
      gender: problemText(validateRequired(values.gender)),
      dob: problemText(validateBirthDate(values.dob)),
      password: problemText(validatePassword(values.password)),
    };
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      snackbar.show("error", t("auth.fillForm"));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const result = await api.call("register", {
        body: {
          type: "password",
          ...values,
          gender: values.gender as Gender,
          name: values.name.trim(),
          email: values.email.trim(),
        },
      });
      if ("user" in result) finishSignIn();
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) setErrors(fields);
      snackbar.show("error", fields ? t("auth.fillForm") : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("auth.signup")}>
      <GoogleButton />
      <Divider label={t("auth.signupWithEmail")} />
      <TextField
        label={t("auth.fullName")}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => set("name")(e.target.value)}
        error={errors.name}
      />
      <TextField
        label={t("auth.email")}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(e) => set("email")(e.target.value)}
        error={errors.email}
        hint={
          suggestion ? (
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => set("email")(suggestion)}
            >
              {t("auth.didYouMean", { email: suggestion })}
            </button>
          ) : null
        }
      />
      <GenderField value={values.gender} onChange={set("gender")} error={errors.gender} />
      <DobPicker value={values.dob} onChange={set("dob")} error={errors.dob} />
      <PasswordField
        label={t("auth.password")}
        name="new-password"
        autoComplete="new-password"
        placeholder={t("auth.passwordPlaceholder")}
        value={values.password}
        onChange={(e) => set("password")(e.target.value)}
        error={errors.password}
      />
      <PrimaryButton disabled={busy}>{t("auth.signup")}</PrimaryButton>
      <ConsentNote signup />
    </form>
  );
}
