import type { PublicConfig } from "../../contracts/public-config.ts";
import type { RouteName } from "../../routing/route-table.ts";

/** A link from configuration (chat, customer service, partnership, social media). */
export type ConfigLinkName = keyof PublicConfig["links"];

/**
 * Where a content button leads. Content never holds a URL: external addresses come from configuration,
 * pages from the route table, and `section` is an anchor to a section of the same page.
 */
export type ContentTarget =
  | { kind: "config"; link: ConfigLinkName }
  | { kind: "route"; route: RouteName }
  | { kind: "section"; id: string };

export interface ContentAction {
  label: string;
  target: ContentTarget;
  /** Configuration links only: also offer a button that copies the link (contact page). */
  copyLabel?: string;
}

/** A headline number, e.g. `{ value: "1.200", label: "event" }`. */
export interface ContentFigure {
  value: string;
  label: string;
}

/** A titled block of static page content; `id` doubles as the URL anchor and is shared by all locales. */
export interface ContentSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  figures?: ContentFigure[];
  actions?: ContentAction[];
}

/** Terms and conditions, privacy policy. */
export interface LegalDocument {
  title: string;
  description: string;
  updatedLabel: string;
  tocLabel: string;
  intro: string[];
  sections: ContentSection[];
}

/** About, wristband, web development, contact and how-to-buy pages. */
export interface InfoPage {
  title: string;
  description: string;
  heading: string;
  intro: string[];
  /** Buttons under the intro; the first one is the primary action. */
  actions?: ContentAction[];
  sections: ContentSection[];
  /** The closing call to action: a short note and its buttons. */
  cta?: { note?: string; actions: ContentAction[] };
}

export interface PageContent {
  terms: LegalDocument;
  privacy: LegalDocument;
  about: InfoPage;
  wristband: InfoPage;
  webDevelopment: InfoPage;
  contact: InfoPage;
  howToBuy: InfoPage;
}
