import { Link } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useModal } from "../ui/modal-host.tsx";
import { useLogout } from "./use-logout.ts";

const item = "block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50";

/** The open profile menu's entries (see profile-menu.tsx): Edit profile, Change password, Account security and Logout. */
export function ProfileMenuList({ id, onChoose }: { id: string; onChoose: () => void }) {
  const t = useT();
  const href = useRouteHref();
  const modal = useModal();
  const logout = useLogout();
  const choose = (action: () => void) => () => {
    onChoose();
    action();
  };
  return (
    <ul
      id={id}
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
        <Link className={item} to={href("ProfileSecurity")} onClick={onChoose}>
          {t("routes.ProfileSecurity.heading")}
        </Link>
      </li>
      <li>
        <button type="button" className={`${item} text-red-700`} onClick={choose(() => void logout())}>
          {t("auth.logout")}
        </button>
      </li>
    </ul>
  );
}
