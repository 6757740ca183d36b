import { useTranslation } from 'react-i18next';
import { StyledWordCount } from './styled';

/** The live count of the whole text against the order's min..max. */
export function WordCount({ id, words, min, max, label }: { id: string; words: number; min: number; max: number; label?: string }) {
  const { t } = useTranslation();
  let verdict = t('order.editor.wordRange', { min, max });
  if (words < min) verdict = t('order.editor.tooFew', { min });
  else if (words > max) verdict = t('order.editor.tooMany', { max });
  return (
    <StyledWordCount id={id} $valid={words >= min && words <= max} aria-live="polite">
      {label && `${label}: `}
      {t('order.editor.wordCount', { count: words })} · {verdict}
    </StyledWordCount>
  );
}
