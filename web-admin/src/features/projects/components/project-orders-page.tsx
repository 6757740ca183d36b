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
import { ProjectsArea } from './projects-area';

const DEFAULT_VIEW: OrderView = 'open';

const isOrderView = (value: string): value is OrderView => (ORDER_VIEWS as readonly string[]).includes(value);
const isActionRequiredFilter = (value: string | null): value is ActionRequiredFilter =>
  (ACTION_REQUIRED_FILTERS as readonly (string | null)[]).includes(value);

/**
 * Spec /projects/orders/:tab? (default open): the orders of every project by the dashboard's lists, with the
 * action-required sub-filter in ?filter=, so each list and filter has its own address.
 */
export function ProjectOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = DEFAULT_VIEW } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedFilter = searchParams.get('filter');
  const filter: ActionRequiredFilter = isActionRequiredFilter(requestedFilter) ? requestedFilter : 'all';
  // Cheap (limit=0) and worth a badge: these orders wait for staff.
  const { data: actionRequired } = useGetOrderListQuery({ view: 'action-required', filter: 'all', search: '', limit: 0, offset: 0 });

  if (!isOrderView(tab)) return <Navigate to={localized(`/projects/orders/${DEFAULT_VIEW}`)} replace />;

  return (
    <ProjectsArea tab="orders">
      <Section title={t('projects.area.ordersTitle')}>
        <Tabs
          aria-label={t('projects.area.ordersTitle')}
          tabs={ORDER_VIEWS.map((id) => ({
            id,
            label: t(`dashboard.orders.views.${id}`),
            badge: id === 'action-required' ? actionRequired?.total : undefined,
          }))}
          active={tab}
          onChange={(next) => navigate(localized(`/projects/orders/${next}`))}
        />
        {tab === 'action-required' && (
          <Tabs
            aria-label={t('dashboard.orders.filters.label')}
            tabs={ACTION_REQUIRED_FILTERS.map((id) => ({ id, label: t(`dashboard.orders.filters.${id}`) }))}
            active={filter}
            onChange={(next) => setSearchParams(next === 'all' ? {} : { filter: next })}
          />
        )}
        <div role="tabpanel" aria-label={t(`dashboard.orders.views.${tab}`)}>
          {/* Keyed, so a new list or filter starts with an empty search on its first page. */}
          <OrderListTable key={`${tab}-${filter}`} view={tab} filter={filter} />
        </div>
      </Section>
    </ProjectsArea>
  );
}
