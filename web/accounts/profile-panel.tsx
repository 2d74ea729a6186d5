import { Link } from "react-router";
import type { Wrapped } from "#shared/contracts/accounts-wrapped.ts";
import type { Viewer } from "#shared/contracts/viewer.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useModal } from "../ui/modal-host.tsx";
import { firstName } from "./profile-menu.tsx";
import { useLogout } from "./use-logout.ts";

const row = "flex w-full items-center justify-between px-4 py-3.5 text-left text-slate-800 hover:bg-slate-50";

/** The mobile profile page: yearly summary ("wrapped") greeting the buyer, account actions, links. */
export function ProfilePanel({ viewer, wrapped }: { viewer: Viewer | null; wrapped: Wrapped | null }) {
  const t = useT();
  const href = useRouteHref();
  const modal = useModal();
  const logout = useLogout();
  if (!viewer) {
    return (
      <section className="space-y-3 px-4 py-8" data-testid="profile-signed-out">
        <p className="text-slate-700">{t("pages.notAuthorizedBody")}</p>
        <button
          type="button"
          onClick={() => modal.open("login")}
          className="h-11 w-full rounded-lg bg-brand-600 font-semibold text-white"
        >
          {t("nav.login")}
        </button>
        <button
          type="button"
          onClick={() => modal.open("signup")}
          className="h-11 w-full rounded-lg border border-brand-600 font-semibold text-brand-700"
        >
          {t("nav.signup")}
        </button>
      </section>
    );
  }
  return (
    <div className="pb-8">
      {wrapped ? (
        <section
          aria-labelledby="wrapped-title"
          className="m-4 rounded-2xl bg-gradient-to-br from-brand-800 to-fuchsia-700 p-5 text-white"
          data-testid="wrapped"
        >
          <p className="text-sm text-brand-100">
            {t("auth.wrapped.greeting", { name: firstName(wrapped.name) })}
          </p>
          <h2 id="wrapped-title" className="mt-1 text-lg font-bold">
            {t("auth.wrapped.title", { year: wrapped.year })}
          </h2>
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            {(
              [
                ["transactions", wrapped.total_transaction],
                ["tickets", wrapped.total_tickets],
                ["events", wrapped.total_events],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-xl bg-white/10 py-3">
                <dt className="text-xs text-brand-100">{t(`auth.wrapped.${key}`)}</dt>
                <dd className="text-2xl font-extrabold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm">
            {t("auth.wrapped.level")}: <strong>{t(`auth.wrapped.levels.${wrapped.level}`)}</strong>
          </p>
        </section>
      ) : null}
      <ul className="mx-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <li>
          <button type="button" className={row} onClick={() => modal.open("update-profile")}>
            {t("auth.editProfile")}
          </button>
        </li>
        <li>
          <button type="button" className={row} onClick={() => modal.open("change-password")}>
            {t("auth.changePassword")}
          </button>
        </li>
        <li>
          <Link className={row} to={href("ProfileSecurity")}>
            {t("routes.ProfileSecurity.heading")}
          </Link>
        </li>
        <li>
          <Link className={row} to={href("TransactionHistory")}>
            {t("nav.transactions")}
          </Link>
        </li>
        <li>
          <Link className={row} to={href("TicketHistory")}>
            {t("nav.tickets")}
          </Link>
        </li>
        <li>
          <Link className={row} to={href("AboutUs")}>
            {t("nav.aboutUs")}
          </Link>
        </li>
        <li>
          <button type="button" className={`${row} text-red-700`} onClick={() => void logout()}>
            {t("auth.logout")}
          </button>
        </li>
      </ul>
    </div>
  );
}
