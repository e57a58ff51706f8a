/** The shape of a legal page's content: structured text per language, rendered by legal-page.tsx. */
import type { Language } from '../../../lib/i18n.ts';

export interface LegalSection {
  /** The anchor of the section (`#stored`), the same in every language. */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** A table: the first row is the header. */
  table?: readonly (readonly string[])[];
  /** A paragraph after the list or table. */
  after?: string;
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

export type LegalContent = Readonly<Record<Language, LegalDocument>>;

/** When the legal texts last changed; noon UTC so the date is the same day in every time zone. */
export const LEGAL_UPDATED = Date.UTC(2026, 10, 23, 12);
