import type { LegalDocument } from "#shared/i18n/content/types.ts";
import { SectionBody } from "./section-body.tsx";

const TOC_HEADING_ID = "toc-heading";

/**
 * Terms and conditions, privacy policy: title, last-updated label, intro, a table of contents of anchor
 * links, then one `<section id>` per part. Text is kept to a readable measure (max-w-prose), and
 * `scroll-margin-top` keeps anchored headings clear of a sticky header.
 */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  return (
    <article className="px-4 py-8 desktop:px-6 desktop:py-12" data-testid="legal-document">
      <header className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 desktop:text-4xl">
          {document.title}
        </h1>
        <p className="mt-2 text-sm font-medium text-slate-600">{document.updatedLabel}</p>
        {document.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </header>

      <nav
        aria-labelledby={TOC_HEADING_ID}
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desktop:p-6"
        data-testid="toc"
      >
        <h2 id={TOC_HEADING_ID} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
          {document.tocLabel}
        </h2>
        <ol className="mt-3 grid gap-x-8 gap-y-0.5 text-sm desktop:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-mx-2 block rounded-md px-2 py-1.5 text-brand-700 hover:bg-brand-50 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-20 border-t border-slate-200 pt-8"
        >
          <h2
            id={`${section.id}-heading`}
            className="max-w-prose text-xl font-semibold tracking-tight text-slate-900 desktop:text-2xl"
          >
            {section.heading}
          </h2>
          <SectionBody section={section} itemStyle="bullets" />
        </section>
      ))}
    </article>
  );
}
