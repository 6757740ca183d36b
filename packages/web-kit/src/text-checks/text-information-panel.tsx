import { Alert, Spinner } from '@inkwell/ui-kit';
import { toHttpError } from '../api/error-to-text';
import type { TextCheckApi } from './text-checks-api';
import { useTextCheckText } from './text-checks-texts';
import { StyledHeading, StyledItem, StyledList, StyledMuted, StyledPanel } from './styled';

/** The text's words and how often it uses each of the order's keywords (GET …/text/information). */
export function TextInformationPanel({ api, orderId, hasText = true }: { api: TextCheckApi; orderId: number; hasText?: boolean }) {
  const text = useTextCheckText();
  // without a text yet there is nothing to ask: the answer would be a 404 the browser logs
  const result = api.useGetTextInformationQuery(orderId, { skip: !hasText });
  const info = result.data;
  return (
    <StyledPanel aria-labelledby={`text-information-${orderId}`}>
      <StyledHeading id={`text-information-${orderId}`}>{text('information.title')}</StyledHeading>
      {result.isLoading ? (
        <Spinner label={text('information.title')} />
      ) : !hasText || toHttpError(result.error)?.status === 404 ? (
        <StyledMuted>{text('information.noText')}</StyledMuted>
      ) : result.isError || !info ? (
        <Alert variant="danger">{text('information.loadFailed')}</Alert>
      ) : (
        <>
          <StyledMuted>{text('information.words', { count: info.wordsCount })}</StyledMuted>
          {info.keywords.length ? (
            <StyledList aria-label={text('information.keyword')}>
              {info.keywords.map(({ keyword, count }) => (
                <StyledItem key={keyword}>
                  {keyword}: {count}
                </StyledItem>
              ))}
            </StyledList>
          ) : (
            <StyledMuted>{text('information.noKeywords')}</StyledMuted>
          )}
        </>
      )}
    </StyledPanel>
  );
}
