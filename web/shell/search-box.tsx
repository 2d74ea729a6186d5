import { Form } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { SearchIcon } from "./icons.tsx";

const VARIANTS = {
  bar: {
    // At least 16rem: what is typed and the placeholder stay readable next to the links.
    form: "relative min-w-64 flex-1",
    icon: { size: 18, className: "left-3" },
    input: "h-10 border border-slate-300 bg-slate-50 pl-10 text-sm focus:border-brand-500 focus:bg-white",
    placeholder: "nav.searchPlaceholder",
  },
  hero: {
    form: "relative mt-8 max-w-xl",
    icon: { size: 20, className: "left-4" },
    input: "h-12 border-0 bg-white pl-12 text-ink",
    // The full sentence does not fit a 320 px phone's hero box; the label says "search".
    placeholder: "nav.searchPlaceholderShort",
  },
} as const;

/**
 * The event search (artist, event or venue): a GET form to the search route, so it works before
 * hydration and without JavaScript. The top bar and the landing hero differ only in size.
 */
export function SearchBox({ id, variant }: { id: string; variant: keyof typeof VARIANTS }) {
  const t = useT();
  const href = useRouteHref();
  const style = VARIANTS[variant];
  return (
    <Form method="get" action={href("SearchPage")} role="search" className={style.form}>
      <label htmlFor={id} className="sr-only">
        {t("nav.searchLabel")}
      </label>
      <SearchIcon
        width={style.icon.size}
        height={style.icon.size}
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-400 ${style.icon.className}`}
      />
      <input
        id={id}
        name="search"
        type="search"
        minLength={3}
        maxLength={255}
        placeholder={t(style.placeholder)}
        className={`w-full rounded-full pr-4 placeholder:text-slate-500 ${style.input}`}
      />
    </Form>
  );
}
