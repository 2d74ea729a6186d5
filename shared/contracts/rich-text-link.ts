import { z } from "zod";

/** The schemes a description's link keeps: the server's sanitiser drops an `href` with any other. */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto"] as const;

/** A link the sanitiser keeps whole: an http(s) address, or mailto: with an e-mail address. */
export const RICH_TEXT_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i;

/** The description editor's link address, checked before the editor sets it. */
export const richTextLinkSchema = z.object({ href: z.string().trim().regex(RICH_TEXT_LINK) });
