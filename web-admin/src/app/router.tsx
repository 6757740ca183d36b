import { useRoutes } from 'react-router-dom';
import { buildAppRoutes, lazyPage } from '@inkwell/web-kit';

const DashboardPage = lazyPage(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage');
const ImportsPage = lazyPage(() => import('../features/imports/components/imports-page'), 'ImportsPage');
const ImportPage = lazyPage(() => import('../features/imports/components/import-page'), 'ImportPage');
const ProjectsPage = lazyPage(() => import('../features/projects/components/projects-page'), 'ProjectsPage');
const ProjectOrdersPage = lazyPage(() => import('../features/projects/components/project-orders-page'), 'ProjectOrdersPage');
const ProjectPage = lazyPage(() => import('../features/projects/components/project-page'), 'ProjectPage');
const TitlesOutlinesPage = lazyPage(() => import('../features/titles-outlines/components/titles-outlines-page'), 'TitlesOutlinesPage');
const QuotesPage = lazyPage(() => import('../features/quotes/components/quotes-page'), 'QuotesPage');
const QuotePage = lazyPage(() => import('../features/quotes/components/quote-page'), 'QuotePage');
const OrderPage = lazyPage(() => import('../features/order/components/order-page'), 'OrderPage');
const OrderWizardPage = lazyPage(() => import('../features/order-wizard/components/order-wizard-page'), 'OrderWizardPage');
const CopyOrderPage = lazyPage(() => import('../features/order-wizard/components/copy-order-page'), 'CopyOrderPage');
const ClientsPage = lazyPage(() => import('../features/clients/components/clients-page'), 'ClientsPage');
const ClientPage = lazyPage(() => import('../features/clients/components/client-page'), 'ClientPage');
const ClientBriefingPage = lazyPage(() => import('../features/clients/components/client-template-pages'), 'ClientBriefingPage');
const ClientLayoutPage = lazyPage(() => import('../features/clients/components/client-template-pages'), 'ClientLayoutPage');
const CreateClientPage = lazyPage(() => import('../features/clients/components/create-client-page'), 'CreateClientPage');
const LinguistsPage = lazyPage(() => import('../features/linguists/components/linguists-page'), 'LinguistsPage');
const LinguistPage = lazyPage(() => import('../features/linguists/components/linguist-page'), 'LinguistPage');
const CreateLinguistPage = lazyPage(() => import('../features/linguists/components/create-linguist-page'), 'CreateLinguistPage');
const GroupPage = lazyPage(() => import('../features/groups/components/group-page'), 'GroupPage');
const GroupsPage = lazyPage(() => import('../features/groups/components/groups-page'), 'GroupsPage');
const SettingsPage = lazyPage(() => import('../features/settings/components/settings-page'), 'SettingsPage');
const SystemBriefingPage = lazyPage(() => import('../features/settings/components/system-briefing-page'), 'SystemBriefingPage');
const EmailTemplatePage = lazyPage(() => import('../features/settings/components/email-template-page'), 'EmailTemplatePage');
const PriceListPage = lazyPage(() => import('../features/settings/components/price-list-page'), 'PriceListPage');
const InvoicesPage = lazyPage(() => import('../features/billing/components/invoices-page'), 'InvoicesPage');
const CreditNotesPage = lazyPage(() => import('../features/credit-notes/components/credit-notes-page'), 'CreditNotesPage');
const NewInvoicePage = lazyPage(() => import('../features/billing/components/new-invoice-page'), 'NewInvoicePage');
const InvoiceDraftsPage = lazyPage(() => import('../features/billing/components/invoice-drafts-page'), 'InvoiceDraftsPage');
const InvoicePage = lazyPage(() => import('../features/billing/components/invoice-page'), 'InvoicePage');
const AccountingPage = lazyPage(() => import('../features/accounting/components/accounting-page'), 'AccountingPage');
const PaymentsIncomingPage = lazyPage(
  () => import('../features/billing/components/payments-incoming-page'),
  'PaymentsIncomingPage',
);

const PaymentsOutgoingPage = lazyPage(() => import('../features/payouts/components/payments-outgoing-page'), 'PaymentsOutgoingPage');

export const routes = buildAppRoutes({
  authenticated: [
    { path: 'dashboard/:tab?/:subTab?', Component: DashboardPage },
    { path: 'order/:id/:tab?', Component: OrderPage },
    { path: 'orders/create/:language?/:client?/:project?', Component: OrderWizardPage },
    { path: 'orders/copy', Component: CopyOrderPage },
    { path: 'projects/upload', Component: ImportsPage },
    { path: 'projects/upload/:id', Component: ImportPage },
    { path: 'projects/orders/:tab?', Component: ProjectOrdersPage },
    { path: 'projects/:tab?', Component: ProjectsPage },
    { path: 'project/:id/:tab?', Component: ProjectPage },
    { path: 'titles-outlines/:tab?', Component: TitlesOutlinesPage },
    { path: 'quotes/:tab?', Component: QuotesPage },
    { path: 'quote/:id', Component: QuotePage },
    { path: 'clients/search', Component: ClientsPage },
    { path: 'client/:id/briefing/:briefingId', Component: ClientBriefingPage },
    { path: 'client/:id/layout/:layoutId', Component: ClientLayoutPage },
    // Spec §2.1: the messages tab keeps its folder in :page (inbox by default) and its page number in :subpage.
    { path: 'client/:id/:tab?/:page?/:subpage?', Component: ClientPage },
    // Spec /client/:id?: without an id, a new client.
    { path: 'client', Component: CreateClientPage },
    { path: 'linguists/search', Component: LinguistsPage },
    // Spec /linguist/:id?/:tab? and /group/:id?: without an id, a new linguist and every client's groups.
    { path: 'linguist', Component: CreateLinguistPage },
    { path: 'linguist/:id/:tab?/:page?/:subpage?', Component: LinguistPage },
    { path: 'group', Component: GroupsPage },
    { path: 'group/:id', Component: GroupPage },
    // The spec leaves settings unguarded; every tab here reads admin data, so they sit behind the login.
    { path: 'settings/briefing/:id', Component: SystemBriefingPage },
    { path: 'settings/email-template/:id', Component: EmailTemplatePage },
    { path: 'settings/pricelist/:id/:tab?', Component: PriceListPage },
    { path: 'settings/:tab?', Component: SettingsPage },
    { path: 'billing/invoices/:tab?', Component: InvoicesPage },
    { path: 'billing/credit-invoices/:tab?', Component: CreditNotesPage },
    { path: 'billing/payments-incoming/:tab?', Component: PaymentsIncomingPage },
    { path: 'billing/payments-outgoing/:tab?', Component: PaymentsOutgoingPage },
    { path: 'billing/accounting/:tab?', Component: AccountingPage },
    // Spec /billing/invoice/new/:id? (the client's id), /billing/invoice/draft/:id? and /billing/invoice/:id? (decision 065).
    { path: 'billing/invoice/new/:id?', Component: NewInvoicePage },
    { path: 'billing/invoice/draft/:id?', Component: InvoiceDraftsPage },
    { path: 'billing/invoice/:id?', Component: InvoicePage },
  ],
});

/** The same routes under whatever router is around them; tests put them in a memory router. */
export function AppRoutes() {
  return useRoutes(routes);
}
