import { useEffect, useState } from "react";
import { DEFAULT_COUNTRY_CODE, updateProfileBodySchema } from "#shared/contracts/accounts-profile.ts";
import { showFieldErrors } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { PrimaryButton, TextField } from "../ui/form-field.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText, fieldErrors } from "./api-errors.ts";
import { DobPicker } from "./dob-picker.tsx";
import { GenderField } from "./gender-field.tsx";
import { useMyData } from "./use-my-data.ts";

const EDITABLE = ["name", "gender", "dob", "country_code", "phone_number_only"] as const;
const EMPTY = { name: "", gender: "", dob: "", country_code: "", phone_number_only: "" };
const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Edit profile (spec sections 2 and 5): the e-mail is shown but cannot change; only non-empty fields
 * are sent (the body's schema turns blanks into "not given"), so clearing a field never wipes it;
 * purchased tickets keep the data they were bought with.
 */
export function UpdateProfileForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const { data, error } = useMyData();
  const form = useSchemaForm(updateProfileBodySchema, EMPTY);
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const { reset } = form;

  useEffect(() => {
    if (!data) return;
    reset(
      Object.fromEntries(
        EDITABLE.map((k) => [k, String(data[k] ?? (k === "country_code" ? DEFAULT_COUNTRY_CODE : ""))]),
      ),
    );
  }, [data, reset]);

  if (error) return <p className="text-sm text-red-700">{error}</p>;
  if (!data) return <p className="text-sm text-slate-600">{t("loading")}…</p>;

  const submit = form.handleSubmit(async (body) => {
    setBusy(true);
    try {
      await api.call("updateProfile", { body });
      snackbar.show("success", t("auth.profileSaved"));
      onClose();
      window.location.reload(); // the greeting in the top bar shows the new name
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields) showFieldErrors(form.setError, fields);
      snackbar.show("error", fields ? t("auth.fillForm") : failureText(failure));
    } finally {
      setBusy(false);
    }
  });

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
        {...form.register("name")}
        error={errors.name?.message}
      />
      <GenderField
        value={text(form.watch("gender"))}
        onChange={(gender) => form.setValue("gender", gender)}
        error={errors.gender?.message}
      />
      <DobPicker
        value={text(form.watch("dob"))}
        onChange={(dob) => form.setValue("dob", dob)}
        error={errors.dob?.message}
      />
      <div className="grid grid-cols-[6rem_1fr] gap-2">
        <TextField
          label={t("auth.countryCode")}
          inputMode="tel"
          {...form.register("country_code")}
          error={errors.country_code?.message}
        />
        <TextField
          label={t("auth.phone")}
          inputMode="numeric"
          autoComplete="tel-national"
          {...form.register("phone_number_only")}
          error={errors.phone_number_only?.message}
        />
      </div>
      <p className="text-xs text-slate-600">{t("auth.profileTicketsNote")}</p>
      <PrimaryButton disabled={busy}>{t("auth.save")}</PrimaryButton>
    </form>
  );
}
