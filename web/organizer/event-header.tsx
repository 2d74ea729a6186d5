import { Link } from "react-router";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { StageBadge } from "./stage-badge.tsx";
import { EventTabs } from "./workspace-nav.tsx";

/** The top of every event screen: back link, title, stage, and the event's tabs at narrow widths. */
export function EventHeader({ event, heading }: { event: OrgEvent; heading: string }) {
  const t = useT();
  const href = useRouteHref();
  const orgId = String(event.organizationId);
  return (
    <div className="mb-5">
      <Link
        to={href("OrganizerEvents", { orgId })}
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        ← {t("organizer.shell.backToEvents")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-slate-900">{event.title}</h1>
        <StageBadge stage={event.stage} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{heading}</p>
      <div className="mt-4">
        <EventTabs orgId={orgId} eventId={String(event.id)} />
      </div>
    </div>
  );
}
