import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, FormField, Select, TextField, useToast } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { ButtonRow, Stack } from '../components/layout';
import { Section } from '../components/section';
import { useDisplayNames } from '../i18n/display-names';
import { PageSpinner } from '../routing/page-spinner';
import type { LanguageEntry } from '../catalogues/catalogue-api';
import type { WordListKind, WordListsApi } from './word-lists-api';
import { StyledWord, StyledWordEdit, StyledWordList, StyledWordRow } from './styled';
import { firstInvalidWord, splitWords } from './word-input';

interface ListProps {
  api: WordListsApi;
  list: WordListKind;
  /** staff's view of this client's lists; the client's own without it */
  clientId?: number;
  /** the language's culture */
  language: string;
}

/** The words to add, typed in one field; the form names a word core-api would refuse before sending. */
function AddWordsForm({ api, list, clientId, language, id }: ListProps & { id: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addWords, { isLoading }] = api.useAddWordsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const words = splitWords(input);
    const invalid = firstInvalidWord(words);
    if (!words.length) return setError(t('wordLists.required'));
    if (invalid !== null) return setError(t('wordLists.invalidWord', { word: invalid }));
    setError(null);
    try {
      await addWords({ list, clientId, language, words }).unwrap();
      setInput('');
      toast.show(t('wordLists.added', { count: words.length }), 'success');
    } catch (caught) {
      setError(errorToText(caught, t));
    }
  };

  return (
    <form noValidate aria-label={t(`wordLists.${list}.add`)} onSubmit={(event) => void submit(event)}>
      <Stack>
        <FormField label={t(`wordLists.${list}.add`)} htmlFor={id} hint={t('wordLists.addHint')} error={error ?? undefined}>
          <TextField id={id} value={input} onChange={(event) => setInput(event.target.value)} invalid={error !== null} autoComplete="off" />
        </FormField>
        <div>
          <Button type="submit" loading={isLoading}>
            {t('wordLists.addButton')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** One word with its Edit and Delete buttons; editing replaces the language's list with the word changed. */
interface WordRowProps extends ListProps {
  words: readonly string[];
  word: string;
  /** set on the row of a word just saved: that row is new (its word changed), so it takes the focus itself */
  focusEdit: boolean;
  onSaved: (word: string) => void;
  onRemoved: () => void;
}

function WordRow({ api, list, clientId, language, words, word, focusEdit, onSaved, onRemoved }: WordRowProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Leaving the edit (saved or cancelled) puts the focus back on the row's Edit button, where it started.
  useEffect(() => {
    if ((wasEditing.current || focusEdit) && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, focusEdit]);
  const [value, setValue] = useState(word);
  const [error, setError] = useState<string | null>(null);
  const [replaceWords, replaceState] = api.useReplaceWordsMutation();
  const [removeWords, removeState] = api.useRemoveWordsMutation();

  const cancel = () => {
    setEditing(false);
    setValue(word);
    setError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changed = value.trim();
    if (changed === '') return setError(t('wordLists.required'));
    if (firstInvalidWord([changed]) !== null) return setError(t('wordLists.invalidWord', { word: changed }));
    try {
      await replaceWords({ list, clientId, language, words: words.map((each) => (each === word ? changed : each)) }).unwrap();
      setEditing(false);
      onSaved(changed);
      toast.show(t('wordLists.changed', { word: changed }), 'success');
    } catch (caught) {
      setError(errorToText(caught, t));
    }
  };

  const remove = async () => {
    try {
      await removeWords({ list, clientId, language, words: [word] }).unwrap();
      toast.show(t('wordLists.removed', { word }), 'success');
      onRemoved();
    } catch (caught) {
      toast.show(errorToText(caught, t), 'danger');
    }
  };

  if (editing) {
    return (
      <StyledWordRow>
        <StyledWordEdit
          as="form"
          noValidate
          aria-label={t('wordLists.editLabel', { word })}
          onSubmit={(event: FormEvent) => void save(event)}
          onKeyDown={(event: KeyboardEvent) => event.key === 'Escape' && cancel()}
        >
          <FormField label={t('wordLists.editLabel', { word })} htmlFor={id} error={error ?? undefined}>
            {/* the field opens on the user's own Edit click, so the focus follows it there */}
            <TextField id={id} value={value} onChange={(event) => setValue(event.target.value)} invalid={error !== null} autoFocus autoComplete="off" />
          </FormField>
          <ButtonRow>
            <Button type="submit" size="sm" loading={replaceState.isLoading}>
              {t('wordLists.save')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={cancel}>
              {t('wordLists.cancel')}
            </Button>
          </ButtonRow>
        </StyledWordEdit>
      </StyledWordRow>
    );
  }

  return (
    <StyledWordRow>
      <StyledWord>{word}</StyledWord>
      <ButtonRow>
        <Button ref={editButton} size="sm" variant="secondary" aria-label={t('wordLists.editButtonLabel', { word })} onClick={() => setEditing(true)}>
          {t('wordLists.edit')}
        </Button>
        <Button size="sm" variant="danger" aria-label={t('wordLists.removeLabel', { word })} loading={removeState.isLoading} onClick={() => void remove()}>
          {t('wordLists.remove')}
        </Button>
      </ButtonRow>
    </StyledWordRow>
  );
}

export interface WordListsPanelProps {
  api: WordListsApi;
  list: WordListKind;
  /** staff's view of this client's lists (admin client page); the signed-in client's own without it */
  clientId?: number;
  /** the languages catalogue, as the app's catalogue query answers it */
  languages: { data?: LanguageEntry[]; isLoading: boolean };
}

/**
 * Spec settings tabs stopwords and dictionary (client-portal §7, admin-and-linguist §7.1 client settings): a client's
 * list of one kind for a chosen language (a language that has words first), words added in one field, each edited or
 * removed on its row; the client's own, or a client's for staff.
 */
export function WordListsPanel({ api, list, clientId, languages }: WordListsPanelProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const addId = useId();
  const wordList = useRef<HTMLUListElement>(null);
  const lists = api.useGetWordListsQuery(clientId === undefined ? { list } : { list, clientId });
  const [chosen, setChosen] = useState<string | null>(null);
  const [savedWord, setSavedWord] = useState<string | null>(null);
  const { languageName: nameOf } = useDisplayNames();
  if (lists.isLoading || languages.isLoading) return <PageSpinner />;
  if (lists.error || !lists.data) {
    return (
      <Alert variant="danger">
        {errorToText(lists.error, t)}{' '}
        <Button size="sm" variant="secondary" onClick={() => void lists.refetch()}>
          {t('wordLists.retry')}
        </Button>
      </Alert>
    );
  }

  // A removed word's row is gone with its button: the focus goes to the list, or to the add field once it is empty.
  const focusAfterRemoval = () => {
    if (wordList.current?.isConnected && wordList.current.childElementCount > 1) wordList.current.focus();
    else document.getElementById(addId)?.focus();
  };

  const withWords = lists.data.data;
  // Without the catalogue the client still reaches the languages that have words.
  const catalogue = languages.data ?? withWords.map((entry) => ({ culture: entry.language, name: entry.language }));
  const language = chosen ?? withWords[0]?.language ?? catalogue[0]?.culture ?? '';
  const words = withWords.find((entry) => entry.language === language)?.words ?? [];
  const languageName = nameOf(catalogue.find((entry) => entry.culture === language) ?? { culture: language, name: language });
  const options = catalogue.map((entry) => {
    const count = withWords.find((each) => each.language === entry.culture)?.words.length ?? 0;
    const name = nameOf(entry);
    return { value: entry.culture, label: count ? t('wordLists.languageWithCount', { name, count }) : name };
  });

  return (
    <Section title={t(`wordLists.${list}.title`)}>
      <p>{t(`wordLists.${list}.${clientId === undefined ? 'intro' : 'staffIntro'}`)}</p>
      <FormField label={t('wordLists.language')} htmlFor={selectId}>
        <Select id={selectId} value={language} options={options} onChange={(event) => setChosen(event.target.value)} />
      </FormField>
      {language && <AddWordsForm key={language} id={addId} api={api} list={list} clientId={clientId} language={language} />}
      {words.length === 0 ? (
        <EmptyState title={t(`wordLists.${list}.empty`, { language: languageName })} hint={t(`wordLists.${list}.emptyHint`)} />
      ) : (
        <StyledWordList ref={wordList} tabIndex={-1} aria-label={t(`wordLists.${list}.listLabel`, { language: languageName })}>
          {words.map((word) => (
            <WordRow
              key={`${language}:${word}`}
              api={api}
              list={list}
              clientId={clientId}
              language={language}
              words={words}
              word={word}
              focusEdit={savedWord === word}
              onSaved={setSavedWord}
              onRemoved={focusAfterRemoval}
            />
          ))}
        </StyledWordList>
      )}
    </Section>
  );
}
