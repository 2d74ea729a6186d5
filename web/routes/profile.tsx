import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { Wrapped } from "#shared/contracts/accounts-wrapped.ts";
import type { SuccessEnvelope } from "#shared/contracts/envelope.ts";
import { ProfilePanel } from "../accounts/profile-panel.tsx";
import { useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { NotFoundPage } from "../pages/error-pages.tsx";
import { MobileHeader } from "../shell/mobile-header.tsx";
import { MobileOnly } from "../ui/mobile-only.tsx";

// ProfilePage: guard level 3 (mobile only, CSS decides); signed in it shows the yearly summary.
export async function loader({ context }: LoaderFunctionArgs) {
  guardRoute("ProfilePage", context);
  if (!context.viewer) return { viewer: null, wrapped: null };
  const response = await context.api("/auth-user/my-wrapped");
  const wrapped = response.ok ? ((await response.json()) as SuccessEnvelope<Wrapped>).data : null;
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
