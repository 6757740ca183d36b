import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, EMPTY_VALUE, formatDate, PageHeader, Tabs } from '@inkwell/ui-kit';
import { MAX_REVISIONS, type OrderDto } from '@inkwell/contracts';
import {
  DetailsCard,
  errorToText,
  formatMoneyRange,
  formatWordsRange,
  OrderStatusBadge,
  PageSpinner,
  safeBackUrl,
  useDisplayNames,
  useLevelLabel,
  useLocalizedPath,
} from '@inkwell/web-kit';
import { useGetOrderQuery } from '../../../api/orders-api';
import { useClientViewTitle } from '../../../hooks/use-client-view-title';
import { serviceKeyOf } from '../../../utils/order-service';
import { OrderActions } from './order-actions';
import { OrderHistoryTab } from './order-history-tab';
import { OrderStatisticsCard } from './order-statistics-card';
import { OrderMessagesTab } from './order-messages-tab';
import { OrderRevisionsTab } from './order-revisions-tab';
import { OrderTextTab } from './order-text-tab';
import { OrderChecksTab, useChecksTabLabel } from './order-checks-tab';
import { StyledOrderHeader, StyledSection } from './styled';

const ORDER_TABS = ['text', 'revisions', 'history', 'messages', 'checks'] as const;
type OrderTab = (typeof ORDER_TABS)[number];
const isOrderTab = (value: string): value is OrderTab => (ORDER_TABS as readonly string[]).includes(value);

function OrderDetails({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { languageName } = useDisplayNames();
  const localized = useLocalizedPath();
  const rating = order.rating;
  return (
    <DetailsCard
      title={t('order.details')}
      items={[
        { id: 'project', label: t('order.fields.project'), value: <Link to={localized(`/project/${order.projectId}`)}>{order.projectName}</Link> },
        { id: 'level', label: t('order.fields.level'), value: levelLabel(order.level) },
        { id: 'language', label: t('order.fields.language'), value: languageName(order.language) },
        { id: 'service', label: t('order.fields.service'), value: t(`services.${serviceKeyOf(order)}`) },
        { id: 'words', label: t('order.fields.words'), value: formatWordsRange(order.words) },
        { id: 'price', label: t('order.fields.price'), value: formatMoneyRange(order.price) },
        { id: 'deadline', label: t('order.fields.deadline'), value: formatDate(order.deadlineAt, true) },
        { id: 'processing', label: t('order.fields.processingTime'), value: t('order.days', { count: order.processingDays }) },
        {
          id: 'revisions',
          label: t('order.fields.revisions'),
          value: t('order.revisionsUsed', { used: order.revisionsCount, max: MAX_REVISIONS }),
        },
        { id: 'keywords', label: t('order.fields.keywords'), value: order.keywords.join(', ') || EMPTY_VALUE },
        { id: 'comment', label: t('order.fields.comment'), value: order.comment ?? EMPTY_VALUE },
        { id: 'created', label: t('order.fields.createdAt'), value: formatDate(order.createdAt, true) },
        ...(rating
          ? [
              {
                id: 'rating',
                label: t('order.fields.rating'),
                value: (['content', 'form', 'readability', 'communication'] as const)
                  .map((criterion) => `${t(`order.rating.${criterion}`)} ${rating[criterion]}/5`)
                  .join(', '),
              },
            ]
          : []),
      ]}
    />
  );
}

/** Spec §2 /order/:id/:tab? (text, revisions, history, messages); the backRoute parameter leads back to the list. */
export function OrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const localized = useLocalizedPath();
  const clientViewTitle = useClientViewTitle();
  const checksLabel = useChecksTabLabel();
  const tabLabel = (id: string) => (id === 'checks' ? checksLabel : t(`order.tabs.${id}`));
  const [searchParams] = useSearchParams();
  const { id = '', tab = 'text' } = useParams();
  const orderId = /^\d+$/.test(id) ? Number(id) : null;
  const { data: order, error, isLoading } = useGetOrderQuery(orderId ?? 0, { skip: orderId === null });

  if (orderId === null) return <Navigate to={localized('/404')} replace />;
  if (!isOrderTab(tab)) return <Navigate to={`${localized(`/order/${orderId}`)}${location.search}`} replace />;

  const backRoute = safeBackUrl(searchParams.get('backRoute'));
  const backLink = (
    <Link to={backRoute ?? localized(order ? `/content/orders/${order.clientStatus}` : '/content/orders/open')}>
      {t('order.back')}
    </Link>
  );

  if (isLoading) return <PageSpinner />;
  if (!order) {
    return (
      <>
        {backLink}
        <Alert variant="danger">{errorToText(error, t)}</Alert>
      </>
    );
  }

  return (
    <>
      {backLink}
      <PageHeader title={order.title} />
      <StyledOrderHeader>
        <OrderStatusBadge status={order.status} title={clientViewTitle(order.status)} />
        <span>{t('order.number', { id: order.id })}</span>
      </StyledOrderHeader>
      <OrderDetails order={order} />
      <OrderStatisticsCard orderId={order.id} />
      <OrderActions order={order} />
      <Tabs
        aria-label={order.title}
        tabs={ORDER_TABS.map((id) => ({ id, label: tabLabel(id) }))}
        active={tab}
        onChange={(next) => navigate(`${localized(`/order/${order.id}/${next}`)}${location.search}`)}
      />
      <StyledSection role="tabpanel" aria-label={tabLabel(tab)}>
        {tab === 'text' && <OrderTextTab order={order} />}
        {tab === 'revisions' && <OrderRevisionsTab orderId={order.id} />}
        {tab === 'history' && <OrderHistoryTab orderId={order.id} />}
        {tab === 'messages' && <OrderMessagesTab order={order} />}
        {tab === 'checks' && <OrderChecksTab orderId={order.id} />}
      </StyledSection>
    </>
  );
}
