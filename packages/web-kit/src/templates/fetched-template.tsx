import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { TemplatePreview, type PreviewedTemplate } from './template-preview';

export interface FetchedTemplateProps {
  /** The read of one briefing or layout, as an RTK Query hook returns it. */
  result: { data?: PreviewedTemplate; error?: unknown };
}

/** A briefing or layout read from the API: a spinner while it loads, what went wrong, or its preview. */
export function FetchedTemplate({ result }: FetchedTemplateProps) {
  const { t } = useTranslation();
  if (result.data) return <TemplatePreview template={result.data} />;
  if (result.error) return <Alert variant="danger">{errorToText(result.error, t)}</Alert>;
  return <Spinner label={t('common.loading')} />;
}
