import { type ReactNode, useId } from "react";
import { LengthCounter } from "./length-limit.tsx";
import { CARD, ERROR_TEXT, HINT, LABEL, SECTION_TITLE } from "./ui.ts";

/** Below this share of its limit a long field (an address, a link, a text area) shows no counter. */
const COUNT_FROM = 0.8;

export function Field({
  label,
  error,
  hint,
  limit,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  /** The text's limit, counted under the field (always, or once the text nears it). */
  limit?: { value: string; max: number; always?: boolean };
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const counted = limit && (limit.always || limit.value.length >= limit.max * COUNT_FROM) ? limit : null;
  const describedBy =
    [error ? `${id}-e` : null, counted ? `${id}-c` : null, hint ? `${id}-h` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div>
      <label id={`${id}-l`} htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children(id, describedBy)}
      {counted ? <LengthCounter id={`${id}-c`} value={counted.value} max={counted.max} /> : null}
      {hint ? (
        <p id={`${id}-h`} className={HINT}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-e`} className={ERROR_TEXT}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${CARD} space-y-4`}>
      <h2 className={SECTION_TITLE}>{title}</h2>
      {children}
    </section>
  );
}
