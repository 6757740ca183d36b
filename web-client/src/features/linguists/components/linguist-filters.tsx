import { useTranslation } from 'react-i18next';
import { LINGUIST_GROUP_TYPES } from '@inkwell/contracts';
import { Checkbox, FormField, MultiSelect } from '@inkwell/ui-kit';
import { useCatalogueNames, useLevelLabel } from '@inkwell/web-kit';
import { useGetLevelsQuery, useGetTextTopicsQuery } from '../../../api/catalogue-api';
import { FilterSelect, ResetFiltersButton } from '../../../components/filter-fields';
import { FilterPanel } from '../../../components/filter-panel';
import { LanguageFilter } from '../../../components/language-filter';
import { StyledFilterGrid } from '../../../components/styled';
import type { Filters } from '../../../hooks/use-filters';
import { listOf, listValue } from '../../../utils/list-value';
import type { LinguistFilterValues } from '../search-filters';

/** Spec §2 / issue 11 linguist filters: language, level, service, interests, relation, worked with me. */
export function LinguistFilters({ filters, onReset }: { filters: Filters<LinguistFilterValues>; onReset: () => void }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { catalogueOptions } = useCatalogueNames();
  const { data: levels = [] } = useGetLevelsQuery();
  const { data: topics = [] } = useGetTextTopicsQuery();
  const { values, setValue } = filters;
  const field = (key: keyof LinguistFilterValues) => ({
    id: `linguist-filter-${key}`,
    label: t(`linguists.search.filters.${key}`),
    value: values[key],
    onChange: (value: string) => setValue(key, value),
  });
  const multiSelectTexts = {
    placeholder: t('filters.any'),
    searchPlaceholder: t('filters.search'),
    noOptionsText: t('filters.noOptions'),
    selectedText: (count: number) => t('filters.selected', { count }),
    clearLabel: t('filters.clear'),
  };

  return (
    <FilterPanel activeCount={Object.values(values).filter(Boolean).length}>
      <StyledFilterGrid>
        <LanguageFilter {...field('languages')} />
        <FormField label={field('level').label} htmlFor={field('level').id}>
          <MultiSelect
            id={field('level').id}
            label={field('level').label}
            options={levels.map((level) => ({ value: level.code, label: levelLabel(level.code) }))}
            value={listOf(values.level)}
            onChange={(codes) => setValue('level', listValue(codes))}
            {...multiSelectTexts}
          />
        </FormField>
        <FilterSelect
          {...field('service')}
          options={LINGUIST_GROUP_TYPES.map((service) => ({ value: service, label: t(`linguists.services.${service}`) }))}
        />
        <FormField label={field('interests').label} htmlFor={field('interests').id}>
          <MultiSelect
            id={field('interests').id}
            label={field('interests').label}
            options={catalogueOptions('textTopics', topics)}
            value={listOf(values.interests)}
            onChange={(ids) => setValue('interests', listValue(ids))}
            {...multiSelectTexts}
          />
        </FormField>
        <FilterSelect
          {...field('relation')}
          options={(['bookmarked', 'blocked'] as const).map((relation) => ({
            value: relation,
            label: t(`linguists.search.relation.${relation}`),
          }))}
        />
        <Checkbox
          id={field('workedWithMe').id}
          label={field('workedWithMe').label}
          checked={values.workedWithMe === 'yes'}
          onChange={(event) => setValue('workedWithMe', event.target.checked ? 'yes' : '')}
        />
        <ResetFiltersButton onReset={onReset} />
      </StyledFilterGrid>
    </FilterPanel>
  );
}
