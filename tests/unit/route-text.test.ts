import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../shared/i18n/locales.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { ROUTE_NAMES } from "../../shared/routing/route-table.ts";
import { routeTextKey } from "../../shared/routing/route-text.ts";
import { routeNamespaces } from "../../web/lib/route-messages.tsx";

describe("every page's title, description and heading", () => {
  for (const locale of SUPPORTED_LOCALES) {
    const t = createTranslator(locale);
    it(`are written in ${locale}`, () => {
      const missing = ROUTE_NAMES.flatMap((name) =>
        (["title", "description", "heading"] as const)
          .map((field) => routeTextKey(name, field))
          .filter((key) => t(key) === key || t(key).trim() === ""),
      );
      expect(missing).toEqual([]);
    });
  }

  it("come from a namespace the page loads before it renders", () => {
    const unloaded = ROUTE_NAMES.filter((name) => {
      const namespace = routeTextKey(name, "title").split(".")[0];
      return namespace !== "routes" && !routeNamespaces(name).includes(namespace as never);
    });
    expect(unloaded).toEqual([]);
  });
});
