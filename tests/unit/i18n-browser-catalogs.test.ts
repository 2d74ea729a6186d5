import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FIRST_VIEW_LOADERS,
  LAZY_NAMESPACES,
  NAMESPACE_LOADERS,
} from "../../shared/i18n/browser-catalogs.ts";
import type { Catalog } from "../../shared/i18n/catalog.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { SUPPORTED_LOCALES } from "../../shared/i18n/locales.ts";
import type { RouteName } from "../../shared/routing/route-table.ts";
import {
  ACCOUNT_NAMESPACES,
  routeNamespaces,
  SELF_LOADED_NAMESPACES,
} from "../../web/lib/route-messages.tsx";

const WHOLE: Record<(typeof SUPPORTED_LOCALES)[number], Catalog> = { id, en };
/** Namespaces only server messages use; the browser never loads them. */
const SERVER_ONLY = ["accounts", "apiErrors", "eTickets", "payments", "refunds", "reminders"];

describe("the catalogs the browser loads", () => {
  for (const locale of SUPPORTED_LOCALES) {
    it(`first view plus lazy namespaces are the whole ${locale} catalog less the server's namespaces`, async () => {
      const pieces: Record<string, unknown> = { ...(await FIRST_VIEW_LOADERS[locale]()) };
      for (const namespace of LAZY_NAMESPACES) {
        expect(pieces).not.toHaveProperty(namespace);
        pieces[namespace] = await NAMESPACE_LOADERS[locale][namespace]();
      }
      const expected: Record<string, unknown> = { ...WHOLE[locale] };
      for (const namespace of SERVER_ONLY) delete expected[namespace];
      expect(pieces).toEqual(expected);
    });
  }
});

// A source-level check that every lazy namespace a page's code can show is loaded for that page:
// follow the route module's imports through web/ and shared/ and collect the message keys it names.
const WEB = path.resolve(import.meta.dirname, "../../web");
const KEY = new RegExp(`["'\`](${LAZY_NAMESPACES.join("|")})\\.[A-Za-z_]`, "g");
const SHARED = path.resolve(import.meta.dirname, "../../shared");
const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+|#shared\/[^"']+)["']/g;
/** `import type`/`export type` statements: erased when compiled, they bring no text to the browser. */
const TYPE_ONLY = /(?:import|export)\s+type\s[^;]*?from\s*["'][^"']+["'];?/g;

function namespacesReachedFrom(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file) || !/\.tsx?$/.test(file) || file.endsWith(".server.ts")) return found;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const [, namespace] of source.matchAll(KEY)) found.add(namespace as string);
  for (const [, specifier = ""] of source.replace(TYPE_ONLY, "").matchAll(IMPORT)) {
    // The catalogs themselves are where the keys are defined, not where a page shows them.
    if (specifier.startsWith("#shared/i18n/")) continue;
    const target = specifier.startsWith("#shared/")
      ? path.join(SHARED, specifier.slice("#shared/".length))
      : path.resolve(path.dirname(file), specifier);
    for (const namespace of namespacesReachedFrom(target, seen)) found.add(namespace);
  }
  return found;
}

const ROUTE_FILES = readFileSync(path.join(WEB, "routes.ts"), "utf8").matchAll(
  /(\w+): "(routes\/[\w-]+\.tsx)"/g,
);

describe("namespaces loaded per page", () => {
  it("cover every lazy namespace the shell and layouts name, beyond the account forms", () => {
    const shell = [
      namespacesReachedFrom(path.join(WEB, "root.tsx")),
      ...["default", "event-detail", "event-ticket", "secondary", "about", "plain", "none"].map((layout) =>
        namespacesReachedFrom(path.join(WEB, `layouts/${layout}.tsx`)),
      ),
    ];
    for (const found of shell)
      expect(
        [...found].filter(
          (n) => !ACCOUNT_NAMESPACES.includes(n as never) && !SELF_LOADED_NAMESPACES.includes(n as never),
        ),
      ).toEqual([]);
  });

  for (const [, name, file] of ROUTE_FILES) {
    it(`cover what ${name} names`, () => {
      const loaded = [...routeNamespaces(name as RouteName), ...ACCOUNT_NAMESPACES];
      const missing = [...namespacesReachedFrom(path.join(WEB, file as string))].filter(
        (namespace) => !loaded.includes(namespace as never),
      );
      expect(missing).toEqual([]);
    });
  }
});
