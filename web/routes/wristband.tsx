import { useLoaderData } from "react-router";
import { routeHandle } from "../lib/route-module.ts";
import { contentLoader } from "../pages/company/content.server.ts";
import { contentMeta } from "../pages/company/content-meta.ts";
import { InfoPageView, type SectionStyle } from "../pages/company/info-page.tsx";

export const loader = contentLoader("Wristband", "wristband");
export const meta = contentMeta("Wristband");
export const handle = routeHandle("Wristband");

const STYLES: Record<string, SectionStyle> = { materials: "cards" };

export default function WristbandRoute() {
  return <InfoPageView page={useLoaderData<typeof loader>()} styles={STYLES} wide />;
}
