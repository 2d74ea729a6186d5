import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, type LoaderFunctionArgs, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { WebLoadContext } from "../../shared/contracts/load-context.ts";
import type { PublicConfig } from "../../shared/contracts/public-config.ts";
import { wibYear } from "../../shared/format/datetime.ts";
import { I18nProvider } from "../../web/lib/i18n.tsx";
import type { RootData } from "../../web/lib/root-data.ts";
import { loader as rootLoader } from "../../web/root.tsx";
import { Footer } from "../../web/shell/footer.tsx";

/**
 * The footer's copyright year (defect 10): the current year in WIB by the server's clock, carried in
 * the root loader's data, so the server's HTML and the hydrating browser read the same number.
 */
const LINKS = {
  registerEvent: "https://example.com/r",
  customerService: "https://example.com/c",
  partnership: "https://example.com/p",
  instagram: "https://example.com/i",
  youtube: "https://example.com/y",
  x: "https://example.com/x",
  tiktok: "https://example.com/t",
};
const CONFIG = { baseUrl: "http://127.0.0.1", googleClientId: null, paymentSandbox: false, links: LINKS };

function renderFooter(path: string, root: RootData): string {
  const router = createMemoryRouter(
    [{ id: "root", path: "*", element: createElement(I18nProvider, null, createElement(Footer)) }],
    { initialEntries: [path], hydrationData: { loaderData: { root } } },
  );
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe("the footer's copyright year", () => {
  it("is the WIB calendar year: New Year comes at 17:00 UTC on 31 December", () => {
    expect(wibYear(new Date("2026-12-31T16:59:59.999Z"))).toBe(2026);
    expect(wibYear(new Date("2026-12-31T17:00:00.000Z"))).toBe(2027);
    expect(wibYear("2030-06-01T00:00:00.000Z")).toBe(2030);
  });

  it("comes from the load context through the root loader's data (what the browser hydrates with)", () => {
    const context = {
      cspNonce: "n",
      viewer: null,
      publicConfig: CONFIG as PublicConfig,
      year: 2031,
      api: async () => new Response(null),
    } satisfies WebLoadContext;
    const data = rootLoader({ context } as unknown as LoaderFunctionArgs);
    expect(data.year).toBe(2031);
    for (const path of ["/", "/en"]) {
      const html = renderFooter(path, data);
      expect(html).toContain("© 2031 Tiketin");
      expect(html).not.toContain("2024");
    }
  });
});
