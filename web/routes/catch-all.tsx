import { type LoaderFunctionArgs, redirect } from "react-router";
import { localeOfPath, routeHref } from "#shared/routing/route-table.ts";

/** Spec section 2: any unknown path redirects to /404 (/en/404 for English paths). */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(routeHref("NotFound", localeOfPath(new URL(request.url).pathname)));
}

export const action = loader;

export default function CatchAll() {
  return null;
}
