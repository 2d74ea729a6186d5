import { useCallback, useEffect, useRef, useState } from "react";
import type { QueueStatus } from "#shared/contracts/waiting-room.ts";
import type { ApiClient } from "../lib/api-client.ts";
import { joinQueue } from "./proof-of-work.ts";

export type QueueView = { kind: "joining" } | { kind: "status"; status: QueueStatus; retryIn: number | null };

/** Longest wait between polls, and after errors (a slow or dropped phone connection backs off to it). */
const MAX_BACKOFF_SECONDS = 60;

/**
 * Joins the line (again: the server finds the same place for this cookie or account) and then polls
 * the status at the interval the server suggests, doubling the wait after each failure. `viewerId`
 * changes at sign-in: the join runs again and binds the waiting place to the account.
 */
export function useQueueStatus(api: ApiClient, slug: string, viewerId: string | null): QueueView {
  const [view, setView] = useState<QueueView>({ kind: "joining" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const failures = useRef(0);

  const schedule = useCallback((seconds: number, next: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(next, seconds * 1000);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-join when the viewer changes (sign-in binds the place)
  useEffect(() => {
    let stopped = false;
    const settle = (status: QueueStatus) => {
      failures.current = 0;
      setView({ kind: "status", status, retryIn: null });
      if (stopped || status.state === "no_queue" || status.state === "admission_ended") return;
      schedule(status.poll_after_seconds, poll);
    };
    const fail = (retry: () => void) => {
      if (stopped) return;
      failures.current += 1;
      const wait = Math.min(MAX_BACKOFF_SECONDS, 2 ** failures.current);
      setView((current) => (current.kind === "status" ? { ...current, retryIn: wait } : current));
      schedule(wait, retry);
    };
    function poll() {
      api.call("queueStatus", { params: { eventSlug: slug } }).then(
        (status) => (status.state === "not_in_line" ? join() : settle(status)),
        () => fail(poll),
      );
    }
    function join() {
      joinQueue(api, slug).then(settle, () => fail(join));
    }
    join();
    return () => {
      stopped = true;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [api, slug, viewerId]);

  return view;
}
