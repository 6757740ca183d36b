import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, useToast } from '@inkwell/ui-kit';
import { errorToText, PageSpinner } from '@inkwell/web-kit';
import { countWords, findListedWords, keywordCounts, type OrderDto } from '@inkwell/contracts';
import { useGetOrderLayoutQuery, useGetOrderTextQuery, useGetOrderTextWordsQuery, useSaveOrderTextMutation, useSubmitOrderTextMutation } from '../api/order-api';
import { StyledEditor, StyledEditorLabel, StyledEditorTextArea, StyledKeyword, StyledKeywords } from './styled';
import { EditorActions } from './editor-actions';
import { SectionEditorForm } from './section-editor';
import { DictionaryNote, StopwordMarks } from './client-words';
import { SpellingMarks } from '../spelling/spelling-marks';
import { useUnknownWords } from '../spelling/use-unknown-words';

function EditorForm({ order, initialText }: { order: OrderDto; initialText: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const textareaId = useId();
  const countId = useId();
  const stopwordsId = useId();
  const spellingId = useId();
  const [text, setText] = useState(initialText);
  /** What the server holds; the editor is dirty while the text differs from it. */
  const [savedText, setSavedText] = useState(initialText);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saveText, saveState] = useSaveOrderTextMutation();
  const [submitText, submitState] = useSubmitOrderTextMutation();

  // The same counting as core-api's submit check, so what the editor shows is what the server decides.
  const words = countWords(text);
  const valid = words >= order.words.min && words <= order.words.max;
  const keywords = keywordCounts(text, order.keywords);
  // Without the client's lists the editor still works; core-api's submit check holds the stopwords either way.
  const { data: clientWords } = useGetOrderTextWordsQuery(order.id);
  const stopwords = clientWords?.stopwords ?? [];
  const hasStopwords = findListedWords(text, stopwords).length > 0;
  const spelling = useUnknownWords(text, clientWords?.language ?? order.language.culture, clientWords?.dictionary ?? []);
  const describedBy = [countId, hasStopwords && stopwordsId, spelling.unknown.length > 0 && spellingId].filter(Boolean).join(' ');
  const dirty = text !== savedText;

  const save = async () => {
    try {
      await saveText({ id: order.id, text }).unwrap();
      setSavedText(text);
      toast.show(t('order.editor.saved'), 'success');
    } catch (error) {
      toast.show(errorToText(error, t), 'danger');
    }
  };

  const submit = async () => {
    try {
      await submitText({ id: order.id, text }).unwrap();
      setSavedText(text);
      toast.show(t('order.editor.submitted'), 'success');
    } catch (error) {
      // 422 names the word limits the text missed; it belongs next to the text, not in the closed dialog.
      setSubmitError(errorToText(error, t));
    }
  };

  return (
    <StyledEditor>
      <StyledEditorLabel htmlFor={textareaId}>{t('order.editor.label')}</StyledEditorLabel>
      <StyledEditorTextArea
        id={textareaId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSubmitError(null);
        }}
        aria-invalid={!valid || hasStopwords}
        aria-describedby={describedBy}
        spellCheck
      />
      <StopwordMarks id={stopwordsId} text={text} stopwords={stopwords} />
      <SpellingMarks id={spellingId} spelling={spelling} />
      <EditorActions
        order={order}
        countId={countId}
        words={words}
        dirty={dirty}
        saving={saveState.isLoading}
        submitting={submitState.isLoading}
        onSave={save}
        onSubmit={submit}
      />
      {submitError && <Alert variant="danger">{submitError}</Alert>}
      {keywords.length > 0 && (
        <StyledKeywords aria-label={t('order.editor.keywords')}>
          {keywords.map(({ keyword, count }) => (
            <StyledKeyword key={keyword} $missing={count === 0}>
              {t('order.editor.keywordCount', { keyword, count })}
            </StyledKeyword>
          ))}
        </StyledKeywords>
      )}
      <DictionaryNote dictionary={clientWords?.dictionary ?? []} />
    </StyledEditor>
  );
}

/**
 * The writing desk: the draft (or the version to revise or proofread) with live word and keyword counts; for
 * an order with a layout, one field per section of the layout.
 */
export function TextEditor({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  // Always fresh: a version cached before the take or the revision request is not the one to work on.
  const { data: savedText, error, isFetching, isSuccess } = useGetOrderTextQuery(order.id, {
    refetchOnMountOrArgChange: true,
  });
  const layout = useGetOrderLayoutQuery(order.id, { skip: order.layoutId === null });
  // Taken once, so later cache updates (after a save) never overwrite what is being typed.
  const [initial, setInitial] = useState<{ text: string; sections: Record<string, string> } | null>(null);
  if (initial === null && isSuccess && !isFetching) setInitial({ text: savedText?.content ?? '', sections: savedText?.sections ?? {} });

  if (error) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  if (order.layoutId !== null && layout.error) return <Alert variant="danger">{errorToText(layout.error, t)}</Alert>;
  if (initial === null || (order.layoutId !== null && !layout.data)) return <PageSpinner />;
  if (order.layoutId !== null) return <SectionEditorForm order={order} layout={layout.data} initialSections={initial.sections} />;
  return <EditorForm order={order} initialText={initial.text} />;
}
