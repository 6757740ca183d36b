import { useTranslation } from 'react-i18next';
import { CLIENT_VIEW_OF_STATUS, ORDER_STATUSES, type ClientOrderView } from '@inkwell/contracts';
import { useOrderStatusLabel } from '@inkwell/web-kit';
import { useGetProjectPickerQuery } from '../../../api/projects-api';
import { FilterInput, FilterSelect, ResetFiltersButton } from '../../../components/filter-fields';
import { FilterPanel } from '../../../components/filter-panel';
import { StyledFilterGrid } from '../../../components/styled';
import type { Filters } from '../../../hooks/use-filters';
import { acceptedYears, REMAINING_OPTIONS, type OrderFilterValues } from '../filters';
import { LanguageFilter } from '../../../components/language-filter';

interface OrderFiltersProps {
  view: ClientOrderView;
  filters: Filters<OrderFilterValues>;
  onReset: () => void;
}

/** Spec §2 order filters; each sub-tab offers the ones that can narrow it. */
export function OrderFilters({ view, filters, onReset }: OrderFiltersProps) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const { data: projects } = useGetProjectPickerQuery({});
  const { values, setValue } = filters;
  const field = (key: keyof OrderFilterValues) => ({
    id: `order-filter-${view}-${key}`,
    label: t(`content.orders.filters.${key}`),
    value: values[key],
    onChange: (value: string) => setValue(key, value),
  });
  const statusesOfView = ORDER_STATUSES.filter((status) => CLIENT_VIEW_OF_STATUS[status] === view);

  return (
    <FilterPanel activeCount={Object.values(values).filter(Boolean).length}>
      <StyledFilterGrid>
        <FilterInput {...field('createdDateTo')} type="date" />
        {view !== 'completed' && (
          <FilterSelect
            {...field('remaining')}
            options={REMAINING_OPTIONS.map((option) => ({ value: option.value, label: t(`content.orders.remaining.${option.value}`) }))}
          />
        )}
        {statusesOfView.length > 1 && (
          <FilterSelect
            {...field('processingStatus')}
            options={statusesOfView.map((status) => ({ value: status, label: statusLabel(status) }))}
          />
        )}
        <FilterSelect
          {...field('projectId')}
          options={(projects?.data ?? []).map((project) => ({ value: String(project.id), label: project.name }))}
        />
        <LanguageFilter {...field('language')} />
        {view === 'completed' && (
          <>
            <FilterSelect
              {...field('acceptedYear')}
              options={acceptedYears().map((year) => ({ value: String(year), label: String(year) }))}
            />
            <FilterInput {...field('acceptedDateFrom')} type="date" />
            <FilterInput {...field('acceptedDateTo')} type="date" />
          </>
        )}
        <ResetFiltersButton onReset={onReset} />
      </StyledFilterGrid>
    </FilterPanel>
  );
}
