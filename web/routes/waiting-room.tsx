import { useEffect, useMemo, useRef, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { QueueStatus } from "#shared/contracts/waiting-room.ts";
import { loaderApi, orNotFound, requireEventParam } from "../events/catalogue-api.server.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { useApi } from "../lib/use-api.ts";
import { useModal } from "../ui/modal-host.tsx";
import { useJoinProgress } from "../waiting-room/proof-of-work.ts";
import { QueuePanel } from "../waiting-room/queue-panel.tsx";
import { useQueueStatus } from "../waiting-room/use-queue-status.ts";

/**
 * WaitingRoom (`event/:slug/queue`): a small page for a slow phone. The server renders
 * the event's title; the browser takes (or finds again) the place and polls the status, which the server
 * answers from the place cookie and a per-second snapshot.
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  guardRoute("WaitingRoom", context);
  const slug = requireEventParam(params.slug);
  const event = await orNotFound(loaderApi(context, request).call("eventDetail", { params: { id: slug } }));
  return { slug: event.slug, title: event.title };
}

export const meta = routeMeta("WaitingRoom");
export const handle = routeHandle("WaitingRoom");

export default function WaitingRoomRoute() {
  const { slug, title } = useLoaderData<typeof loader>();
  const t = useT();
  const api = useApi();
  const modal = useModal();
  const viewer = useRootData().viewer;
  const view = useQueueStatus(api, slug, viewer?.id ?? null);
  const progress = useJoinProgress(slug);
  const announcement = useAnnouncement(view.kind === "status" ? view.status : null);

  return (
    <section className="mx-auto max-w-md space-y-5 px-4 py-8" data-testid="waiting-room">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("waitingRoom.screen.heading")}</h1>
        <p className="mt-1 text-slate-700">{t("waitingRoom.screen.forEvent", { event: title })}</p>
      </header>
      {view.kind === "joining" ? (
        progress.refusal ? null : (
          <p className="text-slate-600" role="status" data-testid="queue-joining">
            {progress.checking ? t("waitingRoom.screen.checkingBrowser") : t("waitingRoom.screen.joining")}
          </p>
        )
      ) : (
        <QueuePanel status={view.status} signedIn={viewer !== null} onSignIn={() => modal.open("login")} />
      )}
      {progress.refusal ? (
        <div
          className="space-y-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
          data-testid="queue-refusal"
        >
          <p className="text-amber-900" role="alert">
            {progress.refusal.message}
          </p>
          {progress.refusal.code === "unauthorized" ? (
            <button type="button" onClick={() => modal.open("login")} className={BUTTON_CLASS.primary}>
              {t("waitingRoom.screen.signInToJoin")}
            </button>
          ) : null}
        </div>
      ) : null}
      {view.kind === "status" && view.retryIn !== null && !progress.refusal ? (
        <p className="text-sm text-amber-800" role="status">
          {t("waitingRoom.screen.retrying", { seconds: view.retryIn })}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="queue-announcer">
        {announcement}
      </p>
    </section>
  );
}

/** What the screen reader hears: the place and people ahead when they change, and the turn when it comes. */
function useAnnouncement(status: QueueStatus | null): string {
  const t = useT();
  const [text, setText] = useState("");
  const last = useRef("");
  const message = useMemo(() => {
    if (!status) return "";
    if (status.state === "admitted") return t("waitingRoom.screen.admitted", { time: "" }).trim();
    if (status.place === null || status.people_ahead === null) return "";
    return t("waitingRoom.screen.announce", { place: status.place, ahead: status.people_ahead });
  }, [status, t]);
  useEffect(() => {
    if (message && message !== last.current) {
      last.current = message;
      setText(message);
    }
  }, [message]);
  return text;
}
