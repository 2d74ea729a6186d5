import { useLoaderData } from "react-router";
import { routeHandle } from "../lib/route-module.ts";
import { contentLoader } from "../pages/company/content.server.ts";
import { contentMeta } from "../pages/company/content-meta.ts";
import { InfoPageView, type SectionStyle } from "../pages/company/info-page.tsx";

export const loader = contentLoader("HowToBuy", "howToBuy");
export const meta = contentMeta("HowToBuy");
export const handle = routeHandle("HowToBuy");

const STYLES: Record<string, SectionStyle> = {
  steps: "steps",
  "faq-payment-not-confirmed": "panel",
  "faq-email-not-received": "panel",
  "faq-refund": "panel",
  "faq-transfer": "panel",
  "faq-waiting-room": "panel",
};

export default function HowToBuyRoute() {
  return <InfoPageView page={useLoaderData<typeof loader>()} styles={STYLES} />;
}
