import type { Page } from "@playwright/test";

/**
 * The sweep's geometry rules, run inside the page. A screen fails when:
 * - the document is wider than the viewport ("overflow");
 * - an interactive control is partly cut by the viewport or an ancestor that hides overflow ("clipped"),
 *   or something else is drawn over its centre once it is scrolled into view ("covered");
 * - text runs past its box ("text-overflow"), or is cut without an ellipsis and a title to read it in
 *   full ("text-cut"), or a field's placeholder does not fit the field ("placeholder-cut").
 * While a modal dialog is open only the dialog is checked: the page behind it is inert by design.
 */
export interface LayoutProblem {
  rule: "overflow" | "clipped" | "covered" | "text-overflow" | "text-cut" | "placeholder-cut";
  where: string;
  detail: string;
}

export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  const problems = await page.evaluate(inspectLayout);
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
}

/** Self-contained: Playwright serialises it into the page. */
function inspectLayout(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const TOLERANCE = 1;

  const nameOf = (element: Element): string => {
    const testId = element.closest("[data-testid]")?.getAttribute("data-testid");
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    const label = element.getAttribute("aria-label") ?? element.getAttribute("placeholder") ?? text;
    return `${element.tagName.toLowerCase()}${testId ? ` in [${testId}]` : ""}${label ? ` "${label}"` : ""}`;
  };
  const shown = (element: Element): boolean =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !element.closest("[inert], [aria-hidden='true']");
  const style = (element: Element) => getComputedStyle(element);
  const scrolls = (value: string) => value === "auto" || value === "scroll";
  const hides = (value: string) => value === "hidden" || value === "clip";
  // Visually hidden text (an sr-only span, a skip link before focus) is not drawn: nothing to check.
  const visuallyHidden = (rect: DOMRect) => rect.width <= 1 || rect.height <= 1;

  const openDialog = document.querySelector("dialog[open]");
  const scope: Element = openDialog ?? document.body;

  // 1. The document fits the viewport; name the widest elements that push it out.
  const documentWidth = document.documentElement.scrollWidth;
  if (documentWidth > viewportWidth + TOLERANCE) {
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.right <= viewportWidth + TOLERANCE || visuallyHidden(rect)) return false;
        // The deepest ones: no child also sticks out.
        return ![...element.children].some(
          (child) => child.getBoundingClientRect().right > viewportWidth + TOLERANCE,
        );
      })
      .slice(0, 3)
      .map(nameOf);
    problems.push({
      rule: "overflow",
      where: "document",
      detail: `${documentWidth} px wide in a ${viewportWidth} px viewport: ${culprits.join("; ")}`,
    });
  }

  // 2. Interactive controls: not partly cut, then (below) not covered.
  const controls = scope.querySelectorAll<HTMLElement>(
    "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button'], [role='tab'], [tabindex]:not([tabindex='-1'])",
  );
  const toHitTest: HTMLElement[] = [];
  for (const control of controls) {
    if (!shown(control)) continue;
    const rect = control.getBoundingClientRect();
    if (visuallyHidden(rect)) continue;
    let clipLeft = 0;
    let clipRight = viewportWidth;
    let clipTop = Number.NEGATIVE_INFINITY;
    let clipBottom = Number.POSITIVE_INFINITY;
    let scrollX = false;
    let scrollY = false;
    let fixed = false;
    for (
      let parent = control.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const css = style(parent);
      const box = parent.getBoundingClientRect();
      if (scrolls(css.overflowX)) scrollX = true;
      else if (!scrollX && hides(css.overflowX)) {
        clipLeft = Math.max(clipLeft, box.left);
        clipRight = Math.min(clipRight, box.right);
      }
      // Clamped lines cut the link's text, not the link (the text rule judges that cut).
      const clamped = css.webkitLineClamp !== "none" && css.webkitLineClamp !== "";
      if (scrolls(css.overflowY)) scrollY = true;
      else if (!scrollY && !clamped && hides(css.overflowY)) {
        clipTop = Math.max(clipTop, box.top);
        clipBottom = Math.min(clipBottom, box.bottom);
      }
      if (css.position === "fixed") {
        fixed = true;
        break;
      }
    }
    const cutX = !scrollX && (rect.left < clipLeft - TOLERANCE || rect.right > clipRight + TOLERANCE);
    const cutY = !scrollY && (rect.top < clipTop - TOLERANCE || rect.bottom > clipBottom + TOLERANCE);
    // Wholly outside (a slide of a carousel not on show) is hidden by design; partly outside is cut.
    const whollyOut =
      rect.right <= clipLeft || rect.left >= clipRight || rect.bottom <= clipTop || rect.top >= clipBottom;
    if ((cutX || cutY) && !whollyOut) {
      problems.push({
        rule: "clipped",
        where: nameOf(control),
        detail: `box ${Math.round(rect.left)}..${Math.round(rect.right)} x ${Math.round(rect.top)}..${Math.round(rect.bottom)}, visible ${Math.round(clipLeft)}..${Math.round(clipRight)}`,
      });
    } else if (!whollyOut && !scrollX && !scrollY && !fixed) toHitTest.push(control);
    else if (fixed && !whollyOut) hitTest(control);
  }
  // Covered: the page is scrolled one viewport at a time (not once per control) and each control
  // whose centre is in view is hit-tested there, so fixed bars and overlays are seen where they sit.
  const pageHeight = document.documentElement.scrollHeight;
  const step = Math.max(200, window.innerHeight - 120);
  const pending = new Set(toHitTest);
  for (let y = 0; pending.size > 0 && y < pageHeight + step; y += step) {
    window.scrollTo(0, y);
    for (const control of [...pending]) {
      const rect = control.getBoundingClientRect();
      const centre = rect.top + rect.height / 2;
      if (centre < 60 || centre > window.innerHeight - 60) continue;
      pending.delete(control);
      hitTest(control);
    }
  }
  // Near the very top or bottom of the page a control can't be scrolled to the middle: test it as is.
  for (const control of pending) hitTest(control);
  window.scrollTo(0, 0);

  // 3. Text: never past its box; cut only with an ellipsis and a title holding it in full.
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || !shown(parent) || ["SCRIPT", "STYLE", "NOSCRIPT", "OPTION"].includes(parent.tagName))
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    if (visuallyHidden(text)) continue;
    let box: Element = parent;
    while (box.parentElement && ["inline", "contents"].includes(style(box).display)) box = box.parentElement;
    const boxRect = box.getBoundingClientRect();
    if (visuallyHidden(boxRect)) continue;
    const past = text.right > boxRect.right + TOLERANCE || text.left < boxRect.left - TOLERANCE;
    if (!past || reported.has(box)) continue;
    // Who stops it: a scroller (fine), an element hiding overflow (cut), or nothing (runs past).
    let stopper: Element | null = null;
    for (
      let element: Element | null = box;
      element && element !== document.body;
      element = element.parentElement
    ) {
      const css = style(element);
      if (scrolls(css.overflowX) || hides(css.overflowX)) {
        stopper = element;
        break;
      }
    }
    if (stopper && scrolls(style(stopper).overflowX)) continue;
    reported.add(box);
    if (!stopper) {
      problems.push({
        rule: "text-overflow",
        where: nameOf(box),
        detail: `text reaches ${Math.round(text.right)} px past its box's right edge ${Math.round(boxRect.right)} px`,
      });
      continue;
    }
    const ellipsis = style(stopper).textOverflow === "ellipsis";
    const full = (node.textContent ?? "").trim();
    const titled = [stopper, ...ancestors(stopper, 3)].some((element) => {
      const title = element.getAttribute("title") ?? element.getAttribute("aria-label") ?? "";
      return title.includes(full);
    });
    if (!ellipsis || !titled)
      problems.push({
        rule: "text-cut",
        where: nameOf(stopper),
        detail: ellipsis ? "ends in an ellipsis but no title holds the full text" : "cut without an ellipsis",
      });
  }
  // Line-clamped text is cut vertically: the same rule.
  for (const element of scope.querySelectorAll<HTMLElement>("*")) {
    const css = style(element);
    if (css.webkitLineClamp === "none" || css.webkitLineClamp === "") continue;
    if (element.scrollHeight <= element.clientHeight + TOLERANCE || !shown(element)) continue;
    const full = (element.textContent ?? "").trim();
    const titled = [element, ...ancestors(element, 3)].some((item) =>
      (item.getAttribute("title") ?? item.getAttribute("aria-label") ?? "").includes(full),
    );
    if (!titled)
      problems.push({ rule: "text-cut", where: nameOf(element), detail: "clamped lines and no title" });
  }

  // 4. Placeholders fit their fields (a field too narrow to read what is typed shows this first).
  const canvas = document.createElement("canvas").getContext("2d");
  for (const field of scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    "input[placeholder], textarea[placeholder]",
  )) {
    if (!canvas || !shown(field) || field.value !== "" || field.tagName === "TEXTAREA") continue;
    const css = style(field);
    canvas.font = `${css.fontStyle} ${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
    const needed = canvas.measureText(field.placeholder).width;
    const room = field.clientWidth - Number.parseFloat(css.paddingLeft) - Number.parseFloat(css.paddingRight);
    if (needed > room + TOLERANCE)
      problems.push({
        rule: "placeholder-cut",
        where: nameOf(field),
        detail: `placeholder needs ${Math.round(needed)} px, the field has ${Math.round(room)} px`,
      });
  }
  return problems;

  function isPinned(element: Element): boolean {
    for (let item: Element | null = element; item && item !== document.body; item = item.parentElement) {
      const position = style(item).position;
      if (position === "fixed" || position === "sticky") return true;
    }
    return false;
  }

  function hitTest(control: HTMLElement, retried = false): void {
    const rect = control.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (x < 0 || x >= viewportWidth || y < 0 || y >= window.innerHeight) return;
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === control || control.contains(hit) || hit.contains(control)) return;
    // Under a fixed or sticky bar: covered only if centring it (as far as the page scrolls) leaves it so.
    if (!retried && hit.closest("[data-testid]") && isPinned(hit)) {
      control.scrollIntoView({ block: "center" });
      hitTest(control, true);
      return;
    }
    // A label drawn over its own input (custom checkboxes) is the same control.
    if (hit.closest("label")?.contains(control) || (control.id && hit.closest(`label[for="${control.id}"]`)))
      return;
    problems.push({ rule: "covered", where: nameOf(control), detail: `covered by ${nameOf(hit)}` });
  }

  function ancestors(element: Element, count: number): Element[] {
    const found: Element[] = [];
    for (let item = element.parentElement; item && found.length < count; item = item.parentElement)
      found.push(item);
    return found;
  }
}
