import { useLoaderData } from "react-router";
import { routeHandle } from "../lib/route-module.ts";
import { contentLoader } from "../pages/company/content.server.ts";
import { contentMeta } from "../pages/company/content-meta.ts";
import { LegalDocumentPage } from "../pages/company/legal-document.tsx";

export const loader = contentLoader("TermsAndConditions", "terms");
export const meta = contentMeta("TermsAndConditions");
export const handle = routeHandle("TermsAndConditions");

export default function TermsAndConditionsRoute() {
  return <LegalDocumentPage document={useLoaderData<typeof loader>()} />;
}
