import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Alert, Spinner } from '@inkwell/ui-kit';
import { AuthLayout } from '../pages/auth-layout';
import { StyledLegalText, StyledLinks } from '../pages/styled';
import { useLocalizedPath } from '../routing/language-prefix';
import { isLegalDocument, LEGAL_LABEL_KEYS, type LegalTexts } from './legal-document';

// Each language's documents are their own chunk, fetched only by a visitor who opens one.
const LOADERS: Record<string, () => Promise<LegalTexts>> = {
  en: () => import('./legal-texts-en').then((m) => m.legalTexts),
  de: () => import('./legal-texts-de').then((m) => m.legalTexts),
  fr: () => import('./legal-texts-fr').then((m) => m.legalTexts),
  it: () => import('./legal-texts-it').then((m) => m.legalTexts),
};

type Loaded = { language: string; texts: LegalTexts } | { language: string; failed: true };

/** /legal/:document: the client terms, the linguist terms or the data protection notice, open to everybody. */
export function LegalPage() {
  const { document } = useParams();
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const language = i18n.language in LOADERS ? i18n.language : 'en';
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    LOADERS[language]()
      .then((texts) => current && setLoaded({ language, texts }))
      .catch(() => current && setLoaded({ language, failed: true }));
    return () => {
      current = false;
    };
  }, [language]);

  if (!isLegalDocument(document)) return <Navigate to={localized('/404')} replace />;
  const ready = loaded?.language === language ? loaded : null;
  const legal = ready && 'texts' in ready ? ready.texts[document] : null;

  return (
    <AuthLayout wide title={legal?.title ?? t(LEGAL_LABEL_KEYS[document])}>
      {!ready && <Spinner label={t('common.loading')} />}
      {ready && 'failed' in ready && <Alert variant="danger">{t('errors.default')}</Alert>}
      {legal && (
        <StyledLegalText>
          {legal.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </StyledLegalText>
      )}
      <StyledLinks>
        <Link to={localized('/dashboard')}>{t('pages.backToDashboard')}</Link>
      </StyledLinks>
    </AuthLayout>
  );
}
