import type { SVGProps } from "react";
import { Link } from "react-router";
import type { ContentAction } from "#shared/i18n/content/types.ts";
import { useRouteHref } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { ExternalLink } from "../../shell/external-link.tsx";

export type ActionTone = "primary" | "secondary" | "inverted" | "inverted-outline";

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors";
export const ACTION_CLASS: Record<ActionTone, string> = {
  primary: `${BASE} bg-brand-600 text-white shadow-sm hover:bg-brand-700`,
  secondary: `${BASE} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`,
  inverted: `${BASE} bg-white text-brand-700 hover:bg-brand-50`,
  "inverted-outline": `${BASE} border border-white/70 text-white hover:bg-white/10`,
};

/** Decorative inline icons of the company pages. */
export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function ArrowIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M7 13 13 7M8 7h5v5" />
    </svg>
  );
}

/**
 * A content button: configuration links (chat, customer service, social) open in a new tab, pages are
 * client-side links in the current locale, and sections are plain anchors on the same page.
 */
export function ActionLink({ action, tone }: { action: ContentAction; tone: ActionTone }) {
  const href = useRouteHref();
  const { links } = useRootData().publicConfig;
  const className = ACTION_CLASS[tone];
  const { target } = action;
  switch (target.kind) {
    case "config":
      return (
        <ExternalLink href={links[target.link]} className={className}>
          {action.label}
          <ArrowIcon />
        </ExternalLink>
      );
    case "route":
      return (
        <Link to={href(target.route)} className={className}>
          {action.label}
        </Link>
      );
    case "section":
      return (
        <a href={`#${target.id}`} className={className}>
          {action.label}
        </a>
      );
  }
}

/** A row of actions; the first is primary unless `tone` is given for all of them. */
export function ActionRow({
  actions,
  tones = ["primary", "secondary"],
  className = "",
}: {
  actions: readonly ContentAction[];
  tones?: readonly [ActionTone, ActionTone];
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action, index) => (
        <ActionLink key={action.label} action={action} tone={index === 0 ? tones[0] : tones[1]} />
      ))}
    </div>
  );
}
