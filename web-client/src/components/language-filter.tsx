import { useTranslation } from 'react-i18next';
import { FormField, languageGroup, MultiSelect } from '@inkwell/ui-kit';
import { useDisplayNames } from '@inkwell/web-kit';
import { useGetLanguagesQuery } from '../api/catalogue-api';
import { listOf, listValue } from '../utils/list-value';

interface LanguageFilterProps {
  id: string;
  label: string;
  /** the picked cultures, as the filters keep them (see `listOf`) */
  value: string;
  onChange: (value: string) => void;
}

/** Spec §2: the language filter is a grouped multi-select, languages grouped by the name part before ' - ', in the interface language. */
export function LanguageFilter({ id, label, value, onChange }: LanguageFilterProps) {
  const { t } = useTranslation();
  const { data: languages = [] } = useGetLanguagesQuery();
  const { languageOptions } = useDisplayNames();
  // Grouped by the language's name in the interface language, as the options read.
  const options = languageOptions(languages).map((option) => ({ ...option, group: languageGroup(option.label) }));

  return (
    <FormField label={label} htmlFor={id}>
      <MultiSelect
        id={id}
        label={label}
        options={options}
        value={listOf(value)}
        onChange={(cultures) => onChange(listValue(cultures))}
        placeholder={t('filters.any')}
        searchPlaceholder={t('filters.search')}
        noOptionsText={t('filters.noOptions')}
        selectedText={(count) => t('filters.selected', { count })}
        clearLabel={t('filters.clear')}
      />
    </FormField>
  );
}
