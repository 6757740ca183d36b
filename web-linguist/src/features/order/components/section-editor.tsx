import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, useToast } from '@inkwell/ui-kit';
import { errorToText, fieldErrorsOf, useTemplateMessages, type TemplateMessages } from '@inkwell/web-kit';
import { countWords, findListedWords, type OrderDto } from '@inkwell/contracts';
import { checkTextAgainstLayout } from '@inkwell/templates';
import { useGetOrderTextWordsQuery, useSaveOrderTextMutation, useSubmitOrderTextMutation } from '../api/order-api';
import { editorSectionsOf, layoutTreeOf, sectionVerdict, type EditorSection } from './layout-sections';
import {
  StyledEditor,
  StyledEditorLabel,
  StyledSectionError,
  StyledSectionField,
  StyledSectionTextArea,
  StyledWordCount,
} from './styled';
import { EditorActions } from './editor-actions';
import { DictionaryNote, StopwordMarks } from './client-words';
import { SpellingMarks } from '../spelling/spelling-marks';
import { useUnknownWords } from '../spelling/use-unknown-words';

const SECTION_FIELD = 'sections.';

interface SubmitErrors {
  bySection: Record<string, string[]>;
  general: string | null;
}

interface SubmittedText {
  /** the answer of GET …/layout the text was checked against */
  layout: object | undefined;
  sections: Record<string, string>;
}

/**
 * The per-section messages of a refused submit (`sections.<name>`), and whatever else it said. core-api's
 * check is the shared checkTextAgainstLayout, so each English message is matched to the same check run here on
 * the text that was sent, and worded in the interface language; a message without a match is shown as it came.
 */
function splitSubmitError(error: unknown, sent: SubmittedText, t: Parameters<typeof errorToText>[1], messages: TemplateMessages): SubmitErrors {
  const fields = fieldErrorsOf(error);
  const bySection: Record<string, string[]> = {};
  let otherFields = false;
  const tree = layoutTreeOf(sent.layout);
  const problems = tree ? checkTextAgainstLayout(tree, sent.sections, countWords) : [];
  if (fields && !Array.isArray(fields)) {
    for (const [field, said] of Object.entries(fields)) {
      if (field.startsWith(SECTION_FIELD) && Array.isArray(said)) {
        const section = field.slice(SECTION_FIELD.length);
        bySection[section] = said.map((message) => {
          const known = problems.find((problem) => problem.section === section && problem.message === String(message));
          return known ? messages.section(known) : String(message);
        });
      } else {
        otherFields = true;
      }
    }
  }
  if (Object.keys(bySection).length === 0) return { bySection, general: errorToText(error, t) };
  if (!otherFields) return { bySection, general: null };
  const rest = Object.fromEntries(Object.entries(fields ?? {}).filter(([field]) => !field.startsWith(SECTION_FIELD)));
  return { bySection, general: Object.values(rest).flat().map(String).join(' ') };
}

function rangeText(section: EditorSection, t: Parameters<typeof errorToText>[1]): string {
  const { min, max } = section;
  if (min !== null && max !== null) return t('order.editor.sectionRange_both', { min, max });
  if (min !== null) return t('order.editor.sectionRange_min', { min });
  if (max !== null) return t('order.editor.sectionRange_max', { max });
  return t('order.editor.sectionRange_none');
}

interface SectionFieldProps {
  section: EditorSection;
  text: string;
  errors: string[];
  /** the client's stopwords, marked in this section's text */
  stopwords: readonly string[];
  /** the order's language and the client's own words, for the spelling marks */
  culture: string;
  dictionary: readonly string[];
  onChange: (text: string) => void;
}

