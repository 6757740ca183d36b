import { screen, waitFor, within } from '@testing-library/react';
import type { AdminMe } from '@inkwell/contracts';
import {
  buildAdminClient,
  buildAdminDeposit,
  buildAdminInvoice,
  buildAdminMe,
  buildAuthState,
  buildInvoice,
  errorBody,
  FakeBackend,
  pageOf,
  type FakeRequest,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const INVOICES = '/api/admin/billing/invoices';
const DEPOSITS = '/api/admin/billing/deposits';
const CLIENTS = '/api/admin/users/client';
const FILTER_WAIT = { timeout: 3000 };

const withAccess = buildAdminMe({ fakturaAccess: true });
const withoutAccess = buildAdminMe({ fakturaAccess: false });

let backend: FakeBackend;
let saved: string[];

beforeEach(() => {
  saved = [];
  // jsdom can neither make blob: addresses nor follow a download link; the file name the browser gets is kept.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:invoice' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  backend.uninstall();
  jest.restoreAllMocks();
});

function openBilling(route: string, me: AdminMe = withAccess, answer?: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', INVOICES, () => ({ status: 200, body: pageOf([]) }))
    .on('GET', DEPOSITS, () => ({ status: 200, body: pageOf([]) }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

/** The query of the last call to `path`, as a plain object. */
function lastQuery(path: string): Record<string, string> | undefined {
  const request = backend.requestsTo('GET', path).at(-1);
  return request ? Object.fromEntries(request.query.entries()) : undefined;
}

/** The client search answers Teak for any text. */
const answerClientSearch = (fake: FakeBackend) =>
  fake.on('GET', CLIENTS, () => ({
    status: 200,
    body: pageOf([buildAdminClient({ id: 23, name: 'Teak & Co. KG', email: 'office@teak.example' })]),
  }));

/** Picks a client in the billing filter by typing part of its name. */
async function pickClient(user: ReturnType<typeof openBilling>['user'], text: string, name: RegExp) {
  await user.type(screen.getByRole('combobox', { name: 'Client' }), text);
  await user.click(await screen.findByRole('option', { name }, FILTER_WAIT));
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('admin invoices page', () => {
  it('lists every client’s invoices with a link to the client', async () => {
    openBilling('/billing/invoices', withAccess, (fake) =>
      fake.on('GET', INVOICES, () => ({
        status: 200,
        body: pageOf([
          buildAdminInvoice({
            id: 17,
            number: '2025-000017',
            clientId: 23,
            clientName: 'Teak & Co. KG',
            status: 'OPEN',
            amountNet: 123450,
            tax: 23456,
            amountGross: 146906,
            issuedAt: '2025-03-04T09:00:00',
            dueAt: '2025-03-18T09:00:00',
          }),
        ]),
      })),
    );

    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Invoices of all clients' });
    const link = await within(table).findByRole('link', { name: 'Teak & Co. KG' });
    expect(link).toHaveAttribute('href', '/client/23');
    expect(cellsOf(link.closest('tr') as HTMLElement)).toEqual([
      '2025-000017',
      'Teak & Co. KG',
      'Invoice',
      'Open',
      '04.03.2025',
      '18.03.2025',
      '1.234,50 €',
      '234,56 €',
      '1.469,06 €',
      'DetailsPDFCancel',
    ]);
    expect(lastQuery(INVOICES)).toEqual({ limit: '10', offset: '0' });
  });

  it('filters by status and type at once and by a picked client', async () => {
    const view = openBilling('/billing/invoices', withAccess, (fake) =>
      answerClientSearch(
        fake.on('GET', INVOICES, ({ query }: FakeRequest) => ({
          status: 200,
          body: query.has('status') ? pageOf([]) : pageOf([buildAdminInvoice({ number: 'any-invoice' })], 40),
        })),
      ),
    );
    await screen.findByText('any-invoice');
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(INVOICES)).toEqual({ limit: '10', offset: '10' }));

    await view.user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await view.user.selectOptions(screen.getByLabelText('Type'), 'Deposit invoice');
    await waitFor(() => expect(lastQuery(INVOICES)).toEqual({ status: 'PAID', type: 'DEPOSIT', limit: '10', offset: '0' }));

    await pickClient(view.user, 'teak', /Teak & Co\. KG/);
    await waitFor(() =>
      expect(lastQuery(INVOICES)).toEqual({ status: 'PAID', type: 'DEPOSIT', clientId: '23', limit: '10', offset: '0' }),
    );
    // The typed text goes to the client search only, never to the invoice list.
    expect(backend.requestsTo('GET', INVOICES).every((request) => request.query.get('clientId') !== 'teak')).toBe(true);
    expect(await screen.findByText('Sorry, we couldn’t find anything')).toBeInTheDocument();
  });

  it('sends an admin without fakturaAccess to the access-denied page without asking for invoices', async () => {
    const view = openBilling('/billing/invoices', withoutAccess);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(view.location()).toBe('/access-denied');
    expect(backend.requestsTo('GET', INVOICES)).toHaveLength(0);
  });

  it('downloads a PDF and shows the message of a download that failed with JSON', async () => {
    const view = openBilling('/billing/invoices', withAccess, (fake) => {
      fake.on('GET', INVOICES, () => ({
        status: 200,
        body: pageOf([
          buildAdminInvoice({ id: 17, number: '2025-000017' }),
          buildAdminInvoice({ id: 18, number: '2025-000018' }),
        ]),
      }));
      fake.on('GET', '/api/admin/billing/invoice/17/download', () => ({
        status: 200,
        file: { content: '%PDF-1.7', type: 'application/pdf' },
      }));
      fake.on('GET', '/api/admin/billing/invoice/18/download', () => ({
        status: 404,
        body: errorBody(404, 'Invoice 18 does not exist.'),
      }));
    });

    await view.user.click(await screen.findByRole('button', { name: 'Download invoice 2025-000017 as PDF' }));
    await waitFor(() => expect(saved).toEqual(['invoice-2025-000017.pdf']));
    await view.user.click(screen.getByRole('button', { name: 'Download invoice 2025-000018 as PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice 18 does not exist.');
    expect(saved).toHaveLength(1);
  });
});

describe('cancelling an invoice', () => {
  const open = buildAdminInvoice({ id: 17, number: '2025-000017', status: 'OPEN' });
  const paid = buildAdminInvoice({ id: 19, number: '2025-000019', status: 'PAID' });
  const depositInvoice = buildAdminInvoice({ id: 20, number: '2025-000020', status: 'OPEN', type: 'DEPOSIT' });
  const canceled = buildAdminInvoice({ id: 21, number: '2025-000021', status: 'CANCELED' });
  const cancellation = buildAdminInvoice({ id: 22, number: '2025-000022', status: 'PAID', type: 'CANCEL_UNPAID_I' });

  function openInvoices(answerCancel: (request: FakeRequest) => { status: number; body?: unknown }) {
    return openBilling('/billing/invoices', withAccess, (fake) => {
      fake.on('GET', INVOICES, () => ({ status: 200, body: pageOf([open, paid, depositInvoice, canceled, cancellation]) }));
      fake.on('PUT', '/api/admin/billing/invoice/17/cancel', answerCancel);
      fake.on('PUT', '/api/admin/billing/invoice/19/cancel', answerCancel);
    });
  }

  it('offers Cancel only for open or paid invoices, not for deposit invoices or cancellations', async () => {
    openInvoices(() => ({ status: 500 }));
    await screen.findByText('2025-000017');
    const cancelButtons = screen.getAllByRole('button', { name: /^Cancel invoice/ });
    expect(cancelButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Cancel invoice 2025-000017',
      'Cancel invoice 2025-000019',
    ]);
  });

  it('explains the unpaid-invoice cancellation, writes it and refreshes the list', async () => {
    const view = openInvoices(() => ({
      status: 200,
      body: {
        invoice: { ...open, status: 'CANCELED' },
        cancellation: buildInvoice({ id: 30, number: '2025-000030', type: 'CANCEL_UNPAID_I', cancelsInvoiceId: 17 }),
      },
    }));
    await view.user.click(await screen.findByRole('button', { name: 'Cancel invoice 2025-000017' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel invoice 2025-000017?' }));
    expect(dialog.getByText(/CANCEL_UNPAID_I/)).toHaveTextContent(/orders on it are open again/);
    const listCalls = backend.requestsTo('GET', INVOICES).length;

    await view.user.click(dialog.getByRole('button', { name: 'Write cancellation' }));
    expect(await screen.findByText('Cancellation 2025-000030 written for invoice 2025-000017.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/billing/invoice/17/cancel')).toHaveLength(1);
    await waitFor(() => expect(backend.requestsTo('GET', INVOICES).length).toBeGreaterThan(listCalls));
  });

  it('names the paid-invoice cancellation and keeps the dialog open with the server’s reason on 409', async () => {
    const view = openInvoices(() => ({ status: 409, body: errorBody(409, 'Invoice 2025-000019 is already canceled.') }));
    await view.user.click(await screen.findByRole('button', { name: 'Cancel invoice 2025-000019' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel invoice 2025-000019?' }));
    expect(dialog.getByText(/CANCEL_PAID_INV/)).toHaveTextContent(/keeps its Paid status/);

    await view.user.click(dialog.getByRole('button', { name: 'Write cancellation' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Invoice 2025-000019 is already canceled.');
    await view.user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('incoming payments page', () => {
  const bankDeposit = buildAdminDeposit({
    id: 5,
    clientId: 23,
    clientName: 'Teak & Co. KG',
    paymentMethod: 'BANK',
    amountNet: 50000,
    amountGross: 50000,
    note: 'Spring budget',
    createdAt: '2025-03-02T09:30:00',
  });
  const sepaDeposit = buildAdminDeposit({ id: 6, clientName: 'Oak Ltd', paymentMethod: 'SEPA_DEBIT' });

  it('opens on the pending deposits, records only bank transfers by hand, and links the client', async () => {
    openBilling('/billing/payments-incoming', withAccess, (fake) =>
      fake.on('GET', DEPOSITS, () => ({ status: 200, body: pageOf([bankDeposit, sepaDeposit]) })),
    );
    expect(await screen.findByRole('heading', { name: 'Incoming payments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending deposits' })).toHaveAttribute('aria-selected', 'true');
    const link = await screen.findByRole('link', { name: 'Teak & Co. KG' });
    expect(link).toHaveAttribute('href', '/client/23');
    const cells = cellsOf(link.closest('tr') as HTMLElement);
    expect(cells.slice(0, 6)).toEqual(['5', 'Teak & Co. KG', 'Bank transfer', '500,00 €', '500,00 €', '02.03.2025 09:30']);
    expect(cells.slice(7)).toEqual(['Spring budget', 'Record incoming paymentCancel deposit']);
    expect(rowWith('Oak Ltd')).toHaveTextContent('Settled by the payment provider');
    expect(lastQuery(DEPOSITS)).toEqual({ status: 'PENDING', limit: '10', offset: '0' });
  });

  it('asks for deposits older than the chosen age and of one client', async () => {
    const view = openBilling('/billing/payments-incoming', withAccess, answerClientSearch);
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText('Waiting'), 'More than 7 days');
    await waitFor(() => expect(lastQuery(DEPOSITS)).toEqual({ status: 'PENDING', age: 'MORE7DAYS', limit: '10', offset: '0' }));
    await pickClient(view.user, 'teak', /Teak & Co\. KG/);
    await waitFor(() =>
      expect(lastQuery(DEPOSITS)).toEqual({ status: 'PENDING', age: 'MORE7DAYS', clientId: '23', limit: '10', offset: '0' }),
    );
    expect(await screen.findByText('Sorry, we couldn’t find anything')).toBeInTheDocument();
  });

  it('shows why the list failed', async () => {
    openBilling('/billing/payments-incoming', withAccess, (fake) =>
      fake.on('GET', DEPOSITS, () => ({ status: 400, body: errorBody(400, 'Bad', { age: ['"age" must be one of …'] }) })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The field age: "age" must be one of …');
  });

  it('records an incoming bank transfer with its bank reference and refreshes the list', async () => {
    let paid = false;
    const view = openBilling('/billing/payments-incoming', withoutAccess, (fake) => {
      fake.on('GET', DEPOSITS, () => ({ status: 200, body: pageOf(paid ? [] : [bankDeposit]) }));
      fake.on('PUT', '/api/admin/billing/deposit/5/settle', () => {
        paid = true;
        return { status: 200, body: { ...bankDeposit, status: 'PAID', transactionId: 'EREF-77' } };
      });
    });

    await view.user.click(await screen.findByRole('button', { name: 'Record the incoming payment of deposit 5' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Record the incoming payment of deposit 5' }));
    expect(
      dialog.getByText(
        'Teak & Co. KG announced a bank transfer of 500,00 € on 02.03.2025. Recording it credits 500,00 € to the client’s balance and marks the deposit invoice as paid.',
      ),
    ).toBeInTheDocument();
    await view.user.type(dialog.getByLabelText('Bank reference'), '  EREF-77 ');
    await view.user.click(dialog.getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('The payment of deposit 5 is recorded.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/billing/deposit/5/settle').map((request) => request.body)).toEqual([
      { reference: 'EREF-77' },
    ]);
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
  });

  it('shows the server’s message when the deposit was settled already (409) and sends no empty reference', async () => {
    const view = openBilling('/billing/payments-incoming', withAccess, (fake) => {
      fake.on('GET', DEPOSITS, () => ({ status: 200, body: pageOf([bankDeposit]) }));
      fake.on('PUT', '/api/admin/billing/deposit/5/settle', () => ({
        status: 409,
        body: errorBody(409, 'Deposit 5 is paid already.'),
      }));
    });

    await view.user.click(await screen.findByRole('button', { name: 'Record the incoming payment of deposit 5' }));
    const dialog = within(screen.getByRole('dialog'));
    await view.user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Deposit 5 is paid already.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/billing/deposit/5/settle')[0].body).toEqual({});
  });

  it('cancels a bank transfer that never arrived after asking, names the cancellation and refreshes the list', async () => {
    let canceled = false;
    const view = openBilling('/billing/payments-incoming', withAccess, (fake) => {
      fake.on('GET', DEPOSITS, () => ({ status: 200, body: pageOf(canceled ? [] : [bankDeposit, sepaDeposit]) }));
      fake.on('PUT', '/api/admin/billing/deposit/5/cancel', () => {
        canceled = true;
        return {
          status: 200,
          body: {
            deposit: { ...bankDeposit, status: 'CANCELED' },
            cancellation: buildInvoice({ id: 41, number: '2025-000041', type: 'CANCBAL_DEPOSIT', status: 'PAID', cancelsInvoiceId: 40 }),
          },
        };
      });
    });

    await screen.findByRole('link', { name: 'Teak & Co. KG' });
    expect(within(rowWith('Teak & Co. KG')).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Record incoming payment',
      'Cancel deposit',
    ]);
    // The provider settles its own deposits: nothing to cancel by hand.
    expect(within(rowWith('Oak Ltd')).queryByRole('button')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Cancel deposit 5' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel deposit 5?' }));
    expect(dialog.getByText(/Teak & Co. KG announced a bank transfer of 500,00 € on 02.03.2025/)).toHaveTextContent(/CANCBAL_DEPOSIT/);
    expect(backend.requestsTo('PUT', '/api/admin/billing/deposit/5/cancel')).toHaveLength(0);

    await view.user.click(dialog.getByRole('button', { name: 'Cancel deposit' }));
    expect(await screen.findByText('Deposit 5 is canceled; cancellation 2025-000041 was written.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/billing/deposit/5/cancel')).toHaveLength(1);
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
  });

  it('keeps the cancel dialog open with the server’s reason on 409, and closes it on Back without cancelling', async () => {
    const view = openBilling('/billing/payments-incoming', withAccess, (fake) => {
      fake.on('GET', DEPOSITS, () => ({ status: 200, body: pageOf([bankDeposit]) }));
      fake.on('PUT', '/api/admin/billing/deposit/5/cancel', () => ({
        status: 409,
        body: errorBody(409, 'Deposit 5 is already paid: its money is in the client’s balance, which is refunded instead'),
      }));
    });

    await view.user.click(await screen.findByRole('button', { name: 'Cancel deposit 5' }));
    const dialog = within(screen.getByRole('dialog'));
    await view.user.click(dialog.getByRole('button', { name: 'Cancel deposit' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Deposit 5 is already paid: its money is in the client’s balance, which is refunded instead');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/billing/deposit/5/cancel')).toHaveLength(1);
  });

  it('does not offer cancelling to staff without fakturaAccess, who may still record payments', async () => {
    openBilling('/billing/payments-incoming', withoutAccess, (fake) =>
      fake.on('GET', DEPOSITS, () => ({ status: 200, body: pageOf([bankDeposit]) })),
    );
    expect(await screen.findByRole('button', { name: 'Record the incoming payment of deposit 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel deposit 5' })).not.toBeInTheDocument();
  });

  it('lists the open invoices awaiting payment for admins with fakturaAccess', async () => {
    const view = openBilling('/billing/payments-incoming', withAccess, (fake) =>
      fake.on('GET', INVOICES, () => ({ status: 200, body: pageOf([buildAdminInvoice({ number: '2025-000031' })]) })),
    );
    await view.user.click(await screen.findByRole('tab', { name: 'Open invoices' }));
    expect(await screen.findByText('2025-000031')).toBeInTheDocument();
    expect(view.location()).toBe('/billing/payments-incoming/invoices');
    expect(lastQuery(INVOICES)).toEqual({ status: 'OPEN', type: 'INVOICE', limit: '10', offset: '0' });
    // Cancelling belongs to the invoices page.
    expect(screen.queryByRole('button', { name: /^Cancel invoice/ })).not.toBeInTheDocument();
  });

  it('offers no open-invoices tab without fakturaAccess', async () => {
    openBilling('/billing/payments-incoming', withoutAccess);
    await screen.findByRole('tab', { name: 'Pending deposits' });
    expect(screen.queryByRole('tab', { name: 'Open invoices' })).not.toBeInTheDocument();
  });

  it('denies the open-invoices address without fakturaAccess', async () => {
    const view = openBilling('/billing/payments-incoming/invoices', withoutAccess);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(view.location()).toBe('/access-denied');
    expect(backend.requestsTo('GET', INVOICES)).toHaveLength(0);
  });
});

describe('billing navigation', () => {
  it('offers the invoice-access pages, Invoices and Accounting, beside the payments to an admin with fakturaAccess', async () => {
    const view = openBilling('/billing/payments-incoming', withAccess);
    const navigation = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    await view.user.click(navigation.getByRole('button', { name: 'Billing' }));
    expect(navigation.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Invoices', 'Credit notes', 'Incoming payments', 'Outgoing payments', 'Accounting']);
    await view.user.click(navigation.getByRole('menuitem', { name: 'Invoices' }));
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(view.location()).toBe('/billing/invoices');
  });

  it('offers only Incoming payments without fakturaAccess', async () => {
    const view = openBilling('/de/billing/payments-incoming', withoutAccess);
    expect(await screen.findByRole('heading', { name: 'Zahlungseingänge' })).toBeInTheDocument();
    const navigation = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
    await view.user.click(navigation.getByRole('button', { name: 'Abrechnung' }));
    expect(navigation.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Zahlungseingänge', 'Zahlungsausgänge']);
  });
});
