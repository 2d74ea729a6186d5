import { useLoaderData } from "react-router";
import { routeHandle } from "../lib/route-module.ts";
import { contentLoader } from "../pages/company/content.server.ts";
import { contentMeta } from "../pages/company/content-meta.ts";
import { InfoPageView, type SectionStyle } from "../pages/company/info-page.tsx";

export const loader = contentLoader("AboutUs", "about");
export const meta = contentMeta("AboutUs");
export const handle = routeHandle("AboutUs");

const STYLES: Record<string, SectionStyle> = { "for-organisers": "cards" };

export default function AboutUsRoute() {
  return <InfoPageView page={useLoaderData<typeof loader>()} styles={STYLES} wide />;
}
