/** The checkout's card and heading looks (the catalogue's summary card, so the two pages match). */
export const CARD = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";
export const STEP_HEADING = "text-lg font-bold text-slate-900";
export const ERROR_TEXT = "text-sm font-medium text-red-700";
