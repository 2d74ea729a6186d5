import { type ReactNode, useEffect, useId, useRef } from "react";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { wrapFocus } from "../ui/modal-dialog.tsx";

/**
 * A yes/no question in a native modal `<dialog>` (focus trap, Escape closes, the page behind is inert).
 * Used for cancel (spec section 4: "cancelled after a yes/no confirmation") and change bank, and by the
 * organiser's event cancel (`yesClassName` a destructive look, `yesDisabled` until the name is typed).
 */
export function ConfirmDialog({
  open,
  title,
  body,
  yesLabel,
  noLabel,
  busy = false,
  yesDisabled = false,
  yesClassName = BUTTON_CLASS.primary,
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
  /** The yes button stays disabled (e.g. until a confirmation is typed). */
  yesDisabled?: boolean;
  yesClassName?: string;
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
      onKeyDown={wrapFocus}
      data-testid={testId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{body}</p>
      {children}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={BUTTON_CLASS.secondary}
          onClick={onClose}
          disabled={busy}
          data-testid={`${testId}-no`}
        >
          {noLabel}
        </button>
        <button
          type="button"
          className={yesClassName}
          onClick={onYes}
          disabled={busy || yesDisabled}
          data-testid={`${testId}-yes`}
        >
          {yesLabel}
        </button>
      </div>
    </dialog>
  );
}
