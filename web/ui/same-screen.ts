/**
 * The navigation state of a navigation that draws the same screen again, only in another language: the
 * first-visit switch to the browser's language (root.tsx). The person did not ask for it and may be
 * typing, so what a navigation to another page does is skipped: focus stays where it is, the page does
 * not scroll to the top, an open dialog stays open. Fields keep their values because the route and its
 * components stay mounted (`/en` is an optional segment of the same routes).
 */
export const SAME_SCREEN = { sameScreen: true } as const;

export function isSameScreen(state: unknown): boolean {
  return typeof state === "object" && state !== null && "sameScreen" in state && state.sameScreen === true;
}
