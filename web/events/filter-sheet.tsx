import { type ReactNode, useRef } from "react";
import { useT } from "../lib/i18n.tsx";
import { wrapFocus } from "../ui/modal-dialog.tsx";
import { BUTTON_CLASS } from "./ui-classes.ts";

/**
 * The filters on a phone: a button opening a bottom sheet. A native <dialog> opened
 * with showModal() makes the page behind inert and closes on Escape; `wrapFocus` keeps Tab inside, as
 * the modal dialogs do; the heading labels it; closing returns focus to the button (the browser does).
 */
export function FilterSheet({
  activeCount,
  children,
}: {
  activeCount: number;
  children: (close: () => void) => ReactNode;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <div className="desktop:hidden">
      <button
        type="button"
        className={BUTTON_CLASS.secondary}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        data-testid="open-filters"
      >
        {t("discovery.openFilters")}
        {activeCount > 0 ? (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
            {t("discovery.activeCount", { count: activeCount })}
          </span>
        ) : null}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="filter-sheet-title"
        onKeyDown={wrapFocus}
        onClick={(event) => {
          if (event.target === dialog.current) close(); // a tap on the backdrop
        }}
        className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
        data-testid="filter-sheet"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-5 py-3">
          <h2 id="filter-sheet-title" className="text-lg font-semibold">
            {t("discovery.filtersHeading")}
          </h2>
          <button
            type="button"
            onClick={close}
            className="-m-2 min-h-11 min-w-11 rounded-full p-2 text-slate-600 hover:bg-slate-100"
            aria-label={t("discovery.close")}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className="px-5 py-4">{children(close)}</div>
      </dialog>
    </div>
  );
}
