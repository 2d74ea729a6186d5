import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isSameScreen } from "./same-screen.ts";
import { SCROLL_TO_TOP_DELAY_MS } from "./scroll-to-top.tsx";

/**
 * After a client navigation to another page, focus goes where a sighted user's eyes go: the new page's
 * main heading, so a screen reader reads the new page and Tab starts from it instead of
 * from the link that was clicked. Not on the first load (the browser starts at the top), not when the
 * page has already put focus somewhere on purpose (a field, a seat map, an open dialog), not for
 * an anchor link or a query change on the same page (a tab, a filter), and not when the same screen is
 * drawn in another language on its own (`SAME_SCREEN`: the person may be typing in the top bar).
 */
export function FocusOnNavigate() {
  const { pathname, hash, state } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash || isSameScreen(state)) return;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active?.closest("dialog[open]")) return;
      if (
        active instanceof HTMLElement &&
        active.closest("main") &&
        active.matches("input, select, textarea, [tabindex='-1'], [role='grid'] *")
      )
        return;
      const heading = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
      if (!heading) return;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }, SCROLL_TO_TOP_DELAY_MS + 10);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
