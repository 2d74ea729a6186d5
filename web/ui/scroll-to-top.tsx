import { useEffect } from "react";
import { useLocation } from "react-router";
import { isSameScreen } from "./same-screen.ts";

/** Spec section 9: pages scroll to the top 50 ms after a navigation. */
export const SCROLL_TO_TOP_DELAY_MS = 50;

/**
 * A link to an anchor (`/terms-and-conditions#liability`) is left to the browser to scroll to; the same
 * screen drawn in another language on its own (`SAME_SCREEN`) stays where the person scrolled it.
 */
export function ScrollToTop() {
  const { pathname, hash, state } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => {
    if (hash || isSameScreen(state)) return;
    const timer = setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
