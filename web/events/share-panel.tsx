import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";
import type { EventDetail } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import { ExternalLink } from "../shell/external-link.tsx";
import { CopyButton } from "../ui/copy-button.tsx";
import { formatEventWhen } from "./event-dates.ts";
import { CalendarIcon } from "./event-icons.tsx";

const PILL =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50";
const ShareSheet = lazy(() => import("./share-sheet.tsx"));

/**
 * "Bagikan": on a phone the system share sheet (Web Share API); elsewhere, or when the phone has none,
 * the page's own sheet with WhatsApp, X, Facebook and copy-link. The sheet is a <details> whose contents
 * load when it is first opened: nobody pays for the sheet's code who does not share. On a phone the
 * sheet opens in the page's flow, under the button, so it covers nothing (the buy bar, the footer);
 * on a desktop it is a popover.
 */
export function SharePanel({ event, url }: { event: EventDetail; url: string }) {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const text = t("eventShare.share.text", {
    title: event.title,
    when: formatEventWhen(event.starts_at, event.ends_at, t),
    venue: event.venue_name,
  });
  // The sheet is drawn once the buyer first opens it (its code is not part of the page's first load).
  const [opened, setOpened] = useState(false);
  const onSummary = (click: MouseEvent) => {
    if (details.current?.open) return;
    const phone = window.matchMedia("(pointer: coarse)").matches;
    if (!phone || typeof navigator.share !== "function") return;
    click.preventDefault();
    navigator.share({ title: event.title, text, url }).catch((error: unknown) => {
      // Dismissed by the buyer: nothing to do. Refused or failed: fall back to the page's sheet.
      if (error instanceof DOMException && error.name === "AbortError") return;
      if (details.current) details.current.open = true;
    });
  };
  return (
    <details
      ref={details}
      className="group relative open:basis-full desktop:open:basis-auto"
      data-testid="share-panel"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is natively a button (keyboard included) */}
      <summary
        className={`${PILL} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        onClick={onSummary}
      >
        <ShareIcon />
        {t("eventShare.share.button")}
      </summary>
      <div
        className="mt-2 rounded-2xl border border-slate-200 bg-white p-4 desktop:absolute desktop:left-0 desktop:z-40 desktop:w-72 desktop:shadow-2xl"
        data-testid="share-sheet"
      >
        {opened ? (
          <Suspense fallback={<p role="status">{t("loading")}</p>}>
            <ShareSheet url={url} text={text} details={details} />
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}

/**
 * "Tambah ke kalender": the server's .ics file (any calendar app) and Google Calendar's template link,
 * which the page's loader builds (web/events/calendar-links.server.ts).
 */
export function CalendarLinks({ slug, google }: { slug: string; google: string }) {
  const t = useT();
  const ics = `/calendar/events/${slug}.ics${t.locale === "en" ? "?lang=en" : ""}`;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="calendar-links">
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700">
        <CalendarIcon className="text-brand-700" />
        {t("eventShare.calendar.heading")}
      </span>
      <a href={ics} download={`${slug}.ics`} className={PILL} data-testid="calendar-ics">
        {t("eventShare.calendar.ics")}
      </a>
      <ExternalLink href={google} className={PILL}>
        {t("eventShare.calendar.google")}
      </ExternalLink>
    </div>
  );
}

/** The venue's address, copyable (the map stays a link beside it). */
export function CopyAddressButton({ address, venue }: { address: string; venue: string }) {
  const t = useT();
  return (
    <CopyButton
      text={address}
      className="mt-2 mr-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">{t("eventShare.address.copy")}</span>
      <span className="sr-only">{t("eventShare.address.copyLabel", { venue })}</span>
    </CopyButton>
  );
}

function ShareIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M12 3v13M7 8l5-5 5 5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
