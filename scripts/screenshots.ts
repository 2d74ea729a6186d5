import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./chromium.ts";

/**
 * Developer tool: `tsx scripts/screenshots.ts http://localhost:3000 / /en/about-us ...` writes a PNG per
 * page at 390 px and 1280 px into ./test-results/screens and prints any console error it saw.
 */
const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = "test-results/screens";
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
for (const width of [390, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 800 ? 844 : 800 },
    locale: "id-ID",
  });
  page.on("console", (message) => {
    if (message.type() === "error") console.error(`[console ${width}] ${message.text()}`);
  });
  page.on("pageerror", (error) => console.error(`[pageerror ${width}] ${error.message}`));
  for (const path of paths.length > 0 ? paths : ["/"]) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, "_") || "root"}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.warn(file);
  }
  await page.close();
}
await browser.close();
