import { describe, expect, it } from "vitest";
import { escapeXml, hashText, renderArtwork, wrapWords } from "../../server/features/events/poster-svg.ts";
import { buildRobotsTxt, buildSitemap } from "../../server/features/events/sitemap.ts";
import { summarize } from "../../server/features/events/to-contract.ts";

describe("generated artwork", () => {
  it("is the same picture for the same title and a different one for another", () => {
    expect(renderArtwork("poster", "Konser Senja")).toBe(renderArtwork("poster", "Konser Senja"));
    expect(renderArtwork("poster", "Konser Senja")).not.toBe(renderArtwork("poster", "Konser Fajar"));
    expect(hashText("abc")).toBe(hashText("abc"));
  });

  it("escapes text so a title cannot inject markup", () => {
    const svg = renderArtwork("banner", `<script>alert("x")</script> & 'co'`);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
    expect(escapeXml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&apos;");
  });

  it("wraps long titles and marks a cut", () => {
    expect(wrapWords("Satu Dua Tiga Empat", 9, 3)).toEqual(["Satu Dua", "Tiga", "Empat"]);
    expect(wrapWords("a b c d e f", 1, 2)).toEqual(["a", "b…"]);
  });
});

describe("sitemap and robots.txt", () => {
  const xml = buildSitemap("https://tiketin.id/", [
    { path: "/" },
    { path: "/event/konser-senja", lastModified: new Date("2026-01-02T03:04:05Z") },
  ]);

  it("lists every page in Indonesian and English with hreflang alternates", () => {
    for (const loc of [
      "https://tiketin.id/",
      "https://tiketin.id/en",
      "https://tiketin.id/event/konser-senja",
      "https://tiketin.id/en/event/konser-senja",
    ])
      expect(xml).toContain(`<loc>${loc}</loc>`);
    expect(xml).toContain('hreflang="en" href="https://tiketin.id/en/event/konser-senja"');
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it("announces the sitemap with an absolute URL", () => {
    expect(buildRobotsTxt("https://tiketin.id")).toContain("Sitemap: https://tiketin.id/sitemap.xml");
    expect(buildRobotsTxt("https://tiketin.id")).toContain("Disallow: /api/");
  });
});

describe("SEO description fallback", () => {
  it("keeps short text and cuts long text at a word with an ellipsis", () => {
    expect(summarize("Malam   penuh\n\ncerita.")).toBe("Malam penuh cerita.");
    const cut = summarize("kata ".repeat(100));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("kata…")).toBe(true);
  });
});
