import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormField, Select, useToast } from '@inkwell/ui-kit';
import { ButtonRow, errorToText, Section, Stack, useDisplayNames } from '@inkwell/web-kit';
import { LANGUAGE_PROFICIENCIES, type LanguageProficiency, type SelfLanguage } from '@inkwell/contracts';
import { useGetLanguagesQuery } from '../../../api/catalogue-api';
import { useUpdateLanguagesMutation } from '../api/settings-api';
import { StyledPlainList } from '../../../components/price-form-styled';
import { StyledLanguageName, StyledLanguageRow } from './styled';

/** core-api keeps between one and this many languages per linguist. */
const MAX_LANGUAGES = 20;

/** Her languages with her command of each; the list replaces the stored one on save. */
export function LanguagesForm({ languages }: { languages: SelfLanguage[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogue = useGetLanguagesQuery();
  const { languageName, languageOptions } = useDisplayNames();
  const [update, { isLoading }] = useUpdateLanguagesMutation();
  const [chosen, setChosen] = useState<SelfLanguage[]>(languages);
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const available = (catalogue.data ?? []).filter((entry) => !chosen.some((language) => language.culture === entry.culture));
  const setProficiency = (culture: string, proficiency: LanguageProficiency | null) =>
    setChosen((all) => all.map((language) => (language.culture === culture ? { ...language, proficiency } : language)));

  const add = () => {
    const entry = catalogue.data?.find((language) => language.culture === adding);
    if (!entry) return;
    if (chosen.length >= MAX_LANGUAGES) {
      setProblem(t('settings.languages.atMost', { max: MAX_LANGUAGES }));
      return;
    }
    setChosen((all) => [...all, { name: entry.name, culture: entry.culture, proficiency: null }]);
    setAdding('');
  };

  const save = async () => {
    setProblem(null);
    if (chosen.length === 0) {
      setProblem(t('settings.languages.atLeastOne'));
      return;
    }
    try {
      const saved = await update({
        languages: chosen.map(({ culture, proficiency }) => ({ culture, proficiency })),
      }).unwrap();
      setChosen(saved);
      toast.show(t('settings.saved'), 'success');
    } catch (error) {
      setProblem(errorToText(error, t));
    }
  };

  const proficiencyOptions = [
    { value: '', label: t('profileCommon.proficiency.none') },
    ...LANGUAGE_PROFICIENCIES.map((value) => ({ value, label: t(`profileCommon.proficiency.${value}`) })),
  ];

  return (
    <Section title={t('settings.languages.title')}>
      <Stack>
        {problem && <Alert variant="danger">{problem}</Alert>}
        <StyledPlainList aria-label={t('settings.languages.title')}>
          {chosen.map((language) => (
            <StyledLanguageRow key={language.culture}>
              <StyledLanguageName>{languageName(language)}</StyledLanguageName>
              <Select
                aria-label={t('settings.languages.proficiencyOf', { language: languageName(language) })}
                value={language.proficiency ?? ''}
                options={proficiencyOptions}
                onChange={(event) => setProficiency(language.culture, (event.target.value || null) as LanguageProficiency | null)}
              />
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setChosen((all) => all.filter((each) => each.culture !== language.culture))}
              >
                {t('settings.languages.remove', { language: languageName(language) })}
              </Button>
            </StyledLanguageRow>
          ))}
        </StyledPlainList>
        <FormField label={t('settings.languages.add')} htmlFor="add-language">
          <Select
            id="add-language"
            value={adding}
            placeholder={t('settings.languages.choose')}
            options={languageOptions(available)}
            onChange={(event) => setAdding(event.target.value)}
          />
        </FormField>
        <ButtonRow>
          <Button variant="secondary" onClick={add} disabled={!adding}>
            {t('settings.languages.addButton')}
          </Button>
          <Button onClick={() => void save()} loading={isLoading}>
            {t('settings.languages.save')}
          </Button>
        </ButtonRow>
      </Stack>
    </Section>
  );
}
