import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { STATS_GRANULARITIES, STATS_MAX_RANGE_DAYS, type CurrencyIso, type StatsGranularity } from '@inkwell/contracts';
import { FormField, Select, Tabs, TextField } from '@inkwell/ui-kit';
import { Section, useLocalizedPath } from '@inkwell/web-kit';
import { STATISTICS_VIEWS, type StatisticsView } from '../../api/statistics-api';
import { STATISTICS_CURRENCIES, useStatisticsRange } from './statistics-range';
import { ExpertiseStatistics, LanguageStatistics, OrderStatistics } from './statistics-views';
import { StyledRangeForm } from './styled';

/**
 * The dashboard's statistics (decision 050): /dashboard/orders/<expertise|language|orders>, the range, bucket
 * size and currency in the query string; each view draws its figures and lists them in a table.
 */
export function DashboardStatistics({ view }: { view: StatisticsView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const localized = useLocalizedPath();
  const [range, changeRange] = useStatisticsRange();
  const id = useId();
  const query = { from: range.from, to: range.to, currency: range.currency };
  const problem =
    range.problem === 'order' ? t('statistics.range.invalid') : range.problem === 'length' ? t('statistics.range.tooLong', { days: STATS_MAX_RANGE_DAYS }) : undefined;

  return (
    <Section title={t('statistics.title')}>
      <Tabs
        aria-label={t('statistics.views.label')}
        tabs={STATISTICS_VIEWS.map((tab) => ({ id: tab, label: t(`statistics.views.${tab}`) }))}
        active={view}
        onChange={(next) => navigate({ pathname: localized(`/dashboard/orders/${next}`), search })}
      />
      <div role="tabpanel" aria-label={t(`statistics.views.${view}`)}>
        <StyledRangeForm role="group" aria-label={t('statistics.range.label')}>
          <FormField label={t('statistics.range.from')} htmlFor={`${id}-from`}>
            <TextField id={`${id}-from`} type="date" value={range.from} max={range.to} onChange={(event) => changeRange({ from: event.target.value })} />
          </FormField>
          <FormField
            label={t('statistics.range.to')}
            htmlFor={`${id}-to`}
            error={problem}
          >
            <TextField id={`${id}-to`} type="date" value={range.to} min={range.from} onChange={(event) => changeRange({ to: event.target.value })} />
          </FormField>
          {view === 'orders' && (
            <FormField label={t('statistics.range.granularity')} htmlFor={`${id}-granularity`}>
              <Select
                id={`${id}-granularity`}
                value={range.granularity}
                options={STATS_GRANULARITIES.map((value) => ({ value, label: t(`statistics.granularities.${value}`) }))}
                onChange={(event) => changeRange({ granularity: event.target.value as StatsGranularity })}
              />
            </FormField>
          )}
          <FormField label={t('statistics.range.currency')} htmlFor={`${id}-currency`}>
            <Select
              id={`${id}-currency`}
              value={range.currency}
              options={STATISTICS_CURRENCIES.map((value) => ({ value, label: value }))}
              onChange={(event) => changeRange({ currency: event.target.value as CurrencyIso })}
            />
          </FormField>
        </StyledRangeForm>
        {/* a range core-api would refuse is not asked for: the field says what is wrong */}
        {problem ? null : view === 'orders' ? (
          <OrderStatistics range={query} granularity={range.granularity} />
        ) : view === 'language' ? (
          <LanguageStatistics range={query} />
        ) : (
          <ExpertiseStatistics range={query} />
        )}
      </div>
    </Section>
  );
}
