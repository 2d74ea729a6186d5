/**
 * The event kinds (the contract's EVENT_CATEGORIES, restated without zod; a unit test keeps them
 * equal), alone in a module so the landing page's chips import nothing else of the filters.
 */
export const EVENT_KINDS = ["concert", "festival", "sport", "fun_run"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
