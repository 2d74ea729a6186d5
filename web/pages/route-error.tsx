import { lazy, Suspense } from "react";
import { useT } from "../lib/i18n.tsx";

/** Said when even the error page's code cannot be fetched (offline, or a deploy replaced the chunk). */
function BareErrorPage() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-6 py-16 text-center" data-testid="page-error">
      <h1 className="text-2xl font-bold text-slate-900">{t("pages.errorTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("pages.errorBody")}</p>
    </section>
  );
}

const RouteErrorPage = lazy(() =>
  import("./error-pages.tsx").then(
    (pages) => ({ default: pages.RouteErrorPage }),
    () => ({ default: BareErrorPage }),
  ),
);

/**
 * Every layout's ErrorBoundary. The error pages' code is fetched only when a page fails: a page that
 * renders fine (nearly all of them) does not carry it in its first load.
 */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
