import { useEffect, useId, useState } from "react";
import { useT } from "../lib/i18n.tsx";
import { CameraScanner } from "./camera-scanner.tsx";
import { secretFromHash } from "./check-in-link.ts";
import { CodeInput } from "./code-input.tsx";
import { ConflictList } from "./conflict-list.tsx";
import { GateStatus } from "./gate-status.tsx";
import { RecentScans } from "./recent-scans.tsx";
import { useCheckIn } from "./use-check-in.ts";
import { VerdictPanel } from "./verdict-panel.tsx";

function GateField({ value, onChange }: { value: string; onChange: (gate: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("eTicketsWeb.checkIn.gateLabel")}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t("eTicketsWeb.checkIn.gatePlaceholder")}
        maxLength={60}
        aria-describedby={`${id}-hint`}
        className="h-12 w-full rounded-lg border border-slate-300 bg-white px-3 focus:border-brand-600"
        data-testid="check-in-gate"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t("eTicketsWeb.checkIn.gateHint")}
      </p>
    </div>
  );
}

function GateDesk({ slug, secret }: { slug: string; secret: string }) {
  const t = useT();
  const gateDesk = useCheckIn(slug, secret);
  const [latest, ...earlier] = gateDesk.answers;
  const noGate = gateDesk.gate.trim() === "";
  // One grid: on a phone the answer comes right under the camera (the status below it); on a wider
  // screen the controls stay in a left column and the answers fill the right one.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 desktop:grid-cols-[22rem_minmax(0,1fr)] desktop:grid-rows-[auto_auto_auto_1fr] desktop:gap-x-6">
      <div className="desktop:col-start-1 desktop:row-start-1">
        <GateField value={gateDesk.gate} onChange={gateDesk.setGate} />
      </div>
      <div className="space-y-4 desktop:col-start-1 desktop:row-start-2">
        <CodeInput onCode={gateDesk.check} disabled={noGate} />
        <CameraScanner onCode={gateDesk.check} disabled={noGate} />
      </div>
      <div
        className="space-y-4 desktop:col-start-2 desktop:row-span-4 desktop:row-start-1"
        aria-live="assertive"
      >
        {gateDesk.problem ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
            {gateDesk.problem}
          </p>
        ) : null}
        {latest ? (
          <VerdictPanel answer={latest} />
        ) : (
          <p className="rounded-3xl border-2 border-dashed border-slate-300 bg-white p-8 text-center text-lg font-semibold text-slate-600">
            {noGate ? t("eTicketsWeb.checkIn.needGate") : t("eTicketsWeb.checkIn.idle")}
          </p>
        )}
        <ConflictList conflicts={gateDesk.conflicts} />
        <RecentScans answers={earlier} />
      </div>
      <div className="desktop:col-start-1 desktop:row-start-3">
        <GateStatus
          online={gateDesk.online}
          bundle={gateDesk.bundle}
          queued={gateDesk.queued}
          onSync={gateDesk.sync}
          onRefresh={gateDesk.refreshBundle}
        />
      </div>
    </div>
  );
}

/**
 * The check-in page, for any phone or laptop browser at the gate. The secret comes from
 * the link's fragment, read only in the browser; without it the page explains what is missing.
 */
export function CheckInPage({ slug, eventTitle }: { slug: string; eventTitle: string }) {
  const t = useT();
  // undefined until the browser has read the fragment (the server never sees it).
  const [secret, setSecret] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setSecret(secretFromHash(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  return (
    <div className="mx-auto max-w-5xl px-4 py-5 desktop:px-6 desktop:py-8" data-testid="check-in">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eventTitle}</p>
      <h1 className="mt-1 mb-5 text-2xl font-extrabold text-slate-900 desktop:text-3xl">
        {t("routes.CheckIn.heading")}
      </h1>
      {secret ? <GateDesk slug={slug} secret={secret} /> : null}
      {secret === null ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
          {t("eTicketsWeb.checkIn.missingSecret")}
        </p>
      ) : null}
    </div>
  );
}
