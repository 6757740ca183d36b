import { useTranslation } from 'react-i18next';
import type { Spelling } from './use-unknown-words';
import { StyledSpellingStatus, StyledSpellingWords, StyledUnknownWord } from './styled';

/** Unknown words listed; a text full of names would otherwise push the editor's buttons far down. */
const LISTED = 40;

function languageName(language: string, interfaceLanguage: string): string {
  try {
    return new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/**
 * The order language's dictionary's verdict on the text (decision 055): a line that says how many words it does
 * not know (a polite live region, so a screen reader hears it change after a pause in typing) and the list of
 * those words with their positions, which the text field names in aria-describedby. It never blocks submitting.
 */
export function SpellingMarks({ spelling, id }: { spelling: Spelling; id: string }) {
  const { t, i18n } = useTranslation();
  const { status, unknown } = spelling;
  if (status === 'off') return null;
  if (status === 'unsupported') return <StyledSpellingStatus>{t('order.spelling.unsupported')}</StyledSpellingStatus>;
  const language = languageName(spelling.language ?? '', i18n.language);
  const summary =
    status === 'loading'
      ? t('order.spelling.loading', { language })
      : status === 'failed'
        ? t('order.spelling.failed', { language })
        : t('order.spelling.summary', { language, count: unknown.length });
  return (
    <>
      <StyledSpellingStatus aria-live="polite">{summary}</StyledSpellingStatus>
      {status === 'ready' && unknown.length > 0 && (
        <StyledSpellingWords id={id} role="group" aria-label={t('order.spelling.words', { language })}>
          <ul>
            {unknown.slice(0, LISTED).map(({ word, positions }) => (
              <li key={word}>
                <StyledUnknownWord>{word}</StyledUnknownWord> {t('order.spelling.at', { count: positions.length, positions: positions.join(', ') })}
              </li>
            ))}
          </ul>
          {unknown.length > LISTED && <p>{t('order.spelling.more', { count: unknown.length - LISTED })}</p>}
        </StyledSpellingWords>
      )}
    </>
  );
}
