import { useState } from "react";
import { googleSignUpFormSchema } from "#shared/contracts/accounts-auth.ts";
import { showFieldErrors } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PrimaryButton } from "../ui/form-field.tsx";
import type { SocialSignUp } from "../ui/modal-context.ts";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText, fieldErrors } from "./api-errors.ts";
import { DOB_PICKER_DEFAULT, DobPicker } from "./dob-picker.tsx";
import { finishSignIn } from "./finish-sign-in.ts";
import { GenderField } from "./gender-field.tsx";

/** After Google sign-in with an unknown e-mail: date of birth and gender create the account. */
export function CompleteProfileForm({ social }: { social: SocialSignUp }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const form = useSchemaForm(googleSignUpFormSchema, { gender: "", dob: DOB_PICKER_DEFAULT });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const result = await api.call("register", {
        body: { type: "google", name: social.name, ...values },
        headers: { authorization: `Bearer ${social.accessToken}` },
      });
      if ("user" in result) finishSignIn();
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) showFieldErrors(form.setError, fields);
      snackbar.show("error", fields ? t("auth.fillForm") : failureText(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("auth.completeProfileTitle")}>
      <p className="text-sm text-slate-600">{t("auth.completeProfileBody", { email: social.email })}</p>
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
      <PrimaryButton disabled={busy}>{t("auth.completeProfileSubmit")}</PrimaryButton>
    </form>
  );
}
