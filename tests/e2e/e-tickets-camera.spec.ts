import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_LAUNCH_OPTIONS } from "../../scripts/chromium.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { buyPaidTicket, checkInLink, ticketDetail } from "./support/e-tickets.ts";
import { writeQrVideo } from "./support/fake-camera.ts";

const t = id.eTicketsWeb.checkIn;

// Chromium's fake camera plays this file; the test writes the ticket's QR into it before scanning.
const video = join(tmpdir(), `tiketin-e2e-camera-${process.pid}.y4m`);
writeQrVideo(video, "not-a-ticket");
test.use({
  permissions: ["camera"],
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...(CHROMIUM_LAUNCH_OPTIONS.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test("the camera reads the QR code and the ticket is admitted", async ({ page, signIn }) => {
  await page.setViewportSize(MOBILE);
  const buyer = await signIn("Bayu Saputra");
  const paid = await buyPaidTicket(page.request, buyer, 3);
  const { qr_payload: code } = await ticketDetail(page.request, paid.ticketId);
  const link = await checkInLink(page.request, paid.eventSlug);
  writeQrVideo(video, code);

  await page.goto(link.path);
  await hydrated(page);
  await page.getByTestId("check-in-gate").fill("Gerbang Kamera");
  await page.getByRole("button", { name: t.startCamera }).click();
  const verdict = page.getByTestId("check-in-verdict");
  await expect(verdict).toHaveAttribute("data-verdict", "valid");
  await expect(page.getByTestId("check-in-holder")).toHaveText(paid.holderName);
  await page.getByRole("button", { name: t.stopCamera }).click();
});
