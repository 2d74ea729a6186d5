import { type FormEvent, useState } from "react";
import type { Gender } from "#shared/contracts/accounts-profile.ts";
import { validateBirthDate } from "#shared/validation/date.ts";
import { validateRequired } from "#shared/validation/required.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PrimaryButton } from "../ui/form-field.tsx";
import type { SocialSignUp } from "../ui/modal-context.ts";
import { useSnackbar } from "../ui/snackbar.tsx";
import { fieldErrors } from "./api-errors.ts";
import { DOB_PICKER_DEFAULT, DobPicker } from "./dob-picker.tsx";
import { finishSignIn } from "./finish-sign-in.ts";
import { GenderField } from "./gender-field.tsx";
import { useProblemText } from "./use-problem-text.ts";

/** After Google sign-in with an unknown e-mail: date of birth and gender create the account. */
export function CompleteProfileForm({ social }: { social: SocialSignUp }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const problemText = useProblemText();
  const [dob, setDob] = useState(DOB_PICKER_DEFAULT);
  const [gender, setGender] = useState("");
  const [errors, setErrors] = useState<{ dob?: string | null; gender?: string | null }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { dob: problemText(validateBirthDate(dob)), gender: problemText(validateRequired(gender)) };
    if (found.dob || found.gender) return setErrors(found);
    setBusy(true);
    try {
      const result = await api.call("register", {
        body: { type: "google", name: social.name, dob, gender: gender as Gender },
        headers: { authorization: `Bearer ${social.accessToken}` },
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
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("auth.completeProfileTitle")}>
      <p className="text-sm text-slate-600">{t("auth.completeProfileBody", { email: social.email })}</p>
      <GenderField value={gender} onChange={setGender} error={errors.gender} />
      <DobPicker value={dob} onChange={setDob} error={errors.dob} />
      <PrimaryButton disabled={busy}>{t("auth.completeProfileSubmit")}</PrimaryButton>
    </form>
  );
}
