import { useTranslation } from 'react-i18next';
import { FormField, MultiSelect, type MultiSelectOption } from '@inkwell/ui-kit';
import { StyledFilterGrid } from './styled';
import { useLinguistOptions } from './use-linguist-options';

export interface LinguistFilterValues {
  status: string[];
  role: string[];
  level: string[];
  language: string[];
}

export const NO_LINGUIST_FILTERS: LinguistFilterValues = { status: [], role: [], level: [], language: [] };

/** The search's filters (issue 11): account status, role, level and language, each any of several. */
export function LinguistFilters({ values, onChange }: { values: LinguistFilterValues; onChange: (values: LinguistFilterValues) => void }) {
  const { t } = useTranslation();
  const options = useLinguistOptions();
  const filter = (key: keyof LinguistFilterValues, choices: MultiSelectOption[]) => {
    const id = `linguist-filter-${key}`;
    const label = t(`linguists.filters.${key}`);
    return (
      <FormField label={label} htmlFor={id}>
        <MultiSelect
          id={id}
          label={label}
          options={choices}
          value={values[key]}
          onChange={(next) => onChange({ ...values, [key]: next })}
          placeholder={t('linguists.filters.any')}
          searchPlaceholder={t('linguists.filters.search')}
          noOptionsText={t('linguists.filters.noOptions')}
          selectedText={(count) => t('linguists.filters.selected', { count })}
          clearLabel={t('linguists.filters.clear')}
        />
      </FormField>
    );
  };
  return (
    <StyledFilterGrid>
      {filter('status', options.statuses)}
      {filter('role', options.roles)}
      {filter('level', options.levels)}
      {filter('language', options.languages)}
    </StyledFilterGrid>
  );
}
