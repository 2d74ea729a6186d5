import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { DASHBOARD_LIVE_EVENT } from "#shared/contracts/organizer-dashboard.ts";

export type LiveState = "connecting" | "live" | "reconnecting";

/**
 * Keeps a dashboard's figures current: listens to its server-sent events and, on each update, reads the
 * figures again through the page's loader (simple and correct: the server sums, the page never adds
 * deltas). The browser reconnects by itself with `Last-Event-ID`, so updates published while the line
 * was down are replayed; a reconnect also reads the figures once. Updates that arrive while a read
 * runs are folded into one more read after it.
 */
export function useLiveFigures(streamUrl: string): LiveState {
  const revalidator = useRevalidator();
  const [state, setState] = useState<LiveState>("connecting");
  const busy = useRef(false);
  const again = useRef(false);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    const refresh = () => {
      if (busy.current) {
        again.current = true;
        return;
      }
      busy.current = true;
      void revalidate
        .current()
        .catch(() => {})
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
