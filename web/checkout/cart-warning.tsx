import { useEffect, useRef } from "react";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";

/**
 * Spec section 4: starting a new order discards an unpaid cart, after a warning. A native modal
 * <dialog> (Escape keeps the cart), separate from the app's modal host whose modal names are fixed.
 */
export function CartWarning({
  eventTitle,
  onConfirm,
  onCancel,
}: {
  eventTitle: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="cart-warning-title"
      data-testid="cart-warning"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <h2 id="cart-warning-title" className="text-lg font-semibold">
        {t("checkoutWeb.cart.title")}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {eventTitle ? t("checkoutWeb.cart.bodyEvent", { event: eventTitle }) : t("checkoutWeb.cart.body")}
      </p>
      <div className="mt-5 flex flex-col gap-2 desktop:flex-row-reverse">
        <button type="button" onClick={onConfirm} className={BUTTON_CLASS.primary}>
          {t("checkoutWeb.cart.confirm")}
        </button>
        <button type="button" onClick={onCancel} className={BUTTON_CLASS.secondary}>
          {t("checkoutWeb.cart.cancel")}
        </button>
      </div>
    </dialog>
  );
}
