import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useWorkspace } from "./workspace-data.ts";

/** Picks the organisation the workspace shows; a person in several switches here. */
export function OrgSwitcher({ currentId }: { currentId: string | undefined }) {
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  const { organizations } = useWorkspace();
  const id = useId();
  if (organizations.length === 0) return null;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("organizer.shell.switchTo")}
      </label>
      <select
        id={id}
        data-testid="org-switcher"
        value={currentId ?? ""}
        onChange={(event) => {
          if (event.target.value) navigate(href("OrganizerEvents", { orgId: event.target.value }));
        }}
        className="max-w-[8.5rem] truncate rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm font-medium text-slate-900 sm:max-w-xs"
      >
        {currentId ? null : <option value="">{t("organizer.shell.switcher")}</option>}
        {organizations.map((org) => (
          <option key={org.id} value={String(org.id)}>
            {org.name}
          </option>
        ))}
      </select>
      <Link
        to={href("OrganizerHome", undefined, { new: "1" })}
        className="hidden whitespace-nowrap text-sm font-medium text-brand-700 underline-offset-2 hover:underline sm:inline"
      >
        {t("organizer.shell.newOrganization")}
      </Link>
    </div>
  );
}
