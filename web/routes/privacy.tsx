import { useLoaderData } from "react-router";
import { routeHandle } from "../lib/route-module.ts";
import { contentLoader } from "../pages/company/content.server.ts";
import { contentMeta } from "../pages/company/content-meta.ts";
import { LegalDocumentPage } from "../pages/company/legal-document.tsx";

export const loader = contentLoader("PrivacyPolicy", "privacy");
export const meta = contentMeta("PrivacyPolicy");
export const handle = routeHandle("PrivacyPolicy");

export default function PrivacyPolicyRoute() {
  return <LegalDocumentPage document={useLoaderData<typeof loader>()} />;
}
