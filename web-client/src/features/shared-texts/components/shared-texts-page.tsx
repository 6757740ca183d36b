import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Alert, EmptyState, PageHeader, formatDate } from '@inkwell/ui-kit';
import type { SharedTexts } from '@inkwell/contracts';
import { PageSpinner } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { BFF_PATHS } from '@inkwell/web-kit';
import { StyledParagraph } from './styled';

const sharedTextsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSharedTexts: build.query<SharedTexts, string>({ query: (token) => `${BFF_PATHS.apiPrefix}/shared/${encodeURIComponent(token)}` }),
  }),
});

/** /shared/:token — an online export, read-only, for anyone with the link (signed in or not). */
export function SharedTextsPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  // A link's token is 32 random bytes in base64url; core-api refuses any other (400), so it is not asked.
  const wellFormed = /^[A-Za-z0-9_-]{43}$/.test(token);
  const { data, isLoading, error } = sharedTextsApi.useGetSharedTextsQuery(token, { skip: !wellFormed });
  if (isLoading) return <PageSpinner />;
  if (error || !data) return <Alert variant="danger">{t('exports.shared.gone')}</Alert>;
  return (
    <article aria-label={data.projectName}>
      <PageHeader title={data.projectName} />
      <p>{t('exports.shared.created', { date: formatDate(data.createdAt) })}</p>
      {data.texts.length === 0 && <EmptyState title={t('exports.shared.empty')} />}
      {data.texts.map((text) => (
        <section key={text.orderId} aria-labelledby={`shared-text-${text.orderId}`}>
          <h2 id={`shared-text-${text.orderId}`}>{text.title}</h2>
          <p>{t('exports.shared.words', { count: text.words })}</p>
          {text.content.split(/\n\s*\n/).map((paragraph, index) => (
            // React escapes the text: a linguist's markup shows as written, never runs.
            <StyledParagraph key={index}>{paragraph}</StyledParagraph>
          ))}
        </section>
      ))}
    </article>
  );
}
