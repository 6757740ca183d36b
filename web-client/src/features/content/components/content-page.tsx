import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, PageHeader, Tabs } from '@inkwell/ui-kit';
import { CLIENT_ORDER_VIEWS, type ClientOrderView } from '@inkwell/contracts';
import { useLocalizedPath } from '@inkwell/web-kit';
import { BulkUploadsTab } from './bulk-uploads-tab';
import { OrdersTab } from './orders-tab';
import { ProjectsTab } from './projects-tab';

/** Spec §2: the Projects tab is called "search" in the address, the Bulk-uploads tab "uploads". */
const CONTENT_TABS = ['search', 'orders', 'uploads'] as const;
type ContentTab = (typeof CONTENT_TABS)[number];

const isContentTab = (value: string): value is ContentTab => (CONTENT_TABS as readonly string[]).includes(value);
const isOrderView = (value: string): value is ClientOrderView => (CLIENT_ORDER_VIEWS as readonly string[]).includes(value);

export function ContentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = 'search', subTab } = useParams();

  if (!isContentTab(tab) || (tab !== 'orders' && subTab !== undefined)) {
    return <Navigate to={localized('/content')} replace />;
  }
  const view = subTab ?? 'open';
  if (tab === 'orders' && !isOrderView(view)) return <Navigate to={localized('/content/orders/open')} replace />;

  const TAB_PATHS: Record<string, string> = { orders: '/content/orders/open', uploads: '/content/uploads' };
  const openTab = (id: string) => navigate(localized(TAB_PATHS[id] ?? '/content'));
  const newOrder = () => navigate(localized('/orders/create'));

  return (
    <>
      <PageHeader title={t('content.title')} actions={<Button onClick={newOrder}>{t('content.newOrder')}</Button>} />
      <Tabs
        aria-label={t('content.title')}
        tabs={[
          { id: 'search', label: t('content.tabs.projects') },
          { id: 'orders', label: t('content.tabs.orders') },
          { id: 'uploads', label: t('content.tabs.uploads') },
        ]}
        active={tab}
        onChange={openTab}
      />
      <div role="tabpanel" aria-label={t(`content.tabs.${tab === 'search' ? 'projects' : tab}`)}>
        {tab === 'orders' && isOrderView(view) && <OrdersTab view={view} />}
        {tab === 'uploads' && <BulkUploadsTab />}
        {tab === 'search' && <ProjectsTab onNewOrder={newOrder} />}
      </div>
    </>
  );
}
