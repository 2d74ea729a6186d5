import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { Viewer } from "#shared/contracts/viewer.ts";
import { useT } from "../lib/i18n.tsx";

// The menu's entries (and the logout call) load on its first opening: a first view shows only the button.
const ProfileMenuList = lazy(() =>
  import("./profile-menu-list.tsx").then((m) => ({ default: m.ProfileMenuList })),
);

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The top bar's profile dropdown (spec section 2): greets the buyer by first name and offers Edit
 * profile, Change password and Logout. A disclosure (button + list): Escape and a click outside close it.
 */
export function ProfileMenu({ viewer }: { viewer: Viewer }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) setOpen(false);
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
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
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
        <span
          className="truncate"
          title={t("auth.hi", { name: firstName(viewer.name) })}
          data-testid="viewer-name"
        >
          {t("auth.hi", { name: firstName(viewer.name) })}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProfileMenuList id={listId} onChoose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
