import { useRoutes } from 'react-router-dom';
import { buildAppRoutes, lazyPage, sharedGuestRoutes, sharedRoutes } from '@inkwell/web-kit';

const HomePage = lazyPage(() => import('../features/dashboard/components/home-page'), 'HomePage');
const ContentPage = lazyPage(() => import('../features/content/components/content-page'), 'ContentPage');
const BulkUploadPage = lazyPage(() => import('../features/content/components/bulk-upload-page'), 'BulkUploadPage');
const ProjectPage = lazyPage(() => import('../features/project/components/project-page'), 'ProjectPage');
const OrderPage = lazyPage(() => import('../features/order/components/order-page'), 'OrderPage');
const OrderWizardPage = lazyPage(() => import('../features/order-wizard/components/order-wizard-page'), 'OrderWizardPage');
const CopyOrderPage = lazyPage(() => import('../features/order-wizard/components/copy-order-page'), 'CopyOrderPage');
const BriefingsPage = lazyPage(() => import('../features/templates/components/briefings-page'), 'BriefingsPage');
const BriefingPage = lazyPage(() => import('../features/templates/components/briefing-page'), 'BriefingPage');
const LayoutsPage = lazyPage(() => import('../features/templates/components/layouts-page'), 'LayoutsPage');
const LayoutCreatePage = lazyPage(() => import('../features/templates/components/layout-page'), 'LayoutCreatePage');
const LayoutPage = lazyPage(() => import('../features/templates/components/layout-page'), 'LayoutPage');
const BillingPage = lazyPage(() => import('../features/billing-page/components/billing-page'), 'BillingPage');
const LinguistsPage = lazyPage(() => import('../features/linguists/components/linguists-page'), 'LinguistsPage');
const LinguistPage = lazyPage(() => import('../features/linguists/components/linguist-page'), 'LinguistPage');
const GroupPage = lazyPage(() => import('../features/linguists/components/group-page'), 'GroupPage');
const MessagesPage = lazyPage(() => import('../features/messages/components/messages-page'), 'ClientMessagesPage');
const SharedTextsPage = lazyPage(() => import('../features/shared-texts/components/shared-texts-page'), 'SharedTextsPage');
const TitleGeneratorPage = lazyPage(() => import('../features/title-generator/components/title-generator-page'), 'TitleGeneratorPage');
const SettingsRoute = lazyPage(() => import('./routes/settings-route'), 'SettingsRoute');
const RegistrationPage = lazyPage(() => import('../features/registration/components/registration-page'), 'RegistrationPage');
const RegistrationSuccessPage = lazyPage(
  () => import('../features/registration/components/registration-success-page'),
  'RegistrationSuccessPage',
);

export const routes = buildAppRoutes({
  guest: [
    ...sharedGuestRoutes,
    { path: 'registration', Component: RegistrationPage },
    { path: 'registration/success', Component: RegistrationSuccessPage },
  ],
  authenticated: [
    // Spec §2: two tabs of one home screen; the same page keeps the focused tab while the path changes.
    { path: 'dashboard', Component: HomePage },
    { path: 'get_started', Component: HomePage },
    { path: 'content/:tab?/:subTab?', Component: ContentPage },
    { path: 'projects/upload/:id', Component: BulkUploadPage },
    { path: 'project/:id/:tab?', Component: ProjectPage },
    { path: 'order/:id/:tab?', Component: OrderPage },
    { path: 'orders/create', Component: OrderWizardPage },
    { path: 'orders/copy', Component: CopyOrderPage },
    { path: 'linguists/groups/:id', Component: GroupPage },
    { path: 'linguists/:tab?', Component: LinguistsPage },
    { path: 'linguist/:id/:tab?', Component: LinguistPage },
    { path: 'briefings/:tab?', Component: BriefingsPage },
    { path: 'briefing/:id', Component: BriefingPage },
    { path: 'layouts', Component: LayoutsPage },
    { path: 'layouts/create', Component: LayoutCreatePage },
    { path: 'layouts/:id', Component: LayoutPage },
    { path: 'billing/:tab?', Component: BillingPage },
    { path: 'messages/:tab?/:id?', Component: MessagesPage },
    { path: 'settings/:tab?/:page?/:subpage?', Component: SettingsRoute },
    { path: 'title_and_outline_generator/:tab?', Component: TitleGeneratorPage },
  ],
  // The notFound page and an online export's read-only page, which its link opens for anyone.
  open: [sharedRoutes.notFound, sharedRoutes.legal, { path: 'shared/:token', Component: SharedTextsPage }],
});

/** The same routes under whatever router is around them; tests put them in a memory router. */
export function AppRoutes() {
  return useRoutes(routes);
}
