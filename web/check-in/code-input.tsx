import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useT } from "../lib/i18n.tsx";

/**
 * The typed-code field, which is also where USB and Bluetooth scanners type (they act as a keyboard and
 * end with Enter). It takes the focus back whenever nothing else wants it, so a scan never goes nowhere.
 */
export function CodeInput({ onCode, disabled }: { onCode: (code: string) => void; disabled: boolean }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");

  useEffect(() => {
    const reclaim = () => {
      // Only when the focus fell to the page itself: never steal it from the gate field or a button.
      setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) input.current?.focus();
      }, 0);
    };
    reclaim();
    document.addEventListener("focusout", reclaim);
    return () => document.removeEventListener("focusout", reclaim);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    setValue("");
    if (code) onCode(code);
  };

  return (
    <form onSubmit={submit} className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("eTicketsWeb.checkIn.codeLabel")}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
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
