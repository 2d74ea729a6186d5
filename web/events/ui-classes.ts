/** Button and chip looks shared by the catalogue screens (the company pages use the same tones). */
const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed";

export const BUTTON_CLASS = {
  primary: `${BUTTON} bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none`,
  secondary: `${BUTTON} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500`,
  inverted: `${BUTTON} bg-white text-brand-700 hover:bg-brand-50`,
  invertedOutline: `${BUTTON} border border-white/70 text-white hover:bg-white/10`,
} as const;

export const BADGE_CLASS = {
  neutral: "rounded-full bg-slate-900/80 px-2.5 py-0.5 text-xs font-semibold text-white",
  warning: "rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900",
  live: "rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white",
  muted: "rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700",
} as const;

export const SECTION_HEADING =
  "text-2xl font-bold tracking-tight text-balance text-slate-900 desktop:text-3xl";

/**
 * How an event's description reads: on the event page, and in the organiser's editor, so what the
 * organiser formats looks as buyers will see it. Tailwind's reset takes lists' markers and headings'
 * sizes away; these give them back.
 */
export const RICH_TEXT_CLASS =
  "space-y-3 text-slate-700 wrap-anywhere [&_pre]:overflow-x-auto [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6";
