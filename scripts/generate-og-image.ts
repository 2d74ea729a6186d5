import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./chromium.ts";

/**
 * Renders public/og-image.png (1200x630), the default link-preview image, from HTML with local fonts
 * only. Run again after a brand change: `npx tsx scripts/generate-og-image.ts`.
 */
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:system-ui,'DejaVu Sans',sans-serif;color:#fff;background:linear-gradient(135deg,#4c1d95,#6d28d9 55%,#a21caf)">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:96px;height:96px;border-radius:22px;background:#fff;color:#6d28d9;font-size:64px;font-weight:800;display:grid;place-items:center">T</div>
    <div style="font-size:72px;font-weight:800;letter-spacing:-2px">Tiketin</div>
  </div>
  <div style="font-size:56px;font-weight:700;line-height:1.15;max-width:950px">Tiket konser, festival &amp; olahraga di seluruh Indonesia</div>
  <div style="font-size:30px;opacity:.85">VA · QRIS · e-wallet · Alfamart &amp; Indomaret · kartu · paylater</div>
</div></body></html>`;

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "public/og-image.png" });
await browser.close();
console.warn("wrote public/og-image.png");
