import { screen, waitFor, within } from '@testing-library/react';
import type { AdminInvoiceDetailDto, InvoiceDraftDto, OpenPositionDto } from '@inkwell/contracts';
import { buildAdminClientDetail, buildAdminInvoice, buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const BILLING = '/api/admin/billing';
const withAccess = buildAdminMe({ fakturaAccess: true });

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function open(route: string, answer: (fake: FakeBackend) => void = () => undefined, me = withAccess) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', '/api/admin/client/42', () => ({ status: 200, body: buildAdminClientDetail({ id: 42, name: 'Müller & Söhne GmbH', invoicing: 'invoice' }) }));
  answer(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

function position(overrides: Partial<OpenPositionDto>): OpenPositionDto {
  return {
    id: 1,
    orderId: 4711,
    orderTitle: 'Teak care guide',
    projectName: 'Garden furniture',
    finalWords: 400,
    vatRate: '0.19',
    amountNet: 10_000,
    tax: 1_900,
    amountGross: 11_900,
    currency: 'EUR',
    createdAt: '2026-03-01T10:00:00.000Z',
    draftId: null,
    ...overrides,
  };
}

const draft: InvoiceDraftDto = {
  id: 7,
  clientId: 42,
  clientName: 'Müller & Söhne GmbH',
  currency: 'EUR',
  lineCount: 2,
  amountNet: 15_000,
  tax: 2_850,
  amountGross: 17_850,
  updatedAt: '2026-03-02T09:00:00.000Z',
  lines: [
    { position: 1, description: 'Teak care guide', quantity: 400, orderId: 4711, billingPositionId: 1, vatRate: '0.19', amountNet: 10_000, tax: 1_900, amountGross: 11_900 },
    { position: 2, description: 'Express surcharge', quantity: null, orderId: null, billingPositionId: null, vatRate: '0.19', amountNet: 5_000, tax: 950, amountGross: 5_950 },
  ],
};

describe('new invoice', () => {
  it('takes the client’s free open positions and typed lines into a new draft and opens it', async () => {
    let created: unknown;
    const view = open('/billing/invoice/new/42', (fake) =>
      fake
        .on('GET', `${BILLING}/client/42/open-positions`, () => ({
          status: 200,
          body: { data: [position({ id: 1 }), position({ id: 2, orderTitle: 'Oak oil', draftId: 9 })] },
        }))
        .on('POST', `${BILLING}/invoice-draft`, (request) => {
          created = request.body;
          return { status: 201, body: draft };
        })
        .on('GET', `${BILLING}/invoice-draft/7`, () => ({ status: 200, body: draft })),
    );
    expect(await screen.findByRole('heading', { name: 'New invoice for Müller & Söhne GmbH' })).toBeInTheDocument();
    const teak = await screen.findByRole('checkbox', { name: /Teak care guide \(Garden furniture\), 400 words, 119,00 €/ });
    expect(teak).toBeChecked();
    // A position another draft holds is shown with its draft, not offered.
    expect(screen.getByRole('checkbox', { name: /Oak oil/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'on draft 9' })).toHaveAttribute('href', '/billing/invoice/draft/9');

    await view.user.click(screen.getByRole('button', { name: 'Add a line' }));
    const line = within(screen.getByRole('group', { name: 'Line 1' }));
    await view.user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(line.getByText('Field is required')).toBeInTheDocument();
    expect(line.getByText('Enter an amount above zero with at most 2 decimals.')).toBeInTheDocument();
    expect(created).toBeUndefined();

    await view.user.type(line.getByRole('textbox', { name: /Description/ }), 'Express surcharge');
    await view.user.type(line.getByRole('textbox', { name: /Amount net/ }), '50,00');
    await view.user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(view.location()).toBe('/billing/invoice/draft/7'));
    expect(created).toEqual({ clientId: 42, positionIds: [1], lines: [{ description: 'Express surcharge', quantity: null, amountNet: '50,00', vatRate: '0.19' }] });
    expect(await screen.findByText('Net 150,00 € + VAT 28,50 € = 178,50 €')).toBeInTheDocument();
  });

  it('asks for the client first when the address names none', async () => {
    open('/billing/invoice/new');
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('a draft', () => {
  it('shows core-api’s field error on its line, then issues the invoice and opens it', async () => {
    const detail: AdminInvoiceDetailDto = {
      invoice: buildAdminInvoice({ id: 99, number: '2026-000042', clientId: 42, clientName: 'Müller & Söhne GmbH', amountNet: 15_000, tax: 2_850, amountGross: 17_850 }),
      lines: draft.lines.map(({ billingPositionId: _unused, ...line }) => line),
    };
    const view = open('/billing/invoice/draft/7', (fake) =>
      fake
        .on('GET', `${BILLING}/invoice-draft/7`, () => ({ status: 200, body: draft }))
        .on('GET', `${BILLING}/client/42/open-positions`, () => ({ status: 200, body: { data: [position({ id: 1, draftId: 7 })] } }))
        .on('PUT', `${BILLING}/invoice-draft/7`, () => ({ status: 400, body: errorBody(400, 'Validation failed', { 'lines.0.amountNet': ['Amount net must be at most 10,000,000'] }) }))
        .on('POST', `${BILLING}/invoice-draft/7/issue`, () => ({ status: 201, body: detail.invoice }))
        .on('GET', `${BILLING}/invoice/99`, () => ({ status: 200, body: detail })),
    );
    expect(await screen.findByRole('heading', { name: 'Invoice draft for Müller & Söhne GmbH' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Teak care guide/ })).toBeChecked();
    const line = within(screen.getByRole('group', { name: 'Line 1' }));
    expect(line.getByRole('textbox', { name: /Amount net/ })).toHaveValue('50.00');

    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await line.findByText('Amount net must be at most 10,000,000')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Issue draft 7 as an invoice?' }));
    await view.user.click(dialog.getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(view.location()).toBe('/billing/invoice/99'));
    expect(await screen.findByRole('heading', { name: 'Invoice 2026-000042' })).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: 'Lines' });
    expect(within(lines).getByRole('link', { name: 'Teak care guide' })).toHaveAttribute('href', '/order/4711');
    expect(within(lines).getByText('Express surcharge')).toBeInTheDocument();
  });

  it('regenerates an open invoice into a new draft after asking', async () => {
    const invoice = buildAdminInvoice({ id: 99, number: '2026-000042', status: 'OPEN', type: 'INVOICE', clientId: 42, clientName: 'Müller & Söhne GmbH' });
    const view = open('/billing/invoice/99', (fake) =>
      fake
        .on('GET', `${BILLING}/invoice/99`, () => ({ status: 200, body: { invoice, lines: [] } }))
        .on('PUT', `${BILLING}/invoice/99/regenerate`, () => ({
          status: 200,
          body: { cancellation: buildAdminInvoice({ id: 100, number: '2026-000043', type: 'CANCEL_UNPAID_I' }), draft },
        }))
        .on('GET', `${BILLING}/invoice-draft/7`, () => ({ status: 200, body: draft }))
        .on('GET', `${BILLING}/client/42/open-positions`, () => ({ status: 200, body: { data: [] } })),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Regenerate invoice' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Regenerate invoice 2026-000042?' }));
    await view.user.click(dialog.getByRole('button', { name: 'Regenerate invoice' }));
    await waitFor(() => expect(view.location()).toBe('/billing/invoice/draft/7'));
    expect(backend.requestsTo('PUT', `${BILLING}/invoice/99/regenerate`)).toHaveLength(1);
  });

  it('lists drafts with links to each', async () => {
    open('/billing/invoice/draft', (fake) => fake.on('GET', `${BILLING}/invoice-drafts`, () => ({ status: 200, body: pageOf([draft]) })));
    const table = await screen.findByRole('table', { name: 'Invoice drafts of all clients' });
    expect(await within(table).findByRole('link', { name: 'Edit draft 7' })).toHaveAttribute('href', '/billing/invoice/draft/7');
    expect(within(table).getByText('178,50 €')).toBeInTheDocument();
  });

  it('is for staff with invoice access only', async () => {
    open('/billing/invoice/draft/7', () => undefined, buildAdminMe({ fakturaAccess: false }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Invoice draft/ })).not.toBeInTheDocument());
    expect(backend.requestsTo('GET', `${BILLING}/invoice-draft/7`)).toHaveLength(0);
  });
});
