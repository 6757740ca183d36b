import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, FormField, Select, TextField, useToast } from '@inkwell/ui-kit';
import {
  GENERATOR_KEYWORD_MAX,
  GENERATOR_LANGUAGES,
  GENERATOR_TYPES,
  type GenerateAnswer,
  type GeneratorItem,
  type GeneratorLanguage,
  type GeneratorType,
} from '@inkwell/contracts';
import { Stack } from '../components/layout';
import type { GeneratorApi } from './generator-api';
import { generatorErrorText, isNotConfigured } from './generator-error';
import { useGeneratorText } from './generator-texts';
import {
  StyledForm,
  StyledFormActions,
  StyledKeyword,
  StyledOutline,
  StyledSectionTitle,
  StyledSuggestion,
  StyledSuggestions,
  StyledSuggestionText,
  StyledSuggestionTitle,
  StyledUsage,
} from './styled';

function interfaceLanguage(language: string): GeneratorLanguage {
  const base = language.slice(0, 2) as GeneratorLanguage;
  return GENERATOR_LANGUAGES.includes(base) ? base : 'en';
}

function Suggestion({ api, answer, item }: { api: GeneratorApi; answer: GenerateAnswer; item: GeneratorItem }) {
  const { t } = useTranslation();
  const text = useGeneratorText();
  const toast = useToast();
  const [save, saving] = api.useSaveGeneratorResultMutation();
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const onSave = () =>
    save({ language: answer.language, type: answer.type, keyword: answer.keyword, title: item.title, outline: item.outline })
      .unwrap()
      .then(() => {
        setSaved(true);
        toast.show(text('savedToast'), 'success');
      })
      .catch((error: unknown) => toast.show(generatorErrorText(error, t), 'danger'));
  return (
    <StyledSuggestion aria-labelledby={titleId}>
      <StyledSuggestionText>
        <StyledSuggestionTitle id={titleId}>{item.title}</StyledSuggestionTitle>
        {item.outline.length > 0 && (
          <StyledOutline aria-label={text('outline')}>
            {item.outline.map((heading, index) => (
              <li key={index}>{heading}</li>
            ))}
          </StyledOutline>
        )}
      </StyledSuggestionText>
      <div>
        <Button size="sm" variant="secondary" onClick={onSave} loading={saving.isLoading} disabled={saved} aria-label={saved ? undefined : text('saveFor', { title: item.title })}>
          {saved ? text('saved') : text('save')}
        </Button>
      </div>
    </StyledSuggestion>
  );
}

/** The playground tab: language, type and keyword in, suggestions out, each saved on its own. */
export function GeneratorPlayground({ api }: { api: GeneratorApi }) {
  const { t, i18n } = useTranslation();
  const text = useGeneratorText();
  const ids = { language: useId(), type: useId(), keyword: useId() };
  const usage = api.useGetGeneratorUsageQuery();
  const [generate, generation] = api.useGenerateSuggestionsMutation();
  const [language, setLanguage] = useState<GeneratorLanguage>(() => interfaceLanguage(i18n.language));
  const [type, setType] = useState<GeneratorType>('TITLE');
  const [keyword, setKeyword] = useState('');
  const [keywordError, setKeywordError] = useState<string>();
  const [answer, setAnswer] = useState<GenerateAnswer>();
  const notConfigured = isNotConfigured(usage.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    const problem = !trimmed
      ? text('keywordRequired')
      : trimmed.length > GENERATOR_KEYWORD_MAX
        ? text('keywordTooLong', { max: GENERATOR_KEYWORD_MAX })
        : undefined;
    setKeywordError(problem);
    if (problem) return document.getElementById(ids.keyword)?.focus();
    generate({ language, type, keyword: trimmed })
      .unwrap()
      .then(setAnswer)
      .catch(() => undefined);
  };

  return (
    <Stack>
      {usage.error !== undefined && <Alert variant={notConfigured ? 'info' : 'danger'}>{generatorErrorText(usage.error, t)}</Alert>}
      <StyledForm onSubmit={onSubmit} noValidate aria-label={text('title')}>
        <FormField label={text('language')} htmlFor={ids.language}>
          <Select
            id={ids.language}
            value={language}
            onChange={(event) => setLanguage(event.target.value as GeneratorLanguage)}
            options={GENERATOR_LANGUAGES.map((value) => ({ value, label: text(`languages.${value}`) }))}
          />
        </FormField>
        <FormField label={text('type')} htmlFor={ids.type}>
          <Select
            id={ids.type}
            value={type}
            onChange={(event) => setType(event.target.value as GeneratorType)}
            options={GENERATOR_TYPES.map((value) => ({ value, label: text(`types.${value}`) }))}
          />
        </FormField>
        <StyledKeyword>
          <FormField label={text('keyword')} htmlFor={ids.keyword} error={keywordError} hint={text('keywordHint', { max: GENERATOR_KEYWORD_MAX })} required>
            <TextField id={ids.keyword} value={keyword} maxLength={GENERATOR_KEYWORD_MAX + 50} invalid={keywordError !== undefined} onChange={(event) => setKeyword(event.target.value)} />
          </FormField>
        </StyledKeyword>
        <StyledFormActions>
          <Button type="submit" loading={generation.isLoading} disabled={notConfigured}>
            {text('generate')}
          </Button>
          {usage.data && (
            <StyledUsage>{text('usage', { used: usage.data.usedThisMonth, limit: usage.data.perMonth, perMinute: usage.data.perMinute })}</StyledUsage>
          )}
        </StyledFormActions>
      </StyledForm>
      {generation.isError && <Alert variant="danger">{generatorErrorText(generation.error, t)}</Alert>}
      <section aria-busy={generation.isLoading} aria-label={text('suggestions')}>
        <StyledSectionTitle>{text('suggestions')}</StyledSectionTitle>
        {generation.isLoading ? (
          <StyledUsage role="status">{text('generating')}</StyledUsage>
        ) : answer ? (
          <StyledSuggestions>
            {answer.items.map((item) => (
              <Suggestion key={item.id} api={api} answer={answer} item={item} />
            ))}
          </StyledSuggestions>
        ) : (
          <EmptyState title={text('noSuggestions')} hint={text('noSuggestionsHint')} />
        )}
      </section>
    </Stack>
  );
}
