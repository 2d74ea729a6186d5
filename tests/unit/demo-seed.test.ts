import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config/env.ts";
import { renderEventPoster } from "../../server/features/events/poster-svg.ts";
import { sportOf, TEAMS } from "../../server/seed/catalogue/names.ts";
import { planCatalogue } from "../../server/seed/catalogue/plan-catalogue.ts";
import { EVENT_CATEGORIES } from "../../shared/contracts/events.ts";

const plan = planCatalogue("demo", new Date("2026-03-10T05:00:00Z"));

describe("the demo seed looks real", () => {
  it("matches teams of one sport, and names a tournament after the sport its teams play", () => {
    const sportEvents = plan.events.filter((event) => event.category === "sport" && event.lineup.length > 0);
    expect(sportEvents.length).toBeGreaterThan(3);
    for (const event of sportEvents) {
      const [home, away] = event.lineup.map((entry) => entry.talent);
      expect(TEAMS.some((team) => team.name === home)).toBe(true);
      expect(sportOf(away!), `${event.title}: ${home} vs ${away}`).toBe(sportOf(home!));
      if (/Badminton|Bulu Tangkis/.test(event.title)) expect(sportOf(home!)).toBe("badminton");
      if (/Basket/.test(event.title)) expect(sportOf(home!)).toBe("basketball");
      if (/Futsal/.test(event.title)) expect(sportOf(home!)).toBe("futsal");
      if (/Voli/.test(event.title)) expect(sportOf(home!)).toBe("volleyball");
    }
    expect(plan.events.map((event) => event.title)).not.toContain(
      "Laga Persahabatan Elang Jawa Basketball vs Garuda Muda FC",
    );
    // Only sport events changed: the rest of the catalogue (and the slugs tests and links use) stays.
    expect(plan.events.map((event) => event.slug)).toContain("festival-budaya-nusantara-semarang");
  });

  it("draws each kind of event its own poster, from the server alone", () => {
    const posters = EVENT_CATEGORIES.map((kind) => renderEventPoster(kind, "Acara Yang Sama", "Jakarta"));
    expect(new Set(posters).size).toBe(EVENT_CATEGORIES.length);
    // The picture differs by more than a colour: each kind has its own drawing.
    const shapes = posters.map((svg) => svg.replace(/hsl\([^)]*\)|[0-9.]+/g, ""));
    expect(new Set(shapes).size).toBe(EVENT_CATEGORIES.length);
    for (const svg of posters) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|href=/);
      expect(svg).toContain("Acara Yang Sama");
    }
    expect(renderEventPoster("concert", "Konser A", "x")).toBe(renderEventPoster("concert", "Konser A", "x"));
  });

  it("makes the WhatsApp links settings, with an obviously made-up number by default", () => {
    const defaults = loadConfig({});
    expect(defaults.PUBLIC_WHATSAPP_NUMBER).toBe("620000000000");
    for (const link of [
      defaults.PUBLIC_REGISTER_EVENT_URL,
      defaults.PUBLIC_CUSTOMER_SERVICE_URL,
      defaults.PUBLIC_PARTNERSHIP_URL,
    ])
      expect(link).toMatch(/^https:\/\/wa\.me\/620000000000(\?text=.+)?$/);
    const own = loadConfig({ PUBLIC_WHATSAPP_NUMBER: "6281234567890" });
    expect(own.PUBLIC_CUSTOMER_SERVICE_URL).toBe("https://wa.me/6281234567890");
    expect(own.PUBLIC_REGISTER_EVENT_URL).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=Halo/);
    const explicit = loadConfig({ PUBLIC_PARTNERSHIP_URL: "https://mitra.example/form" });
    expect(explicit.PUBLIC_PARTNERSHIP_URL).toBe("https://mitra.example/form");
    expect(() => loadConfig({ PUBLIC_WHATSAPP_NUMBER: "+62 812" })).toThrow(ConfigError);
  });
});
