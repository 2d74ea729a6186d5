import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { EventNotices } from "../../web/events/event-notices.tsx";
import { DescriptionSection, LineupSection } from "../../web/events/event-sections.tsx";
import { I18nProvider } from "../../web/lib/i18n.tsx";

/**
 * Empty states of the event page (spec section 2: no lineup, no description), rendered the way the
 * server renders them. The demo seed has no event without a lineup or a description, so the browser
 * tests cannot reach these states; the page's own markup is checked here instead.
 */
function render(path: string, node: ReactNode): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [path] }, createElement(I18nProvider, null, node)),
  );
}

describe("event page empty states", () => {
  for (const [path, catalog] of [
    ["/event/x", id],
    ["/en/event/x", en],
  ] as const) {
    it(`no description and no lineup (${path})`, () => {
      const html = render(
        path,
        createElement("div", null, [
          createElement(DescriptionSection, { key: "d", description: "  " }),
          createElement(LineupSection, { key: "l", talents: [] }),
        ]),
      );
      expect(html).toContain('data-testid="empty-description"');
      expect(html).toContain(catalog.events.empty.noDescription);
      expect(html).toContain('data-testid="empty-lineup"');
      expect(html).toContain(catalog.events.empty.noLineup);
    });
  }

  it("a tentative date without the organiser's note shows the default notice", () => {
    const html = render(
      "/en/event/x",
      createElement(EventNotices, {
        event: { is_tentative_date: true, tentative_note: null, status: "upcoming" },
      }),
    );
    expect(html).toContain(en.events.detail.tentativeDateDefault);
  });
});
