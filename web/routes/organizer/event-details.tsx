import { useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { useT } from "../../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { DuplicateEventPanel } from "../../organizer/duplicate-event-panel.tsx";
import { EventEditor } from "../../organizer/event-editor.tsx";
import { EventHeader } from "../../organizer/event-header.tsx";
import { loadOrgEvent } from "../../organizer/event-loader.server.ts";
import { LifecyclePanel } from "../../organizer/lifecycle-panel.tsx";
import { useCurrentOrganization } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerEventDetails: every event field of spec section 3, and its lifecycle.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadOrgEvent("OrganizerEventDetails", context, request, params);
}

export const meta = routeMeta("OrganizerEventDetails");
export const handle = routeHandle("OrganizerEventDetails");

export default function OrganizerEventDetailsRoute() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  if (loaded.needsLogin || !loaded.event) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  // Keyed by the event: opening another event starts from its own loaded state.
  return <EventDetails key={loaded.event.id} initial={loaded.event} />;
}

function EventDetails({ initial }: { initial: OrgEvent }) {
  const t = useT();
  const [event, setEvent] = useState(initial);
  const org = useCurrentOrganization(String(event.organizationId));
  const canEdit = (org?.role === "owner" || org?.role === "admin") && event.lifecycle !== "cancelled";
  return (
    <div>
      <EventHeader event={event} heading={t("organizer.shell.navEventDetails")} />
      <div className="grid gap-5 xl:grid-cols-[1fr_18rem]">
        <div className="order-2 xl:order-1">
          <EventEditor
            key={`${event.id}-${event.lifecycle}`}
            event={event}
            canEdit={canEdit}
            onSaved={setEvent}
          />
        </div>
        <div className="order-1 xl:order-2">
          <LifecyclePanel
            event={event}
            canEdit={org?.role === "owner" || org?.role === "admin"}
            onChanged={setEvent}
          />
          {org?.role === "owner" || org?.role === "admin" ? <DuplicateEventPanel event={event} /> : null}
        </div>
      </div>
    </div>
  );
}
