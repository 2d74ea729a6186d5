import { useT } from "../lib/i18n.tsx";
import { PrimaryButton } from "../ui/form-field.tsx";

/** The ten recovery codes, right after two-factor sign-in is turned on: the only time they are shown. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  return (
    <div className="space-y-3" data-testid="recovery-codes">
      <h3 className="font-bold text-slate-900">{t("security.twoFactor.recoveryTitle")}</h3>
      <p className="text-sm text-slate-700">{t("security.twoFactor.recoveryIntro")}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <PrimaryButton type="button" onClick={onDone}>
        {t("security.twoFactor.recoveryDone")}
      </PrimaryButton>
    </div>
  );
}
