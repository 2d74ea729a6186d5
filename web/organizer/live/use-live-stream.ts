import { useEffect, useRef, useState } from "react";
import { DASHBOARD_LIVE_EVENT, DASHBOARD_LIVE_PATH } from "#shared/contracts/organizer-dashboard.ts";

export type LiveState = "connecting" | "live" | "reconnecting";

/** The stream of one event's sales and scans (the same one its dashboard listens to). */
export const eventLiveStream = (orgId: number | string, eventId: number | string) =>
  DASHBOARD_LIVE_PATH.event.replace(":orgId", String(orgId)).replace(":eventId", String(eventId));

/**
 * Keeps a screen's figures current: listens to a server-sent event stream and, on each update, reads the
 * figures again with `read` (simple and correct: the server sums, the page never adds deltas). The
 * browser reconnects by itself with `Last-Event-ID`, so updates published while the line was down are
 * replayed; a reconnect also reads once. Updates that arrive while a read runs are folded into one more
 * read after it.
 */
export function useLiveStream(streamUrl: string, read: () => Promise<unknown>): LiveState {
  const [state, setState] = useState<LiveState>("connecting");
  const busy = useRef(false);
  const again = useRef(false);
  const latestRead = useRef(read);
  latestRead.current = read;

  useEffect(() => {
    const refresh = () => {
      if (busy.current) {
        again.current = true;
        return;
      }
      busy.current = true;
      void latestRead
        .current()
        .catch(() => {}) // the figures on screen stay; the next update reads again
        .finally(() => {
          busy.current = false;
          if (again.current) {
            again.current = false;
            refresh();
          }
        });
    };
    const source = new EventSource(streamUrl, { withCredentials: true });
    let dropped = false;
    source.addEventListener("open", () => {
      setState("live");
      if (dropped) refresh();
    });
    source.addEventListener("error", () => {
      dropped = true;
      setState("reconnecting");
    });
    source.addEventListener(DASHBOARD_LIVE_EVENT, refresh);
    return () => source.close();
  }, [streamUrl]);

  return state;
}
