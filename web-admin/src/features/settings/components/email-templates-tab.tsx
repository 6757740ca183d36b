import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { EmailTemplateSummary } from '@inkwell/contracts';
import { isInterfaceLanguage, useLocalizedPath, WholeListTable } from '@inkwell/web-kit';
import { useGetEmailTemplatesQuery } from '../api/email-templates-api';
import { StyledIntro } from './styled';

/** The settings tab "Email templates": every mail the platform sends, each opening its edit page. */
export function EmailTemplatesTab() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'en';
  const templates = useGetEmailTemplatesQuery();
  const columns: DataTableColumn<EmailTemplateSummary>[] = [
    {
      id: 'name',
      header: t('settings.emailTemplates.columns.name'),
      cell: (template) => <Link to={localized(`/settings/email-template/${template.id}`)}>{t(`settings.emailTemplates.names.${template.id}`)}</Link>,
    },
    {
      id: 'audience',
      header: t('settings.emailTemplates.columns.audience'),
      cell: (template) => template.audience.map((role) => t(`settings.emailTemplates.audience.${role}`)).join(', '),
    },
    { id: 'subject', header: t('settings.emailTemplates.columns.subject'), cell: (template) => template.subjects[language] || template.subject },
    { id: 'updated', header: t('settings.emailTemplates.columns.updated'), cell: (template) => formatDate(template.updatedAt, true) },
  ];
  return (
    <>
      <StyledIntro>{t('settings.emailTemplates.intro')}</StyledIntro>
      <WholeListTable<EmailTemplateSummary>
        result={templates}
        label={t('settings.tabs.email-templates')}
        columns={columns}
        emptyState={<EmptyState title={t('settings.emailTemplates.empty')} />}
      />
    </>
  );
}
