import { type ReactNode, useEffect, useId, useRef } from "react";
import { BUTTON_CLASS } from "../events/ui-classes.ts";

/**
 * A yes/no question in a native modal `<dialog>` (focus trap, Escape closes, the page behind is inert).
 * Used for cancel (spec section 4: "cancelled after a yes/no confirmation") and change bank.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  yesLabel,
  noLabel,
  busy = false,
  onYes,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  body: string;
  yesLabel: string;
  noLabel: string;
  busy?: boolean;
  onYes(): void;
  onClose(): void;
  children?: ReactNode;
  testId: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid={testId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{body}</p>
      {children}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={BUTTON_CLASS.secondary} onClick={onClose} disabled={busy}>
          {noLabel}
        </button>
        <button type="button" className={BUTTON_CLASS.primary} onClick={onYes} disabled={busy}>
          {yesLabel}
        </button>
      </div>
    </dialog>
  );
}
