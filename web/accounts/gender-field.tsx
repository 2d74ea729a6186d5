import { GENDERS } from "#shared/contracts/accounts-profile.ts";
import { useT } from "../lib/i18n.tsx";
import { SelectField } from "../ui/form-field.tsx";

/** The gender select of the sign-up, complete-profile and edit-profile forms (spec section 3 list). */
export function GenderField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const t = useT();
  return (
    <SelectField
      label={t("auth.gender")}
      name="gender"
      placeholder={t("auth.genderPlaceholder")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={GENDERS.map((gender) => ({ value: gender, label: t(`auth.genders.${gender}`) }))}
      error={error}
    />
  );
}
