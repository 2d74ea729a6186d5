import sanitizeHtml from "sanitize-html";

/**
 * The description's allowlist: text structure and links, nothing that runs, loads or styles. Every
 * attribute not named here goes (`on*`, `style`, `class`, `srcdoc`); links keep only http(s) and
 * mailto (no `javascript:`, `data:`, `vbscript:`), and open in a new tab without an opener. Images are
 * not allowed in the description: the event's own images go through the upload checks.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
  ],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The contents of these go with them; other unknown tags are dropped and their text kept.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { a: ["href", "title", "rel", "target"] },
  }).trim();
}

/** The description as plain text (search index, meta description, the legacy column). */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote)>|<br\s*\/?>/gi, "\n"), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
