import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from '@inkwell/ui-kit';
import { Section, useLocalizedPath } from '@inkwell/web-kit';
import {
  ACTION_REQUIRED_FILTERS,
  ORDER_VIEWS,
  useGetOrderListQuery,
  type ActionRequiredFilter,
  type OrderView,
} from '../../../api/order-lists-api';
import { OrderListTable } from '../../../components/order-list-table';
import { StyledSubTabs } from './styled';

const isActionRequiredFilter = (value: string | null): value is ActionRequiredFilter =>
  (ACTION_REQUIRED_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The dashboard's order lists: /dashboard/orders/<view> (the page reads it), with the action-required sub-filter
 * in ?filter= so every list and filter has its own address.
 */
export function OrderLists({ view }: { view: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedFilter = searchParams.get('filter');
  const filter: ActionRequiredFilter = isActionRequiredFilter(requestedFilter) ? requestedFilter : 'all';
  // Cheap (limit=0) and worth a red badge: these orders wait for an admin.
  const { data: actionRequired } = useGetOrderListQuery({
    view: 'action-required',
    filter: 'all',
    search: '',
    limit: 0,
    offset: 0,
  });

  return (
    <Section title={t('dashboard.orders.title')}>
      <Tabs
        aria-label={t('dashboard.orders.title')}
        tabs={ORDER_VIEWS.map((id) => ({
          id,
          label: t(`dashboard.orders.views.${id}`),
          badge: id === 'action-required' ? actionRequired?.total : undefined,
        }))}
        active={view}
        onChange={(next) => navigate(localized(`/dashboard/orders/${next}`))}
      />
      {view === 'action-required' && (
        <StyledSubTabs>
          <Tabs
            aria-label={t('dashboard.orders.filters.label')}
            tabs={ACTION_REQUIRED_FILTERS.map((id) => ({ id, label: t(`dashboard.orders.filters.${id}`) }))}
            active={filter}
            onChange={(next) =>
              setSearchParams((current) => {
                // the statistics' range shares the query string
                const params = new URLSearchParams(current);
                if (next === 'all') params.delete('filter');
                else params.set('filter', next);
                return params;
              })
            }
          />
        </StyledSubTabs>
      )}
      <div role="tabpanel">
        {/* Keyed, so a new list or filter starts with an empty search on its first page. */}
        <OrderListTable key={`${view}-${filter}`} view={view} filter={filter} />
      </div>
    </Section>
  );
}
