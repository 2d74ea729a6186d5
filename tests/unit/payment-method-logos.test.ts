import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { methodLogos, PAYLATER_PROVIDERS, PAYMENT_METHODS } from "../../shared/payment-methods/index.ts";

/** Every payment method shows its logo, bundled as our own SVG. */
describe("payment method logos", () => {
  it.each(PAYMENT_METHODS.map((method) => [method.code]))(
    "%s has a bundled SVG logo with nothing external",
    (code) => {
      const logos = methodLogos(code);
      expect(logos.length).toBeGreaterThan(0);
      for (const logo of logos) {
        expect(logo).toMatch(/^\/payment-logos\/[a-z_]+\.svg$/);
        const svg = readFileSync(join("public", logo), "utf8");
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        // No external host: the only URL in the file is the SVG namespace.
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|href=/);
      }
    },
  );

  it("paylater shows the providers Xendit offers: Kredivo and Akulaku", () => {
    expect(PAYLATER_PROVIDERS).toEqual(["Kredivo", "Akulaku"]);
    expect(methodLogos("paylater")).toEqual(["/payment-logos/kredivo.svg", "/payment-logos/akulaku.svg"]);
  });
});
