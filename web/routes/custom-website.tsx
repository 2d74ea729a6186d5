import { useLoaderData } from "react-router";
import { routeHandle } from "../lib/route-module.ts";
import { contentLoader } from "../pages/company/content.server.ts";
import { contentMeta } from "../pages/company/content-meta.ts";
import { InfoPageView, type SectionStyle } from "../pages/company/info-page.tsx";

export const loader = contentLoader("CustomWebsite", "webDevelopment");
export const meta = contentMeta("CustomWebsite");
export const handle = routeHandle("CustomWebsite");

const STYLES: Record<string, SectionStyle> = { portfolio: "cards" };

export default function CustomWebsiteRoute() {
  return <InfoPageView page={useLoaderData<typeof loader>()} styles={STYLES} wide />;
}
