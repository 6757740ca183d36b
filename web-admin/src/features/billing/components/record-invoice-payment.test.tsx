import { screen, waitFor, within } from '@testing-library/react';
import { buildAdminInvoice, buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf, type FakeResponse } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const INVOICES = '/api/admin/billing/invoices';
const PAY = '/api/admin/billing/invoice/31/pay';
const withAccess = buildAdminMe({ fakturaAccess: true });

const open = buildAdminInvoice({
  id: 31,
  number: '2025-000031',
  clientId: 23,
  clientName: 'Teak & Co. KG',
  amountNet: 100000,
  tax: 19000,
  amountGross: 119000,
  dueAt: '2025-03-15T10:00:00.000Z',
});

let backend: FakeBackend;

afterEach(() => backend.uninstall());

/** The open-invoices tab listing `open` until core-api has recorded its payment, and `pay` answering the PUT. */
function openInvoicesTab(pay: () => FakeResponse) {
  let paid = false;
  backend = new FakeBackend({ role: 'admin', user: withAccess, loggedIn: true });
  backend
    .on('GET', INVOICES, () => ({ status: 200, body: pageOf(paid ? [] : [open]) }))
    .on('GET', '/api/admin/billing/deposits', () => ({ status: 200, body: pageOf([]) }))
    .on('PUT', PAY, () => {
      const answer = pay();
      paid = answer.status === 200;
      return answer;
    });
  backend.install();
  return renderWithProviders(<AppRoutes />, { route: '/billing/payments-incoming/invoices', preloadedState: { auth: buildAuthState(withAccess) } });
}

describe('recording the payment of an open invoice', () => {
  it('records it with the bank reference, names the invoice and refreshes the list', async () => {
    const view = openInvoicesTab(() => ({
      status: 200,
      body: { invoice: { ...open, status: 'PAID', paidAt: '2025-03-20T10:00:00.000Z' }, reference: 'EREF-31' },
    }));

    await view.user.click(await screen.findByRole('button', { name: 'Record the payment of invoice 2025-000031' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Record the payment of invoice 2025-000031' }));
    expect(
      dialog.getByText(
        'Invoice 2025-000031 asks Teak & Co. KG for 1.190,00 €, due on 15.03.2025. Recording the payment marks it as paid, dated today, and the client’s open invoices drop by 1.190,00 €.',
      ),
    ).toBeInTheDocument();
    await view.user.type(dialog.getByLabelText('Bank reference'), '  EREF-31 ');
    await view.user.click(dialog.getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Invoice 2025-000031 is marked as paid.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('PUT', PAY).map((request) => request.body)).toEqual([{ reference: 'EREF-31' }]);
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason on 409 and sends no empty reference', async () => {
    const view = openInvoicesTab(() => ({ status: 409, body: errorBody(409, 'Invoice 2025-000031 is PAID; only an OPEN invoice can be marked paid') }));

    await view.user.click(await screen.findByRole('button', { name: 'Record the payment of invoice 2025-000031' }));
    const dialog = within(screen.getByRole('dialog'));
    await view.user.click(dialog.getByRole('button', { name: 'Record payment' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Invoice 2025-000031 is PAID; only an OPEN invoice can be marked paid');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', PAY)[0].body).toEqual({});
    // The refused payment may mean the invoice changed meanwhile, so the list asks again.
    await waitFor(() => expect(backend.requestsTo('GET', INVOICES).length).toBeGreaterThan(1));
  });

  it('answers in German', async () => {
    backend = new FakeBackend({ role: 'admin', user: withAccess, loggedIn: true });
    backend.on('GET', INVOICES, () => ({ status: 200, body: pageOf([open]) }));
    backend.install();
    renderWithProviders(<AppRoutes />, { route: '/de/billing/payments-incoming/invoices', preloadedState: { auth: buildAuthState(withAccess) } });
    expect(await screen.findByRole('button', { name: 'Zahlung der Rechnung 2025-000031 erfassen' })).toHaveTextContent('Zahlung erfassen');
  });
});
