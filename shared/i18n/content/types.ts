/** A titled block of static page content; `id` doubles as the URL anchor and is shared by all locales. */
export interface ContentSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
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
  sections: ContentSection[];
  cta?: { label: string; note?: string };
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
