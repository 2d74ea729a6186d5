import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ForgetPasswordFlow } from "../accounts/forget-password-flow.tsx";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { ApiError } from "../lib/api-client.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";

/**
 * ForgetPassword (guard level 2: NotFound when signed in). With `?token=` from the e-mail, the loader
 * checks the link on the server so an expired or used link shows its own screen straight away.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  guardRoute("ForgetPassword", context);
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { token: null, linkValid: false };
  const linkValid = await loaderApi(context, request)
    .call("validateResetLink", { body: { token } })
    .then(
      () => true,
      // Any answer but success (410 expired, 400 malformed) is a link that cannot be used; a failed
      // call is the page's error, as before.
      (error: unknown) => {
        if (error instanceof ApiError && error.httpStatus !== 0) return false;
        throw error;
      },
    );
  return { token, linkValid };
}

export const meta = routeMeta("ForgetPassword");
export const handle = routeHandle("ForgetPassword");

export default function ForgetPasswordRoute() {
  const { token, linkValid } = useLoaderData<typeof loader>();
  return <ForgetPasswordFlow token={token} linkValid={linkValid} />;
}
