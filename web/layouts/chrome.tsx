import { lazy, type ReactNode, Suspense } from "react";
import { useRootData } from "../lib/root-data.ts";
import { BottomNav } from "../shell/bottom-nav.tsx";
import { Footer } from "../shell/footer.tsx";
import { LanguageSwitch } from "../shell/language-switch.tsx";
import { Logo } from "../shell/logo.tsx";
import { MobileHeader } from "../shell/mobile-header.tsx";
import { TopBar } from "../shell/top-bar.tsx";

/** Only a signed-in buyer with an unproven address sees it: other first views do not carry its code. */
const VerifyEmailBanner = lazy(() =>
  import("../accounts/verify-email-banner.tsx").then((m) => ({ default: m.VerifyEmailBanner })),
);

/**
 * The pieces the seven layouts of spec section 2 are made of. Which pieces show at which width is
 * decided by CSS (the `mobile`/`desktop` variants), so server HTML and hydrated page are identical.
 */
export interface ChromeOptions {
  children: ReactNode;
  topBar?: boolean;
  footer?: boolean;
  bottomNav?: boolean;
  /** Content width: full-bleed pages, standard pages, or narrow reading/form pages. */
  width?: "full" | "wide" | "narrow";
  /** The slim header of the plain layout (logo and language only, at every width). */
  slimHeader?: boolean;
}

const WIDTH = { full: "", wide: "mx-auto w-full max-w-7xl", narrow: "mx-auto w-full max-w-3xl" } as const;

export function Chrome({
  children,
  topBar = true,
  footer = true,
  bottomNav = false,
  width = "wide",
  slimHeader = false,
}: ChromeOptions) {
  const { viewer } = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      {slimHeader ? (
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
            <Logo />
            <LanguageSwitch />
          </div>
        </header>
      ) : topBar ? (
        <>
          <TopBar />
          <MobileHeader />
        </>
      ) : null}
      {viewer && !viewer.emailVerified ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className={`flex-1 ${WIDTH[width]} ${bottomNav ? "mobile:pb-16" : ""}`}>
        {children}
      </main>
      {footer ? <Footer /> : null}
      {bottomNav ? <BottomNav /> : null}
    </div>
  );
}
