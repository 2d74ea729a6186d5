import { useLoaderData } from "react-router";
import { routeHandle } from "../lib/route-module.ts";
import { contentLoader } from "../pages/company/content.server.ts";
import { contentMeta } from "../pages/company/content-meta.ts";
import { InfoPageView, type SectionStyle } from "../pages/company/info-page.tsx";

export const loader = contentLoader("ContactUs", "contact");
export const meta = contentMeta("ContactUs");
export const handle = routeHandle("ContactUs");

const STYLES: Record<string, SectionStyle> = { "customer-service": "panel", partnership: "panel" };

export default function ContactUsRoute() {
  return <InfoPageView page={useLoaderData<typeof loader>()} styles={STYLES} />;
}
