import { useTranslation } from 'react-i18next';
import { CLIENT_ORDER_VIEWS, ORDER_SERVICES, PROJECT_STATUSES } from '@inkwell/contracts';
import { useLevelLabel } from '@inkwell/web-kit';
import { useGetLevelsQuery } from '../../../api/catalogue-api';
import { FilterInput, FilterSelect, ResetFiltersButton } from '../../../components/filter-fields';
import { FilterPanel } from '../../../components/filter-panel';
import { StyledFilterGrid } from '../../../components/styled';
import type { Filters } from '../../../hooks/use-filters';
import type { ProjectFilterValues } from '../filters';
import { LanguageFilter } from '../../../components/language-filter';

/** Spec §2 project filters. */
export function ProjectFilters({ filters, onReset }: { filters: Filters<ProjectFilterValues>; onReset: () => void }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { data: levels = [] } = useGetLevelsQuery();
  const { values, setValue } = filters;
  const field = (key: keyof ProjectFilterValues) => ({
    id: `project-filter-${key}`,
    label: t(`content.projects.filters.${key}`),
    value: values[key],
    onChange: (value: string) => setValue(key, value),
  });

  return (
    <FilterPanel activeCount={Object.values(values).filter(Boolean).length}>
      <StyledFilterGrid>
        <LanguageFilter {...field('culture')} />
        <FilterSelect {...field('level')} options={levels.map((level) => ({ value: level.code, label: levelLabel(level.code) }))} />
        <FilterSelect
          {...field('projectStatus')}
          options={PROJECT_STATUSES.map((status) => ({ value: status, label: t(`projectStatus.${status}`) }))}
        />
        <FilterSelect
          {...field('orderStatus')}
          options={CLIENT_ORDER_VIEWS.map((view) => ({ value: view, label: t(`clientViews.${view}`) }))}
        />
        <FilterInput {...field('id')} inputMode="numeric" />
        <FilterInput {...field('orderId')} inputMode="numeric" />
        <FilterInput {...field('externalId')} />
        <FilterSelect
          {...field('service')}
          options={ORDER_SERVICES.map((service) => ({ value: service, label: t(`serviceNames.${service}`) }))}
        />
        <FilterInput {...field('linguistId')} inputMode="numeric" />
        <FilterInput {...field('groupName')} />
        <FilterInput {...field('createdFrom')} type="date" />
        <FilterInput {...field('createdTo')} type="date" />
        <FilterInput {...field('acceptedFrom')} type="date" />
        <FilterInput {...field('acceptedTo')} type="date" />
        <ResetFiltersButton onReset={onReset} />
      </StyledFilterGrid>
    </FilterPanel>
  );
}
