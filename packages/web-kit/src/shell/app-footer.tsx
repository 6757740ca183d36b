import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BFF_PATHS, type Role } from '@inkwell/contracts';
import { useAppConfig } from '../config/app-config';
import { LEGAL_LABEL_KEYS, type LegalDocumentId } from '../legal/legal-document';
import { useLocalizedPath } from '../routing/language-prefix';
import { StyledFooterLinks } from './styled';

/** Whose terms an app links: each party reads its own, and staff, who answer to both, see both (spec §2.1). */
const TERMS_BY_ROLE: Record<Role, LegalDocumentId[]> = {
  client: ['client-terms'],
  linguist: ['linguist-terms'],
  admin: ['client-terms', 'linguist-terms'],
};

/** The footer of every page: copyright, the legal documents and the API docs. */
export function AppFooter() {
  const { t } = useTranslation();
  const { role } = useAppConfig();
  const localized = useLocalizedPath();
  const documents = [...TERMS_BY_ROLE[role], 'data-protection' as const];
  return (
    <StyledFooterLinks aria-label={t('footer.label')}>
      <span>{t('common.footer', { year: new Date().getFullYear() })}</span>
      {documents.map((document) => (
        <Link key={document} to={localized(`/legal/${document}`)}>
          {t(LEGAL_LABEL_KEYS[document])}
        </Link>
      ))}
      {/* The docs are a static site beside the app, so a plain link leaves the app's router. */}
      <a href={`${BFF_PATHS.docs}/`}>{t('footer.apiDocs')}</a>
    </StyledFooterLinks>
  );
}
