import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ProfilePanel } from "../accounts/profile-panel.tsx";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { NotFoundPage } from "../pages/error-pages.tsx";
import { MobileHeader } from "../shell/mobile-header.tsx";
import { MobileOnly } from "../ui/mobile-only.tsx";

// ProfilePage: guard level 3 (mobile only, CSS decides); signed in it shows the yearly summary.
export async function loader({ context, request }: LoaderFunctionArgs) {
  guardRoute("ProfilePage", context);
  if (!context.viewer) return { viewer: null, wrapped: null };
  // The summary is extra: a refused read shows the page without it; a failed call is the page's error.
  const wrapped = await loaderApi(context, request)
    .call("myWrapped")
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.httpStatus !== 0) return null;
      throw error;
    });
  return { viewer: context.viewer, wrapped };
}

export const meta = routeMeta("ProfilePage");
export const handle = routeHandle("ProfilePage");

export default function ProfileRoute() {
  const { viewer, wrapped } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <MobileOnly fallback={<NotFoundPage />}>
      <MobileHeader />
      {/* The mobile header already shows the title; the page still needs its one h1 for assistive tech. */}
      <h1 className="sr-only">{t("routes.ProfilePage.heading")}</h1>
      <ProfilePanel viewer={viewer} wrapped={wrapped} />
    </MobileOnly>
  );
}
