/** The workspace's shared classes: the same tokens as the buyer pages, denser for desktop work. */
const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed";
export const ORG_BUTTON = {
  primary: `${BUTTON} bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-600`,
  secondary: `${BUTTON} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500`,
  danger: `${BUTTON} border border-red-700 bg-white text-red-800 hover:bg-red-50`,
} as const;
export const FIELD =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
export const LABEL = "block text-sm font-medium text-slate-800";
export const HINT = "mt-1 text-xs text-slate-600";
export const CARD = "rounded-2xl border border-slate-200 bg-white p-4 sm:p-6";
export const SECTION_TITLE = "text-lg font-semibold text-slate-900";
export const ERROR_TEXT = "mt-1 text-sm text-red-800";
/** Header and body cells of the workspace's data tables (buyers, access log). */
export const TABLE_HEAD_CELL =
  "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
export const TABLE_CELL = "px-3 py-3 align-top text-sm text-slate-800";
