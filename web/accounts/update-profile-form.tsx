import { type FormEvent, useEffect, useState } from "react";
import { DEFAULT_COUNTRY_CODE } from "#shared/contracts/accounts-profile.ts";
import { validateBirthDate } from "#shared/validation/date.ts";
import { validateName } from "#shared/validation/name.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PrimaryButton, TextField } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { fieldErrors } from "./api-errors.ts";
import { DobPicker } from "./dob-picker.tsx";
import { GenderField } from "./gender-field.tsx";
import { useMyData } from "./use-my-data.ts";
import { useProblemText } from "./use-problem-text.ts";

const EDITABLE = ["name", "gender", "dob", "country_code", "phone_number_only"] as const;
type Editable = (typeof EDITABLE)[number];

/**
 * Edit profile (spec sections 2 and 5): the e-mail is shown but cannot change; only non-empty fields
 * are sent, so clearing a field never wipes it; purchased tickets keep the data they were bought with.
 */
export function UpdateProfileForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const problemText = useProblemText();
  const { data, error } = useMyData();
  const [values, setValues] = useState<Record<Editable, string>>(
    () => Object.fromEntries(EDITABLE.map((k) => [k, ""])) as Record<Editable, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Editable, string | null>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!data) return;
    setValues(
      Object.fromEntries(
        EDITABLE.map((k) => [k, String(data[k] ?? (k === "country_code" ? DEFAULT_COUNTRY_CODE : ""))]),
      ) as Record<Editable, string>,
    );
  }, [data]);

  if (error) return <p className="text-sm text-red-700">{error}</p>;
  if (!data) return <p className="text-sm text-slate-600">{t("loading")}…</p>;
  const set = (key: Editable) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: problemText(validateName(values.name)),
      dob: values.dob ? problemText(validateBirthDate(values.dob)) : null,
    };
    if (found.name || found.dob) return setErrors(found);
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ""));
    setBusy(true);
    setErrors({});
    try {
      await api.call("updateProfile", { body });
      snackbar.show("success", t("auth.profileSaved"));
      onClose();
      window.location.reload(); // the greeting in the top bar shows the new name
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields) setErrors(fields);
      snackbar.show("error", fields ? t("auth.fillForm") : (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-h-[70dvh] space-y-4 overflow-y-auto pr-1"
      aria-label={t("auth.editProfile")}
    >
      <TextField
        label={t("auth.email")}
        value={data.email}
        readOnly
        disabled
        hint={t("auth.emailCannotChange")}
      />
      <TextField
        label={t("auth.fullName")}
        autoComplete="name"
        value={values.name}
        onChange={(e) => set("name")(e.target.value)}
        error={errors.name}
      />
      <GenderField value={values.gender} onChange={set("gender")} error={errors.gender} />
      <DobPicker value={values.dob} onChange={set("dob")} error={errors.dob} />
      <div className="grid grid-cols-[6rem_1fr] gap-2">
        <TextField
          label={t("auth.countryCode")}
          inputMode="tel"
          value={values.country_code}
          onChange={(e) => set("country_code")(e.target.value)}
          error={errors.country_code}
        />
        <TextField
          label={t("auth.phone")}
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phone_number_only}
          onChange={(e) => set("phone_number_only")(e.target.value)}
          error={errors.phone_number_only}
        />
      </div>
      <p className="text-xs text-slate-600">{t("auth.profileTicketsNote")}</p>
      <PrimaryButton disabled={busy}>{t("auth.save")}</PrimaryButton>
    </form>
  );
}
