import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
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

const DEFAULT_VIEW: OrderView = 'open';

const isOrderView = (value: string): value is OrderView => (ORDER_VIEWS as readonly string[]).includes(value);
const isActionRequiredFilter = (value: string | null): value is ActionRequiredFilter =>
  (ACTION_REQUIRED_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The dashboard's order lists: /dashboard/orders/<view>, with the action-required sub-filter in
 * ?filter= so every list and filter has its own address.
 */
export function OrderLists() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { subTab } = useParams();
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

  const view = subTab ?? DEFAULT_VIEW;
  if (!isOrderView(view)) return <Navigate to={localized(`/dashboard/orders/${DEFAULT_VIEW}`)} replace />;

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
            onChange={(next) => setSearchParams(next === 'all' ? {} : { filter: next })}
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
