import { useEffect, useId, useRef, useState } from "react";
import type { Viewer } from "#shared/contracts/viewer.ts";
import { useT } from "../lib/i18n.tsx";
import { useModal } from "../ui/modal-host.tsx";
import { useLogout } from "./use-logout.ts";

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The top bar's profile dropdown (spec section 2): greets the buyer by first name and offers Edit
 * profile, Change password and Logout. A disclosure (button + list): Escape and a click outside close it.
 */
export function ProfileMenu({ viewer }: { viewer: Viewer }) {
  const t = useT();
  const modal = useModal();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  const item = "block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50";
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="flex max-w-48 items-center gap-2 rounded-full border border-slate-300 py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        data-testid="profile-menu-button"
      >
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-brand-100 text-brand-700"
        >
          {firstName(viewer.name).slice(0, 1).toUpperCase()}
        </span>
        <span className="truncate" data-testid="viewer-name">
          {t("auth.hi", { name: firstName(viewer.name) })}
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t("auth.profileMenu")}
        className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        <li>
          <button type="button" className={item} onClick={choose(() => modal.open("update-profile"))}>
            {t("auth.editProfile")}
          </button>
        </li>
        <li>
          <button type="button" className={item} onClick={choose(() => modal.open("change-password"))}>
            {t("auth.changePassword")}
          </button>
        </li>
        <li>
          <button type="button" className={`${item} text-red-700`} onClick={choose(() => void logout())}>
            {t("auth.logout")}
          </button>
        </li>
      </ul>
    </div>
  );
}
