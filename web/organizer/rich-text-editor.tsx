import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useId, useState } from "react";
import { RICH_TEXT_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";
import { ERROR_TEXT, FIELD } from "./ui.ts";

/** What a link may point at: the server's sanitiser keeps these schemes and drops every other. */
const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i;

export interface RichTextEditorProps {
  /** The id of the editable area. */
  id: string;
  /** The id of the field's label, which names the editable area (a label's `for` names only inputs). */
  labelledBy: string;
  value: string;
  onChange(html: string): void;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * The description editor: paragraphs, bold, italic, headings, lists and links, written as the same
 * sanitised HTML the server keeps. Only what the sanitiser allows can be made here (no code, rules,
 * images or styles), so nothing an organiser formats is dropped on save. Loaded on its own chunk from
 * the event editor only: buyers' pages never download it.
 */
export default function RichTextEditor({
  id,
  labelledBy,
  value,
  onChange,
  disabled,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const t = useT();
  const editor = useEditor({
    immediatelyRender: false,
    // Its stylesheet would be an inline <style>, which the Content-Security-Policy refuses; app.css has it.
    injectCSS: false,
    editable: !disabled,
    content: value,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["mailto"],
          defaultProtocol: "https",
          isAllowedUri: (url) => LINK.test(url),
        },
      }),
    ],
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `${RICH_TEXT_CLASS} min-h-40 px-3 py-2 focus:outline-none`,
      },
    },
    // The empty paragraph the editor keeps last (to type after a list) is not part of the description.
    onUpdate: ({ editor: changed }) =>
      onChange(changed.isEmpty ? "" : changed.getHTML().replace(/(<p><\/p>)+$/, "")),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bullets: current?.isActive("bulletList") ?? false,
      numbers: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (label: string, pressed: boolean | undefined, run: () => void, content: ReactNode) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      className="min-h-9 min-w-9 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 disabled:opacity-50"
    >
      {content}
    </button>
  );
  return (
    <div className={`${FIELD} p-0`} data-testid="rich-text-editor">
      <div
        role="toolbar"
        aria-label={t("organizer.richText.toolbar")}
        aria-controls={id}
        className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
      >
        {tool(t("organizer.richText.bold"), active?.bold, () => chain().toggleBold().run(), <b>B</b>)}
        {tool(t("organizer.richText.italic"), active?.italic, () => chain().toggleItalic().run(), <i>I</i>)}
        {tool(
          t("organizer.richText.heading"),
          active?.h2,
          () => chain().toggleHeading({ level: 2 }).run(),
          "H2",
        )}
        {tool(
          t("organizer.richText.subheading"),
          active?.h3,
          () => chain().toggleHeading({ level: 3 }).run(),
          "H3",
        )}
        {tool(
          t("organizer.richText.bullets"),
          active?.bullets,
          () => chain().toggleBulletList().run(),
          <span aria-hidden="true">•≡</span>,
        )}
        {tool(
          t("organizer.richText.numbers"),
          active?.numbers,
          () => chain().toggleOrderedList().run(),
          <span aria-hidden="true">1≡</span>,
        )}
        {tool(
          t("organizer.richText.link"),
          active?.link || linkOpen,
          () => setLinkOpen((open) => !open),
          <LinkIcon />,
        )}
      </div>
      {linkOpen ? (
        <LinkForm
          current={editor.getAttributes("link").href as string | undefined}
          onApply={(href) => {
            chain().extendMarkRange("link").setLink({ href }).run();
            setLinkOpen(false);
          }}
          onRemove={() => {
            chain().extendMarkRange("link").unsetLink().run();
            setLinkOpen(false);
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/** Two chain links: the toolbar's link button (no emoji, which some phones' fonts lack). */
function LinkIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mx-auto"
    >
      <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
      <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
    </svg>
  );
}

/** The address of a link, checked as the sanitiser checks it before it is set. */
function LinkForm({
  current,
  onApply,
  onRemove,
}: {
  current: string | undefined;
  onApply(href: string): void;
  onRemove(): void;
}) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [href, setHref] = useState(current ?? "");
  const [error, setError] = useState<string | null>(null);
  // Not a <form>: it sits inside the event editor's form, and forms do not nest.
  const apply = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const trimmed = href.trim();
    if (!LINK.test(trimmed)) {
      setError(t("organizer.richText.linkInvalid"));
      return;
    }
    onApply(trimmed);
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
      <label htmlFor={inputId} className="grow text-sm text-slate-700">
        {t("organizer.richText.linkAddress")}
        <input
          id={inputId}
          type="url"
          inputMode="url"
          value={href}
          placeholder="https://"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(change) => {
            setHref(change.target.value);
            setError(null);
          }}
          onKeyDown={(key) => {
            if (key.key === "Enter") apply(key);
          }}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5"
        />
      </label>
      <button
        type="button"
        onClick={apply}
        className="min-h-9 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white"
      >
        {t("organizer.richText.linkApply")}
      </button>
      {current ? (
        <button
          type="button"
          onClick={onRemove}
          className="min-h-9 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t("organizer.richText.linkRemove")}
        </button>
      ) : null}
      {error ? (
        <p id={errorId} className={`${ERROR_TEXT} w-full`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
