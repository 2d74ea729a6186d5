import { useEffect, useId, useRef, useState } from "react";
import { NavLink } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { ExternalLink } from "./external-link.tsx";

const inlineLink =
  "rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-brand-700";
const menuLink = "block px-4 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-100";

/** The top bar's four company links (spec section 2): register an event, about us, wristband, support. */
function CompanyLinks({ className, onChoose }: { className: string; onChoose?: () => void }) {
  const t = useT();
  const href = useRouteHref();
  const { publicConfig } = useRootData();
  return (
    <>
      <NavLink to={href("OrganizerHome")} className={className} onClick={onChoose}>
        {t("nav.registerEvent")}
      </NavLink>
      <NavLink to={href("AboutUs")} end className={className} onClick={onChoose}>
        {t("nav.aboutUs")}
      </NavLink>
      <NavLink to={href("Wristband")} className={className} onClick={onChoose}>
        {t("nav.wristband")}
      </NavLink>
      <ExternalLink href={publicConfig.links.customerService} className={className}>
        {t("nav.customerService")}
      </ExternalLink>
    </>
  );
}

/**
 * On a 1280 px screen the four links, the language switch and a signed-in buyer's links would leave
 * the search box about 70 px. Below 1536 px they fold into a "More" disclosure (button + list; Escape
 * and a click outside close it, Escape returns focus to the button); from 1536 px they sit inline.
 */
export function CompanyMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <>
      <div className="hidden items-center gap-1 2xl:flex">
        <CompanyLinks className={inlineLink} />
      </div>
      <div ref={root} className="relative 2xl:hidden">
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className={`${inlineLink} inline-flex items-center gap-1`}
          data-testid="company-menu-button"
        >
          {t("nav.more")}
          <span aria-hidden="true" className="text-xs">
            ▾
          </span>
        </button>
        <div
          id={listId}
          hidden={!open}
          className="absolute right-0 z-50 mt-2 w-60 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <CompanyLinks className={menuLink} onChoose={() => setOpen(false)} />
        </div>
      </div>
    </>
  );
}
