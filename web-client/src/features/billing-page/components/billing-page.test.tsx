import { screen, waitFor, within } from '@testing-library/react';
import type { ClientMe } from '@inkwell/contracts';
import {
  buildAuthState,
  buildBillingPosition,
  buildClientMe,
  buildDeposit,
  buildInvoice,
  errorBody,
  pageOf,
  type FakeBackend,
  type FakeRequest,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { buildBalance } from '../../../testing/builders';
import { installClientBackend, lastQuery } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

const FILTER_WAIT = { timeout: 3000 };
const INVOICES = '/api/client/billing/invoices';
const POSITIONS = '/api/client/billing/positions';
const DEPOSITS = '/api/client/billing/deposits';

let backend: FakeBackend;
let saved: { name: string; href: string }[];
let savedFiles: Blob[];

beforeEach(() => {
  saved = [];
  savedFiles = [];
  // jsdom can neither make blob: addresses nor follow a download link; the browser's part is recorded instead.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (file: Blob) => {
      savedFiles.push(file);
      return `blob:invoice-${savedFiles.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  backend.uninstall();
  jest.restoreAllMocks();
});

function openBilling(route: string, me: ClientMe = buildClientMe(), answer?: (fake: FakeBackend) => void) {
  backend = installClientBackend(me);
  backend
    .on('GET', INVOICES, () => ({ status: 200, body: pageOf([]) }))
    .on('GET', POSITIONS, () => ({ status: 200, body: { ...pageOf([]), totalGross: 0 } }))
    .on('GET', DEPOSITS, () => ({ status: 200, body: pageOf([]) }));
  answer?.(backend);
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
const detail = (label: string) => screen.getByText(label).parentElement;

describe('BillingPage, balance tab', () => {
  it('shows a deposit client deposited, reserved and spent money adding up to the available money, and the deposit history', async () => {
    const view = openBilling('/billing', buildClientMe({ invoicing: 'deposit' }), (fake) => {
      fake.on('GET', '/api/client/billing/balance', () => ({
        status: 200,
        body: buildBalance({ totalDepositAmount: 150000, orderReservedAmount: 23800, nextInvoiceReservedAmount: 9617, availableAmount: 116583 }),
      }));
      fake.on('GET', DEPOSITS, () => ({
        status: 200,
        body: pageOf([
          buildDeposit({ id: 2, status: 'PENDING', paymentMethod: 'BANK', amountNet: 50000, amountGross: 50000, invoiceId: 41 }),
          buildDeposit({
            id: 1,
            status: 'PAID',
            paymentMethod: 'CARD',
            amountNet: 100000,
            fee: 1420,
            tax: 270,
            amountGross: 101690,
            createdAt: '2025-02-10T08:15:00',
            paidAt: '2025-02-10T08:16:00',
          }),
        ]),
      }));
    });

    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Balance' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Deposited');
    expect(detail('Deposited')).toHaveTextContent('1.500,00 €');
    expect(detail('Reserved')).toHaveTextContent('238,00 €');
    expect(detail('Reserved by next invoice')).toHaveTextContent('96,17 €');
    expect(detail('Available')).toHaveTextContent('1.165,83 €');
    expect(screen.queryByText('Open invoices')).not.toBeInTheDocument();

    const history = await screen.findByRole('table', { name: 'Deposit history' });
    const card = (await within(history).findByText('Card')).closest('tr') as HTMLElement;
    expect(cellsOf(card)).toEqual([
      '10.02.2025 08:15',
      'Card',
      '1.000,00 €',
      '14,20 €',
      '2,70 €',
      '1.016,90 €',
      'Paid',
      '10.02.2025',
      '-',
    ]);
    expect(rowOf(history, 'Bank transfer')).toHaveTextContent('Pending');
    expect(lastQuery(backend, DEPOSITS)).toEqual({ limit: '10', offset: '0' });

    // The header links the page for every client.
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(view.location()).toBe('/billing');

    // The header's deposit dialog answers to deposit=1 in the address.
    await view.user.click(screen.getByRole('button', { name: 'Create deposit' }));
    expect(view.location()).toBe('/billing?deposit=1');
  });

  it('shows an invoice client what the next invoice holds and what is open or overdue, without deposits', async () => {
    const view = openBilling('/billing', buildClientMe({ invoicing: 'invoice' }), (fake) =>
      fake.on('GET', '/api/client/billing/balance', () => ({
        status: 200,
        body: buildBalance({ nextInvoiceReservedAmount: 4760, openInvoicesAmount: 11900, overdueInvoicesAmount: 35700 }),
      })),
    );

    await screen.findByText('Reserved for the next invoice');
    expect(detail('Reserved for the next invoice')).toHaveTextContent('47,60 €');
    expect(detail('Open invoices')).toHaveTextContent('119,00 €');
    expect(detail('Overdue invoices')).toHaveTextContent('357,00 €');
    expect(screen.queryByText('Deposited')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Deposit history' })).not.toBeInTheDocument();
    expect(backend.requestsTo('GET', DEPOSITS)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Create deposit' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'See invoices' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(view.location()).toBe('/billing/invoices');
  });

  it('says why the balance is missing when it cannot be loaded, and that no deposit was made yet', async () => {
    openBilling('/billing', buildClientMe({ invoicing: 'deposit' }), (fake) =>
      fake.on('GET', '/api/client/billing/balance', () => ({ status: 503, body: errorBody(503, 'Ledger offline') })),
    );
    expect(await within(await screen.findByRole('tabpanel')).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
  });
});

describe('BillingPage, invoices tab', () => {
  it('lists the invoices with their columns, translated type and status', async () => {
    openBilling('/billing/invoices', buildClientMe(), (fake) =>
      fake.on('GET', INVOICES, () => ({
        status: 200,
        body: pageOf([
          buildInvoice({
            id: 17,
            number: '2025-000017',
            type: 'DEPOSIT',
            status: 'PAID',
            amountNet: 123450,
            tax: 23456,
            amountGross: 146906,
            issuedAt: '2025-03-04T09:00:00',
            dueAt: '2025-03-18T09:00:00',
          }),
        ]),
      })),
    );

    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    const row = (await within(table).findByText('2025-000017')).closest('tr') as HTMLElement;
    expect(cellsOf(row)).toEqual([
      '2025-000017',
      'Deposit invoice',
      'Paid',
      '04.03.2025',
      '18.03.2025',
      '1.234,50 €',
      '234,56 €',
      '1.469,06 €',
      'PDF',
    ]);
    expect(lastQuery(backend, INVOICES)).toEqual({ limit: '10', offset: '0' });
  });

  it('sends the status and type filters after the debounce and says when nothing matches', async () => {
    const view = openBilling('/billing/invoices');
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();

    await view.user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await view.user.selectOptions(screen.getByLabelText('Type'), 'Cancellation of a paid invoice');
    await waitFor(
      () => expect(lastQuery(backend, INVOICES)).toEqual({ status: 'OPEN', type: 'CANCEL_PAID_INV', limit: '10', offset: '0' }),
      FILTER_WAIT,
    );
    expect(await screen.findByText('Sorry, we couldn’t find anything')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByLabelText('Status')).toHaveValue('');
    // The unfiltered list is still cached, so it is back without another call.
    expect(await screen.findByText('List is empty.', undefined, FILTER_WAIT)).toBeInTheDocument();
  });

  it('pages through the invoices with 10, 25, 50 or 100 rows', async () => {
    const view = openBilling('/billing/invoices', buildClientMe(), (fake) =>
      fake.on('GET', INVOICES, ({ query }: FakeRequest) => ({
        status: 200,
        body: pageOf([buildInvoice({ number: `page-${query.get('offset')}` })], 120),
      })),
    );
    await screen.findByText('page-0');
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('page-10')).toBeInTheDocument();
    expect(lastQuery(backend, INVOICES)).toEqual({ limit: '10', offset: '10' });

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(lastQuery(backend, INVOICES)).toEqual({ limit: '50', offset: '0' }));
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
  });

  it('shows the error of a list that failed', async () => {
    openBilling('/billing/invoices', buildClientMe(), (fake) =>
      fake.on('GET', INVOICES, () => ({ status: 400, body: errorBody(400, 'Bad', { type: ['"type" must be one of …'] }) })),
    );
    expect(await within(await screen.findByRole('tabpanel')).findByRole('alert')).toHaveTextContent('The field type: "type" must be one of …');
  });

  it('downloads an invoice PDF through the BFF under the name core-api gives it', async () => {
    const view = openBilling('/billing/invoices', buildClientMe(), (fake) => {
      fake.on('GET', INVOICES, () => ({ status: 200, body: pageOf([buildInvoice({ id: 17, number: '2025-000017' })]) }));
      fake.on('GET', '/api/client/billing/invoice/17/download', () => ({
        status: 200,
        file: { content: '%PDF-1.7 invoice', type: 'application/pdf', name: 'invoice-2025-000017.pdf' },
      }));
    });

    await view.user.click(await screen.findByRole('button', { name: 'Download invoice 2025-000017 as PDF' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'invoice-2025-000017.pdf', href: 'blob:invoice-1' }]));
    expect(savedFiles[0].type).toBe('application/pdf');
    await expect(savedFiles[0].text()).resolves.toBe('%PDF-1.7 invoice');
    expect(within(screen.getByRole('tabpanel')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message of a failed download whose answer is JSON, and saves nothing', async () => {
    const view = openBilling('/billing/invoices', buildClientMe(), (fake) => {
      fake.on('GET', INVOICES, () => ({ status: 200, body: pageOf([buildInvoice({ id: 18, number: '2025-000018' })]) }));
      fake.on('GET', '/api/client/billing/invoice/18/download', () => ({
        status: 503,
        body: errorBody(503, 'Chromium is not installed.'),
      }));
    });

    await view.user.click(await screen.findByRole('button', { name: 'Download invoice 2025-000018 as PDF' }));
    // 500 and above hide their text (spec §8): the default message stands in.
    expect(await within(await screen.findByRole('tabpanel')).findByRole('alert')).toHaveTextContent('Something went wrong.');
    backend.on('GET', '/api/client/billing/invoice/18/download', () => ({
      status: 404,
      body: errorBody(404, 'Invoice 18 does not exist.'),
    }));
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    await view.user.click(screen.getByRole('button', { name: 'Download invoice 2025-000018 as PDF' }));
    expect(await within(await screen.findByRole('tabpanel')).findByRole('alert')).toHaveTextContent('Invoice 18 does not exist.');
    expect(saved).toEqual([]);
  });
});

describe('BillingPage, positions tab', () => {
  it('lists positions with links to order and project, whether they are invoiced, and their total', async () => {
    const view = openBilling('/billing/positions', buildClientMe({ invoicing: 'invoice' }), (fake) => {
      fake.on('GET', POSITIONS, () => ({
        status: 200,
        body: {
          ...pageOf(
            [
              buildBillingPosition({ id: 1, orderId: 4711, orderTitle: 'Teak care guide', projectId: 31, projectName: 'Garden furniture', invoiceId: null }),
              buildBillingPosition({ id: 2, orderId: 4712, orderTitle: 'Oak oil', projectId: 31, invoiceId: 9 }),
            ],
            12,
          ),
          totalGross: 571200,
        },
      }));
      fake.on('GET', '/api/client/billing/invoice/9/download', () => ({
        status: 200,
        file: { content: '%PDF', type: 'application/pdf' },
      }));
    });

    const table = await screen.findByRole('table', { name: 'Positions' });
    const open = (await within(table).findByRole('link', { name: 'Teak care guide' })).closest('tr') as HTMLElement;
    expect(within(open).getByRole('link', { name: 'Teak care guide' })).toHaveAttribute('href', '/order/4711');
    // A position names its project as the client named it, not by a number.
    expect(within(open).getByRole('link', { name: 'Garden furniture' })).toHaveAttribute('href', '/project/31');
    expect(cellsOf(open)).toEqual(['Teak care guide', 'Garden furniture', '03.03.2025', '40,00 €', '7,60 €', '47,60 €', 'No']);
    expect(screen.getByText('Total (gross)').parentElement).toHaveTextContent('5.712,00 €');

    const invoiced = rowOf(table, 'Oak oil');
    await view.user.click(within(invoiced).getByRole('button', { name: 'Yes, download the invoice' }));
    // Without a file name in the answer the invoice's id names the file.
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['invoice-9.pdf']));
  });

  it('asks for open or invoiced positions only', async () => {
    const view = openBilling('/billing/positions');
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
    expect(screen.queryByText('Total (gross)')).not.toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText('Invoiced'), 'Not invoiced yet');
    await waitFor(() => expect(lastQuery(backend, POSITIONS)).toEqual({ invoiced: 'open', limit: '10', offset: '0' }), FILTER_WAIT);
  });
});

describe('BillingPage, tabs', () => {
  it('moves between tabs by address and sends an unknown tab to the balance', async () => {
    const view = openBilling('/billing/archive');
    expect(await screen.findByRole('tab', { name: 'Balance' })).toHaveAttribute('aria-selected', 'true');
    expect(view.location()).toBe('/billing');

    await view.user.click(screen.getByRole('tab', { name: 'Positions' }));
    expect(await screen.findByRole('table', { name: 'Positions' })).toBeInTheDocument();
    expect(view.location()).toBe('/billing/positions');
  });

  it('speaks the language of the address', async () => {
    openBilling('/de/billing/invoices');
    expect(await screen.findByRole('heading', { name: 'Abrechnung' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Rechnungen' })).toBeInTheDocument();
    expect(screen.getByText('Die Liste ist leer.')).toBeInTheDocument();
  });
});
