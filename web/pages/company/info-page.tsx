import type { InfoPage } from "#shared/i18n/content/types.ts";
import { ActionRow } from "./content-action.tsx";
import { type ItemStyle, SectionBody } from "./section-body.tsx";

/** Per-section presentation chosen by the page: how items look, or a whole section as a panel. */
export type SectionStyle = ItemStyle | "panel";

/**
 * About, wristband, web development, contact and how-to-buy: a hero with the heading, intro and main
 * actions, the sections (heading beside the text when the page is wide enough), then the closing CTA.
 * `wide` pages (the about layout) get a full-bleed hero; narrow ones a rounded card on desktop.
 */
export function InfoPageView({
  page,
  styles = {},
  wide = false,
}: {
  page: InfoPage;
  styles?: Readonly<Record<string, SectionStyle>>;
  wide?: boolean;
}) {
  const styleOf = (id: string | undefined): SectionStyle => (id ? (styles[id] ?? "checklist") : "checklist");
  return (
    <article data-testid="info-page">
      <header
        className={`bg-linear-to-b from-brand-50 to-white ${
          wide
            ? "border-b border-brand-100"
            : "desktop:mx-8 desktop:mt-8 desktop:rounded-3xl desktop:border desktop:border-brand-100"
        }`}
      >
        <div
          className={`mx-auto max-w-5xl px-4 py-10 ${wide ? "desktop:px-8 desktop:py-14" : "desktop:px-6 desktop:py-10"}`}
        >
          <h1
            className={`max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 ${
              wide ? "desktop:text-5xl" : "desktop:text-4xl"
            }`}
          >
            {page.heading}
          </h1>
          {page.intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-2xl leading-relaxed text-slate-700 desktop:text-lg">
              {paragraph}
            </p>
          ))}
          {page.actions ? <ActionRow actions={page.actions} className="mt-8" /> : null}
        </div>
      </header>

      <div className="@container mx-auto max-w-5xl px-4 py-10 desktop:px-8 desktop:py-14">
        {page.sections.map((section, index) => {
          const style = styleOf(section.id);
          const panel = style === "panel";
          const afterPanel = panel && styleOf(page.sections[index - 1]?.id) === "panel";
          const spacing = index === 0 ? "" : afterPanel ? "mt-4" : "mt-12 desktop:mt-16";
          return (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={`scroll-mt-24 ${spacing} ${
                panel
                  ? "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desktop:p-6"
                  : "@4xl:grid @4xl:grid-cols-[15rem_1fr] @4xl:gap-12"
              }`}
            >
              <h2
                id={`${section.id}-heading`}
                className={`font-bold tracking-tight text-balance text-slate-900 ${
                  panel ? "text-lg desktop:text-xl" : "text-xl desktop:text-2xl"
                }`}
              >
                {section.heading}
              </h2>
              <div className={`[&>:first-child]:mt-3 ${panel ? "" : "@4xl:[&>:first-child]:mt-0"}`}>
                <SectionBody section={section} itemStyle={panel ? "checklist" : style} />
              </div>
            </section>
          );
        })}

        {page.cta ? (
          <div className="mt-14 flex flex-col gap-6 rounded-3xl bg-brand-700 px-6 py-8 text-white @4xl:flex-row @4xl:items-center @4xl:justify-between @4xl:px-10">
            {page.cta.note ? (
              <p className="max-w-xl text-lg font-semibold text-balance">{page.cta.note}</p>
            ) : null}
            <ActionRow
              actions={page.cta.actions}
              tones={["inverted", "inverted-outline"]}
              className="shrink-0 flex-col sm:flex-row"
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
