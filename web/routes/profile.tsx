import { guardedLoader } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { ComingSoonPage } from "../pages/coming-soon.tsx";
import { NotFoundPage } from "../pages/error-pages.tsx";
import { MobileHeader } from "../shell/mobile-header.tsx";
import { MobileOnly } from "../ui/mobile-only.tsx";

// ProfilePage: guard level 3 (mobile only); the accounts issue builds the profile and yearly summary.
export const loader = guardedLoader("ProfilePage");
export const meta = routeMeta("ProfilePage");
export const handle = routeHandle("ProfilePage");

export default function ProfileRoute() {
  return (
    <MobileOnly fallback={<NotFoundPage />}>
      <MobileHeader />
      <ComingSoonPage />
    </MobileOnly>
  );
}
