import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { CheckInPage } from "../check-in/check-in-page.tsx";
import { loaderApi, orNotFound, requireEventParam } from "../events/catalogue-api.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle } from "../lib/route-module.ts";

// CheckIn: the gate page of one event; an unknown slug is a 404. The secret never reaches this loader.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  guardRoute("CheckIn", context);
  const slug = requireEventParam(params.slug);
  const event = await orNotFound(loaderApi(context, request).call("eventDetail", { params: { id: slug } }));
  return { slug: event.slug, eventTitle: event.title };
}

// A tool for stewards, not a page for search engines.
export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ name: "CheckIn", pathname: location.pathname, matches, noindex: true });
export const handle = routeHandle("CheckIn");

export default function CheckInRoute() {
  const { slug, eventTitle } = useLoaderData<typeof loader>();
  return <CheckInPage slug={slug} eventTitle={eventTitle} />;
}
