import { useEffect, useId } from "react";
import { checkInBodySchema } from "#shared/contracts/e-tickets.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";

/** The code as the check-in call takes it: trimmed, 1 to 512 characters. */
const codeForm = checkInBodySchema.pick({ code: true });

/**
 * The typed-code field, which is also where USB and Bluetooth scanners type (they act as a keyboard and
 * end with Enter). It takes the focus back whenever nothing else wants it, so a scan never goes nowhere.
 */
export function CodeInput({ onCode, disabled }: { onCode: (code: string) => void; disabled: boolean }) {
  const t = useT();
  const id = useId();
  const form = useSchemaForm(codeForm, { code: "" });
  const { setFocus } = form;

  useEffect(() => {
    const reclaim = () => {
      // Only when the focus fell to the page itself: never steal it from the gate field or a button.
      setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) setFocus("code");
      }, 0);
    };
    reclaim();
    document.addEventListener("focusout", reclaim);
    return () => document.removeEventListener("focusout", reclaim);
  }, [setFocus]);

  // The field empties at every Enter, ready for the next scan; Enter on nothing (or spaces) is no scan
  // and says nothing, which is why no error is drawn.
  const submit = form.handleSubmit(
    ({ code }) => {
      form.reset();
      onCode(code);
    },
    () => form.reset(),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("eTicketsWeb.checkIn.codeLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          {...form.register("code")}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={512}
          disabled={disabled}
          className="h-12 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm focus:border-brand-600"
          data-testid="check-in-code"
        />
        <button
          type="submit"
          disabled={disabled}
          className="h-12 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-600"
        >
          {t("eTicketsWeb.checkIn.check")}
        </button>
      </div>
    </form>
  );
}
