/** The legal documents every app links from its footer, one page each at /legal/:document. */
export const LEGAL_DOCUMENTS = ['client-terms', 'linguist-terms', 'data-protection'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/** Translation keys of the documents' link texts, which also title a document while its text loads. */
export const LEGAL_LABEL_KEYS: Record<LegalDocumentId, string> = {
  'client-terms': 'footer.clientTerms',
  'linguist-terms': 'footer.linguistTerms',
  'data-protection': 'footer.dataProtection',
};

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  sections: LegalSection[];
}

export type LegalTexts = Record<LegalDocumentId, LegalDocument>;

export const isLegalDocument = (value: string | undefined): value is LegalDocumentId =>
  (LEGAL_DOCUMENTS as readonly string[]).includes(value ?? '');
