import { useT } from "../lib/i18n.tsx";
import { HINT } from "./ui.ts";

/**
 * Whether a text is over its limit as the shared schema counts it (trimmed). The workspace's inputs
 * carry no `maxLength`: a browser cuts a longer paste silently there, so an over-long title would be
 * saved shorter than typed without a word. The field counts instead and says the schema's message.
 */
export function overLimit(value: string, max: number): boolean {
  return value.trim().length > max;
}

/** "42/160 characters" under a field, red once the text is over its limit. */
export function LengthCounter({ id, value, max }: { id?: string; value: string; max: number }) {
  const t = useT();
  return (
    <p
      id={id}
      data-testid="length-counter"
      className={overLimit(value, max) ? "mt-1 text-xs font-semibold text-red-800" : HINT}
    >
      {t("organizer.eventForm.charCount", { count: value.length, max })}
    </p>
  );
}

/** The message a field over its limit shows at once: the schema's own ("Must be at most 160 characters"). */
export function useOverLimitMessage(): (value: string, max: number) => string | undefined {
  const t = useT();
  return (value, max) => (overLimit(value, max) ? t("validation.too_long", { max }) : undefined);
}
