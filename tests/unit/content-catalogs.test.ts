import { describe, expect, it } from "vitest";
import { enContent } from "../../shared/i18n/content/en.ts";
import { idContent } from "../../shared/i18n/content/id.ts";
import type { ContentAction, PageContent } from "../../shared/i18n/content/types.ts";
import { ROUTE_NAMES } from "../../shared/routing/route-table.ts";

const locales: Record<string, PageContent> = { id: idContent, en: enContent };
const pageKeys = Object.keys(idContent) as (keyof PageContent)[];

function sectionIds(content: PageContent, page: keyof PageContent): string[] {
  return content[page].sections.map((section) => section.id);
}

/** Every string value in a nested structure, with its path for readable failures. */
function collectStrings(value: unknown, path: string, out: { path: string; value: string }[]): void {
  if (typeof value === "string") {
    out.push({ path, value });
  } else if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) collectStrings(entry, `${path}[${index}]`, out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) collectStrings(entry, `${path}.${key}`, out);
  }
}

function documentText(content: PageContent, page: "terms" | "privacy"): string {
  const strings: { path: string; value: string }[] = [];
  collectStrings(content[page], page, strings);
  return strings.map((entry) => entry.value).join("\n");
}

describe("static content catalogs", () => {
  it("cover the same pages in both locales", () => {
    expect(Object.keys(enContent).sort()).toEqual(Object.keys(idContent).sort());
    expect(pageKeys).toEqual(
      expect.arrayContaining([
        "terms",
        "privacy",
        "about",
        "wristband",
        "webDevelopment",
        "contact",
        "howToBuy",
      ]),
    );
  });

  it.each(pageKeys)("%s has identical section ids in the same order in both locales", (page) => {
    expect(sectionIds(enContent, page)).toEqual(sectionIds(idContent, page));
  });

  it("terms have 8 sections and the privacy policy 13", () => {
    for (const content of Object.values(locales)) {
      expect(content.terms.sections).toHaveLength(8);
      expect(content.privacy.sections).toHaveLength(13);
    }
  });

  it("terms sections follow the required order", () => {
    expect(sectionIds(idContent, "terms")).toEqual([
      "definitions",
      "general-rules",
      "purchase-payment-e-ticket",
      "liability",
      "intellectual-property",
      "marketing-materials",
      "dispute-resolution",
      "others",
    ]);
  });

  it.each(Object.entries(locales))("%s has no empty strings or empty lists", (_locale, content) => {
    const strings: { path: string; value: string }[] = [];
    collectStrings(content, "content", strings);
    expect(strings.length).toBeGreaterThan(0);
    expect(strings.filter((entry) => entry.value.trim() === "").map((entry) => entry.path)).toEqual([]);
    for (const page of pageKeys) {
      expect(content[page].intro.length).toBeGreaterThan(0);
      for (const section of content[page].sections) {
        expect(section.paragraphs.length + (section.items?.length ?? 0)).toBeGreaterThan(0);
        if (section.items) expect(section.items.length).toBeGreaterThan(0);
      }
    }
  });

  it.each(Object.entries(locales))(
    "%s section ids are anchor-safe and unique per page",
    (_locale, content) => {
      for (const page of pageKeys) {
        const ids = sectionIds(content, page);
        for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
        expect(new Set(ids).size).toBe(ids.length);
      }
    },
  );

  it("terms mention the 30-day deliberation period", () => {
    expect(documentText(idContent, "terms")).toMatch(/30 \(tiga puluh\) hari kalender|30 hari/);
    expect(documentText(enContent, "terms")).toMatch(/30 calendar days/);
  });

  it("the privacy policy cites the Personal Data Protection Law", () => {
    expect(documentText(idContent, "privacy")).toContain("UU No. 27 Tahun 2022");
    expect(documentText(enContent, "privacy")).toContain("Law No. 27 of 2022");
  });

  it("legal documents carry their last-updated dates", () => {
    expect(idContent.terms.updatedLabel).toContain("23 September 2024");
    expect(enContent.terms.updatedLabel).toContain("23 September 2024");
    expect(idContent.privacy.updatedLabel).toContain("24 September 2024");
    expect(enContent.privacy.updatedLabel).toContain("24 September 2024");
  });

  it.each(Object.entries(locales))("%s meta descriptions are 50-170 characters", (_locale, content) => {
    for (const page of pageKeys) {
      const { length } = content[page].description;
      expect(length, `${page} description length`).toBeGreaterThanOrEqual(50);
      expect(length, `${page} description length`).toBeLessThanOrEqual(170);
    }
  });

  it("statistics use locale number formatting", () => {
    const idAbout = JSON.stringify(idContent.about);
    const enAbout = JSON.stringify(enContent.about);
    for (const figure of ["1.200 event", "140.000 tiket", "800 klien"]) expect(idAbout).toContain(figure);
    for (const figure of ["1,200 events", "140,000 tickets", "800 clients"])
      expect(enAbout).toContain(figure);
  });

  /** Every action of a page (hero, sections, CTA) with where it sits, in document order. */
  function actionsOf(
    content: PageContent,
    page: keyof PageContent,
  ): { where: string; action: ContentAction }[] {
    const entry = content[page];
    const out: { where: string; action: ContentAction }[] = [];
    if ("actions" in entry) for (const action of entry.actions ?? []) out.push({ where: "hero", action });
    for (const section of entry.sections)
      for (const action of section.actions ?? []) out.push({ where: section.id, action });
    if ("cta" in entry) for (const action of entry.cta?.actions ?? []) out.push({ where: "cta", action });
    return out;
  }

  it.each(pageKeys)("%s actions lead to the same places in both locales", (page) => {
    const targets = (content: PageContent) =>
      actionsOf(content, page).map(({ where, action }) => ({
        where,
        target: action.target,
        copies: action.copyLabel !== undefined,
      }));
    expect(targets(enContent)).toEqual(targets(idContent));
  });

  it.each(Object.entries(locales))(
    "%s actions point at real sections, routes and config links",
    (_l, content) => {
      const configLinks = [
        "registerEvent",
        "customerService",
        "partnership",
        "instagram",
        "youtube",
        "x",
        "tiktok",
      ];
      for (const page of pageKeys) {
        for (const { action } of actionsOf(content, page)) {
          const { target } = action;
          if (target.kind === "section") expect(sectionIds(content, page)).toContain(target.id);
          if (target.kind === "route") expect(ROUTE_NAMES).toContain(target.route);
          if (target.kind === "config") expect(configLinks).toContain(target.link);
          if (action.copyLabel !== undefined) expect(target.kind).toBe("config");
        }
      }
    },
  );

  it("order buttons, the demo link and contact channels use configured links", () => {
    for (const content of Object.values(locales)) {
      const chat = { kind: "config", link: "registerEvent" };
      expect(content.wristband.actions?.map((action) => action.target)).toEqual([
        chat,
        { kind: "section", id: "demo" },
      ]);
      expect(content.wristband.cta?.actions[0]?.target).toEqual(chat);
      expect(content.webDevelopment.actions?.[0]?.target).toEqual(chat);
      // Creating an event opens the organiser's workspace, not a chat.
      expect(content.about.cta?.actions.map((action) => action.target)).toEqual([
        { kind: "route", route: "OrganizerHome" },
        { kind: "config", link: "customerService" },
      ]);
      const channels = actionsOf(content, "contact").filter(({ action }) => action.copyLabel);
      expect(channels.map(({ where, action }) => [where, action.target])).toEqual([
        ["customer-service", { kind: "config", link: "customerService" }],
        ["partnership", { kind: "config", link: "partnership" }],
      ]);
    }
  });

  it.each(Object.entries(locales))("%s about statistics figures match the paragraph", (_l, content) => {
    const statistics = content.about.sections.find((section) => section.id === "statistics");
    expect(statistics?.figures).toHaveLength(3);
    const text = statistics?.paragraphs.join(" ") ?? "";
    for (const figure of statistics?.figures ?? []) expect(text).toContain(figure.value.replace(/\+$/, ""));
  });
});
