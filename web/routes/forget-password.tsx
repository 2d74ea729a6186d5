import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ForgetPasswordFlow } from "../accounts/forget-password-flow.tsx";
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
  const response = await context.api("/auth/forget-password/validate", { method: "POST", body: { token } });
  return { token, linkValid: response.ok };
}

export const meta = routeMeta("ForgetPassword");
export const handle = routeHandle("ForgetPassword");

export default function ForgetPasswordRoute() {
  const { token, linkValid } = useLoaderData<typeof loader>();
  return <ForgetPasswordFlow token={token} linkValid={linkValid} />;
}
