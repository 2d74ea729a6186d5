import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { ApiError } from "../lib/api-client.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle } from "../lib/route-module.ts";

/**
 * VerifyEmail: the link of the verification mail. The loader uses the token on the
 * server (no session needed: the mail may be opened on another device) and the page says how it went.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  guardRoute("VerifyEmail", context);
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { verified: false };
  const verified = await loaderApi(context, request)
    .call("verifyEmail", { body: { token } })
    .then(
      () => true,
      // Any answer but success (410 used or expired, 400 malformed) is a link that no longer works.
      (error: unknown) => {
        if (error instanceof ApiError && error.httpStatus !== 0) return false;
        throw error;
      },
    );
  return { verified };
}

// A one-time link's page: never indexed.
export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ name: "VerifyEmail", pathname: location.pathname, matches, noindex: true });
export const handle = routeHandle("VerifyEmail");

export default function VerifyEmailRoute() {
  const { verified } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useRouteHref();
  return (
    <section className="mx-auto max-w-md px-4 py-10 text-center" data-testid="verify-email">
      <h1 className="text-2xl font-bold text-slate-900">
        {t(verified ? "auth.verifyEmail.doneTitle" : "auth.verifyEmail.failedTitle")}
      </h1>
      <p className="mt-3 text-slate-700">
        {t(verified ? "auth.verifyEmail.doneBody" : "auth.verifyEmail.failedBody")}
      </p>
      <Link
        to={href("TicketHistory")}
        reloadDocument
        className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t("auth.verifyEmail.toTickets")}
      </Link>
    </section>
  );
}
