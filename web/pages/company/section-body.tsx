import type { ContentAction, ContentSection } from "#shared/i18n/content/types.ts";
import { useRootData } from "../../lib/root-data.ts";
import { CopyButton } from "../../ui/copy-button.tsx";
import { ACTION_CLASS, ActionLink, ActionRow, CheckIcon } from "./content-action.tsx";

/** How a section's items are shown: checked list, numbered steps, cards, or plain bullets (legal text). */
export type ItemStyle = "checklist" | "steps" | "cards" | "bullets";

/** "Label: text" items get their label emphasised (materials, portfolio, data categories). */
function splitLead(item: string): { lead: string | null; rest: string } {
  const index = item.indexOf(": ");
  return index > 0 && index <= 48
    ? { lead: item.slice(0, index), rest: item.slice(index + 2) }
    : { lead: null, rest: item };
}

function ItemText({ item }: { item: string }) {
  const { lead, rest } = splitLead(item);
  if (!lead) return <>{item}</>;
  return (
    <>
      <strong className="font-semibold text-slate-900">{lead}:</strong> {rest}
    </>
  );
}

function Items({ items, style }: { items: readonly string[]; style: ItemStyle }) {
  switch (style) {
    case "steps":
      return (
        <ol className="mt-5 space-y-4">
          {items.map((item, index) => (
            <li key={item} className="flex gap-4">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <span className="pt-1 leading-relaxed text-slate-700">{item}</span>
            </li>
          ))}
        </ol>
      );
    case "cards":
      return (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {items.map((item) => {
            const { lead, rest } = splitLead(item);
            return (
              <li key={item} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                {lead ? <p className="font-semibold text-slate-900">{lead}</p> : null}
                <p className={`leading-relaxed text-slate-700 first-letter:uppercase ${lead ? "mt-1" : ""}`}>
                  {rest}
                </p>
              </li>
            );
          })}
        </ul>
      );
    case "checklist":
      return (
        <ul className="mt-4 max-w-prose space-y-3">
          {items.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <ItemText item={item} />
              </span>
            </li>
          ))}
        </ul>
      );
    case "bullets":
      return (
        <ul className="mt-4 max-w-prose list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-brand-600">
          {items.map((item) => (
            <li key={item}>
              <ItemText item={item} />
            </li>
          ))}
        </ul>
      );
  }
}

/** A contact channel: the configured address, a link that opens it and a button that copies it. */
function Channel({ action, heading }: { action: ContentAction; heading: string }) {
  const { links } = useRootData().publicConfig;
  if (action.target.kind !== "config") return <ActionLink action={action} tone="primary" />;
  const url = links[action.target.link];
  return (
    <div className="mt-4">
      <p className="font-mono text-sm break-all text-slate-600">{url.replace(/^https?:\/\//, "")}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <ActionLink action={action} tone="primary" />
        <CopyButton text={url} className={ACTION_CLASS.secondary}>
          {action.copyLabel}
          <span className="sr-only"> ({heading})</span>
        </CopyButton>
      </div>
    </div>
  );
}

/** Paragraphs, figures, items and actions of one content section (its heading is the caller's). */
export function SectionBody({ section, itemStyle }: { section: ContentSection; itemStyle: ItemStyle }) {
  const channels = section.actions?.filter((action) => action.copyLabel) ?? [];
  const others = section.actions?.filter((action) => !action.copyLabel) ?? [];
  return (
    <>
      {section.figures ? (
        <dl className="mt-5 grid gap-3 sm:grid-cols-3">
          {section.figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-5">
              <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 max-w-prose leading-relaxed text-slate-700">
          {paragraph}
        </p>
      ))}
      {section.items ? <Items items={section.items} style={itemStyle} /> : null}
      {channels.map((action) => (
        <Channel key={action.label} action={action} heading={section.heading} />
      ))}
      {others.length > 0 ? (
        <ActionRow actions={others} tones={["secondary", "secondary"]} className="mt-5" />
      ) : null}
    </>
  );
}
