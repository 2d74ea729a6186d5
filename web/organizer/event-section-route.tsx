import type { ReactNode } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { RouteName } from "#shared/routing/route-table.ts";
import { useT } from "../lib/i18n.tsx";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { NotAuthorizedPage } from "../pages/error-pages.tsx";
import { EventHeader } from "./event-header.tsx";

/** What an event section's loader answers: the event, then the section's own data (null signed out). */
export interface EventSectionData<Content> {
  needsLogin: boolean;
  event: OrgEvent | null;
  content: Content | null;
}

type SectionLoader = (args: LoaderFunctionArgs) => Promise<EventSectionData<unknown>>;
type ContentOf<Loader extends SectionLoader> =
  Awaited<ReturnType<Loader>> extends EventSectionData<infer Content> ? Content : never;

/**
 * The client half of an event section's route module (tickets, seats, visitor form, vouchers, change
 * log): its `meta`, its `handle` and its page, the event's header and tabs above the section's screen;
 * signed out, the sign-in prompt. The loader is the server half (`event-section-loader.server.ts`):
 * a module the browser never loads, so it cannot come from here.
 */
export function eventSectionRoute<Loader extends SectionLoader>(
  name: RouteName,
  section: {
    heading: MessageKey;
    intro: MessageKey;
    render: (event: OrgEvent, content: ContentOf<Loader>) => ReactNode;
  },
) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once, at the top of its route module, so each route keeps one component
  function EventSectionPage() {
    const { needsLogin, event, content } = useLoaderData<EventSectionData<ContentOf<Loader>>>();
    const t = useT();
    if (needsLogin || !event) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
    return (
      <div>
        <EventHeader event={event} heading={t(section.heading)} />
        <p className="mb-4 text-sm text-slate-700">{t(section.intro)}</p>
        {content === null ? null : section.render(event, content)}
      </div>
    );
  }
  return { meta: routeMeta(name), handle: routeHandle(name), Component: EventSectionPage };
}