function SectionField({ section, text, errors, stopwords, culture, dictionary, onChange }: SectionFieldProps) {
  const { t } = useTranslation();
  const areaId = useId();
  const countId = useId();
  const errorId = useId();
  const stopwordsId = useId();
  const spellingId = useId();
  const { words, verdict } = sectionVerdict(section, text);
  const hasStopwords = findListedWords(text, stopwords).length > 0;
  const spelling = useUnknownWords(text, culture, dictionary);
  const describedBy = [countId, hasStopwords && stopwordsId, spelling.unknown.length > 0 && spellingId, errors.length > 0 && errorId].filter(Boolean).join(' ');
  const range = rangeText(section, t);
  return (
    <StyledSectionField>
      <StyledEditorLabel htmlFor={areaId}>
        {section.name} ({t(`order.editor.sectionType_${section.type}`)}, {range})
      </StyledEditorLabel>
      <StyledSectionTextArea
        id={areaId}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={verdict !== 'ok' || errors.length > 0 || hasStopwords}
        aria-describedby={describedBy}
        spellCheck
      />
      <StyledWordCount id={countId} $valid={verdict === 'ok'} aria-live="polite">
        {t('order.editor.wordCount', { count: words })} · {verdict === 'missing' ? t('order.editor.sectionMissing') : range}
      </StyledWordCount>
      <StopwordMarks id={stopwordsId} text={text} stopwords={stopwords} />
      <SpellingMarks id={spellingId} spelling={spelling} />
      {errors.length > 0 && (
        <StyledSectionError id={errorId} role="alert">
          {errors.join(' ')}
        </StyledSectionError>
      )}
    </StyledSectionField>
  );
}

const sameSections = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
};

interface SectionEditorFormProps {
  order: OrderDto;
  /** the answer of GET …/layout: its tree names the sections */
  layout: object | undefined;
  initialSections: Record<string, string>;
}

/** The writing desk of an order with a layout: one text per section, each counted against its own limits. */
export function SectionEditorForm({ order, layout, initialSections }: SectionEditorFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const messages = useTemplateMessages();
  const totalId = useId();
  const sections = editorSectionsOf(layout);
  const [texts, setTexts] = useState<Record<string, string>>(initialSections);
  /** What the server holds; the editor is dirty while the texts differ from it. */
  const [savedTexts, setSavedTexts] = useState<Record<string, string>>(initialSections);
  const [submitErrors, setSubmitErrors] = useState<SubmitErrors>({ bySection: {}, general: null });
  const [saveText, saveState] = useSaveOrderTextMutation();
  const [submitText, submitState] = useSubmitOrderTextMutation();
  const { data: clientWords } = useGetOrderTextWordsQuery(order.id);

  // Only the layout's sections are sent; counting is contracts' countWords, as core-api's submit check counts.
  const body = Object.fromEntries(sections.map(({ name }) => [name, texts[name] ?? '']));
  const verdicts = sections.map((section) => sectionVerdict(section, body[section.name] ?? ''));
  const total = verdicts.reduce((sum, { words }) => sum + words, 0);
  const dirty = !sameSections(texts, savedTexts);

  const change = (name: string, text: string) => {
    setTexts((current) => ({ ...current, [name]: text }));
    setSubmitErrors(({ bySection, general }) => ({ bySection: { ...bySection, [name]: [] }, general }));
  };

  const save = async () => {
    try {
      await saveText({ id: order.id, sections: body }).unwrap();
      setSavedTexts(texts);
      toast.show(t('order.editor.saved'), 'success');
    } catch (error) {
      toast.show(errorToText(error, t), 'danger');
    }
  };

  const submit = async () => {
    try {
      await submitText({ id: order.id, sections: body }).unwrap();
      setSavedTexts(texts);
      toast.show(t('order.editor.submitted'), 'success');
    } catch (error) {
      // 422 names each section that breaks the layout; its message goes under that section.
      setSubmitErrors(splitSubmitError(error, { layout, sections: body }, t, messages));
    }
  };

  return (
    <StyledEditor aria-label={t('order.editor.sections')}>
      {sections.map((section) => (
        <SectionField
          key={section.name}
          section={section}
          text={texts[section.name] ?? ''}
          errors={submitErrors.bySection[section.name] ?? []}
          stopwords={clientWords?.stopwords ?? []}
          culture={clientWords?.language ?? order.language.culture}
          dictionary={clientWords?.dictionary ?? []}
          onChange={(text) => change(section.name, text)}
        />
      ))}
      <EditorActions
        order={order}
        countId={totalId}
        words={total}
        countLabel={t('order.editor.total')}
        dirty={dirty}
        saving={saveState.isLoading}
        submitting={submitState.isLoading}
        onSave={save}
        onSubmit={submit}
      />
      {submitErrors.general && <Alert variant="danger">{submitErrors.general}</Alert>}
      <DictionaryNote dictionary={clientWords?.dictionary ?? []} />
    </StyledEditor>
  );
}
