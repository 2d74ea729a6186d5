import { type KeyboardEvent, Suspense, useEffect, useRef } from "react";
import { useT, WithMessages } from "../lib/i18n.tsx";
import type { ModalBody } from "./modal-body.ts";
import type { ModalName, ModalProps } from "./modal-context.ts";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab on the last control goes back to the first, Shift+Tab on the first to the last. showModal() keeps
 * focus off the page behind, but lets Tab leave the dialog for the browser's own toolbar, which the
 * WAI-ARIA dialog pattern does not allow.
 */
export function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement === edge) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The open modal in a native <dialog>: showModal() gives Escape to close and an inert page behind it
 * without a dialog library in the bundle; `wrapFocus` keeps Tab inside.
 */
export function ModalDialog({
  name,
  body,
  props,
  onClose,
}: {
  name: ModalName;
  body: ModalBody;
  props: ModalProps;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useT();
  useEffect(() => {
    const dialog = ref.current;
    // The control that opened the modal gets focus back when it closes: React removes the
    // dialog rather than closing it, and a removed dialog would leave focus on the page's body.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (opener?.isConnected && (document.activeElement === document.body || !document.activeElement))
        opener.focus({ preventScroll: true });
    };
  }, []);
  const { title, Body, namespaces = [] } = body;
  return (
    // The backdrop click is extra; Escape and the close button serve keyboards.
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      data-modal={name}
      onClose={onClose}
      onCancel={onClose}
      onKeyDown={wrapFocus}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id="modal-title" className="text-lg font-semibold">
            {t(title)}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-m-2 rounded-full p-2 text-slate-500 hover:bg-slate-100"
            aria-label={t("modal.close")}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <Suspense fallback={<p className="py-6 text-center text-sm text-slate-600">{t("loading")}…</p>}>
          <WithMessages namespaces={namespaces}>
            <Body {...props} onClose={onClose} />
          </WithMessages>
        </Suspense>
      </div>
    </dialog>
  );
}
