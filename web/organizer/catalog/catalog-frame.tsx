import type { ReactNode } from "react";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { useT } from "../../lib/i18n.tsx";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";
import { EventHeader } from "../event-header.tsx";

/** The event's header and tabs above one catalogue screen; signed out: the sign-in prompt. */
export function CatalogFrame({
  event,
  needsLogin,
  heading,
  intro,
  children,
}: {
  event: OrgEvent | null;
  needsLogin: boolean;
  heading: string;
  intro: string;
  children: (event: OrgEvent) => ReactNode;
}) {
  const t = useT();
  if (needsLogin || !event) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  return (
    <div>
      <EventHeader event={event} heading={heading} />
      <p className="mb-4 text-sm text-slate-700">{intro}</p>
      {children(event)}
    </div>
  );
}
