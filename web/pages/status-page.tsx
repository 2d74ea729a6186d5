import type { ReactNode } from "react";
import { Link } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";

/** The frame of every full-page message: not found, access denied, not authorized, coming soon. */
export function StatusPage({
  title,
  body,
  children,
  testId,
}: {
  title: string;
  body: string;
  children?: ReactNode;
  testId: string;
}) {
  const t = useT();
  const href = useRouteHref();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center"
      data-testid={testId}
    >
      <h1 className="text-2xl font-bold text-slate-900 desktop:text-3xl">{title}</h1>
      <p className="mt-3 text-slate-600">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <Link
          to={href("LandingPage")}
          className="rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t("pages.backToHome")}
        </Link>
      </div>
    </section>
  );
}
