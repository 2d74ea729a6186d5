import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CheckInResult, OfflineBundle, SyncResult } from "#shared/contracts/e-tickets.ts";
import { verifyTicketCodeOffline } from "#shared/e-tickets/verify-code.ts";
import { ApiError } from "../lib/api-client.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { createCheckInApi } from "./check-in-api.ts";
import { gateFromHash } from "./check-in-link.ts";
import { createGateStore } from "./gate-store.ts";
import { useOnline } from "./use-online.ts";

/** One answer shown at the gate; `offline` when the device decided it alone from its bundle. */
export interface ScanAnswer extends CheckInResult {
  id: number;
  offline: boolean;
}
export type AdmittedTwice = SyncResult["admitted_twice"][number];

/** A gate re-downloads its offline bundle this often while online, so revocations reach it quickly. */
const BUNDLE_REFRESH_MS = 60_000;
/** The sync endpoint takes at most this many scans per call (contract: syncBodySchema). */
const SYNC_BATCH = 500;

/**
 * The check-in page's brain. Online, every code goes to the server, which records the admission exactly
 * once. When the network is down (or a call fails to reach the server) the device answers from its
 * downloaded bundle with the shared Ed25519 verify, remembers whom it admitted, queues those scans and
 * syncs them as soon as it is back online, reporting any ticket the server saw admitted twice.
 */
export function useCheckIn(slug: string, secret: string | null) {
  const t = useT();
  const locale = useLocale();
  const online = useOnline();
  const store = useMemo(() => createGateStore(slug), [slug]);
  const api = useMemo(() => (secret ? createCheckInApi(locale, secret) : null), [locale, secret]);
  const [gate, setGateState] = useState("");
  const [bundle, setBundle] = useState<OfflineBundle | null>(null);
  const [queued, setQueued] = useState(0);
  const [answers, setAnswers] = useState<ScanAnswer[]>([]);
  const [conflicts, setConflicts] = useState<AdmittedTwice[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const nextId = useRef(0);
  const syncing = useRef(false);

  useEffect(() => {
    const named = gateFromHash(window.location.hash);
    if (named) store.saveGate(named);
    setGateState(named ?? store.gate());
    setBundle(store.bundle());
    setQueued(store.queue().length);
  }, [store]);

  const setGate = (value: string) => {
    setGateState(value);
    store.saveGate(value);
  };

  const refreshBundle = useCallback(async () => {
    if (!api) return;
    try {
      const fresh = await api.call("checkInBundle", { params: { eventSlug: slug } });
      store.saveBundle(fresh);
      setBundle(fresh);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code !== "network") setProblem(failure.message);
    }
  }, [api, slug, store]);

  const sync = useCallback(async () => {
    const pending = store.queue();
    if (!api || syncing.current || pending.length === 0) return;
    syncing.current = true;
    try {
      const result = await api.call("checkInSync", {
        params: { eventSlug: slug },
        body: { scans: pending.slice(0, SYNC_BATCH) },
      });
      const done = new Set(result.results.map((entry) => entry.scan_id));
      const left = store.queue().filter((scan) => !done.has(scan.scan_id));
      store.saveQueue(left);
      setQueued(left.length);
      if (result.admitted_twice.length > 0)
        setConflicts((seen) => mergeConflicts(seen, result.admitted_twice));
      await refreshBundle();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code !== "network") setProblem(failure.message);
    } finally {
      syncing.current = false;
    }
  }, [api, slug, store, refreshBundle]);

  // Back online (or on arrival): push the queue first, then take a fresh bundle; refresh it periodically.
  useEffect(() => {
    if (!online || !api) return;
    void sync().then(refreshBundle);
    const timer = setInterval(refreshBundle, BUNDLE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [online, api, sync, refreshBundle]);

  const show = (result: CheckInResult, offline: boolean) => {
    nextId.current += 1;
    const answer = { ...result, offline, id: nextId.current };
    setAnswers((previous) => [answer, ...previous].slice(0, 6));
  };

  const remember = (ticketId: string, at: string) => {
    store.saveAdmissions({ ...store.admissions(), [ticketId]: { at, gate } });
  };

  const checkOffline = async (code: string) => {
    const current = store.bundle();
    if (!current) return setProblem(t("eTicketsWeb.checkIn.bundleMissing"));
    const result = await verifyTicketCodeOffline(code, current, new Map(Object.entries(store.admissions())));
    const at = new Date().toISOString();
    if (result.verdict === "valid" && result.ticket) remember(result.ticket.ticket_id, at);
    // Every offline scan is synced with the device's answer, so the server can spot a double admission.
    const scan = { scan_id: crypto.randomUUID(), code, gate, scanned_at: at, device_verdict: result.verdict };
    const queue = [...store.queue(), scan];
    store.saveQueue(queue);
    setQueued(queue.length);
    show(result, true);
  };

  const check = async (raw: string) => {
    const code = raw.trim();
    if (!code || !gate.trim()) return;
    setProblem(null);
    if (online && api) {
      try {
        const result = await api.call("checkInScan", { params: { eventSlug: slug }, body: { code, gate } });
        if (result.verdict === "valid" && result.ticket)
          remember(result.ticket.ticket_id, new Date().toISOString());
        show(result, false);
        return;
      } catch (failure) {
        // Only an unreachable server falls back to the bundle; a refusal (wrong secret) is shown as is.
        if (!(failure instanceof ApiError) || failure.code !== "network") {
          setProblem(failure instanceof ApiError ? failure.message : t("eTicketsWeb.checkIn.requestFailed"));
          return;
        }
      }
    }
    await checkOffline(code);
  };

  return { online, gate, setGate, bundle, queued, answers, conflicts, problem, check, sync, refreshBundle };
}

function mergeConflicts(seen: AdmittedTwice[], found: AdmittedTwice[]): AdmittedTwice[] {
  const known = new Set(seen.map((entry) => entry.ticket_id));
  return [...seen, ...found.filter((entry) => !known.has(entry.ticket_id))];
}
