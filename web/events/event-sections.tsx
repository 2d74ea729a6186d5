import type { ReactNode } from "react";
import type { EventDetail, Talent } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import { ExternalLink } from "../shell/external-link.tsx";
import { PinIcon } from "./event-icons.tsx";
import { RICH_TEXT_CLASS } from "./ui-classes.ts";

/** A titled block of the event page; `id` makes it linkable and labels the region. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 border-t border-slate-200 pt-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function EmptyNote({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p
      className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-5 text-center text-slate-600"
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/** Organiser text: blank lines separate paragraphs, single line breaks are kept. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-relaxed whitespace-pre-line wrap-anywhere text-slate-700">
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one static text, never reordered
          <p key={index}>{paragraph.trim()}</p>
        ))}
    </div>
  );
}

export function DescriptionSection({ description, html }: { description: string; html?: string | null }) {
  const t = useT();
  return (
    <DetailSection id="description" title={t("events.detail.description")}>
      {html?.trim() ? (
        <div
          className={`prose-event ${RICH_TEXT_CLASS}`}
          data-testid="description-html"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allowlist (server/features/events/rich-text.ts) before it is stored
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : description.trim() ? (
        <Paragraphs text={description} />
      ) : (
        <EmptyNote testId="empty-description">{t("events.empty.noDescription")}</EmptyNote>
      )}
    </DetailSection>
  );
}

export function LineupSection({ talents }: { talents: readonly Talent[] }) {
  const t = useT();
  return (
    <DetailSection id="lineup" title={t("events.detail.lineup")}>
      {talents.length === 0 ? (
        <EmptyNote testId="empty-lineup">{t("events.empty.noLineup")}</EmptyNote>
      ) : (
        // grid-cols-1 (minmax(0, 1fr)): a long name is cut with its ellipsis instead of widening the column.
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="lineup">
          {talents.map((talent) => (
            <li
              key={talent.id}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
            >
              {talent.image_url ? (
                <img
                  src={talent.image_url}
                  alt={t("events.media.talentAlt", { name: talent.name })}
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-12 shrink-0 rounded-full bg-slate-200"
                />
              ) : null}
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{talent.name}</p>
                <p className="truncate text-sm text-slate-600">{talent.role}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

/** `copyAddress` is the event page's "copy address" control (its text loads with that page only). */
export function DirectionSection({ event, copyAddress }: { event: EventDetail; copyAddress?: ReactNode }) {
  const t = useT();
  return (
    <DetailSection id="direction" title={t("events.detail.direction")}>
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <PinIcon className="mt-0.5 shrink-0 text-brand-700" />
        <div className="min-w-0 wrap-anywhere">
          <p className="font-semibold text-slate-900">{event.venue_name}</p>
          <p className="text-slate-700">{event.address}</p>
          <p className="text-slate-700">{event.city}</p>
          {copyAddress}
          {event.map_url ? (
            <ExternalLink
              href={event.map_url}
              className="mt-2 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t("events.detail.openMap")}
            </ExternalLink>
          ) : null}
        </div>
      </div>
    </DetailSection>
  );
}

export function OrganiserSection({ organiser }: { organiser: EventDetail["organiser"] }) {
  const t = useT();
  return (
    <DetailSection id="organiser" title={t("events.detail.createdBy")}>
      <div className="flex items-center gap-3" data-testid="organiser">
        {organiser.logo_url ? (
          <img
            src={organiser.logo_url}
            alt={t("events.media.logoAlt", { name: organiser.name })}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-12 rounded-full bg-slate-200"
          />
        ) : null}
        <p className="min-w-0 font-semibold wrap-anywhere text-slate-900">{organiser.name}</p>
      </div>
    </DetailSection>
  );
}

export function TermsSection({ terms }: { terms: string }) {
  const t = useT();
  if (!terms.trim()) return null;
  return (
    <DetailSection id="terms" title={t("events.detail.terms")}>
      <div className="text-sm">
        <Paragraphs text={terms} />
      </div>
    </DetailSection>
  );
}
