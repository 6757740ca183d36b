import { screen, waitFor, within } from '@testing-library/react';
import type { AdminMe } from '@inkwell/contracts';
import {
  buildAdminClient,
  buildAdminClientDetail,
  buildAdminMe,
  buildAuthState,
  buildClientBalance,
  buildInvoice,
  errorBody,
  FakeBackend,
  pageOf,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const SEARCH_WAIT = { timeout: 3000 };
const withAccess = buildAdminMe({ fakturaAccess: true });
const withoutAccess = buildAdminMe({ fakturaAccess: false });

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function open(route: string, me: AdminMe = withAccess, answer?: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  answer?.(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const teak = buildAdminClientDetail({ id: 41, name: 'Teak & Co. KG', email: 'office@teak.example' });
const postpaid = buildAdminClientDetail({ id: 42, name: 'Birch GmbH', invoicing: 'invoice' });
const layout = {
  id: 7,
  name: 'Product page',
  clientId: 41,
  html: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-02-01T00:00:00.000Z',
  tree: { element: 'layout', sections: [{ element: 'section', name: 'Intro', type: 'fixed', min: 20, max: 40, children: [{ element: 'block', tag: 'p' }] }] },
};

function serveClient(fake: FakeBackend, client = teak) {
  fake.on('GET', `/api/admin/client/${client.id}`, () => ({ status: 200, body: client }));
}

describe('client search', () => {
  it('is in the navigation, lists clients with a link to each, and searches and filters on the server', async () => {
    const view = open('/dashboard', withAccess, (fake) => {
      fake.on('GET', '/api/admin/orders/open', () => ({ status: 200, body: pageOf([]) }));
      fake.on('GET', '/api/admin/orders/action-required', () => ({ status: 200, body: pageOf([], 0) }));
      fake.on('GET', '/api/admin/users/client', ({ query }) => ({
        status: 200,
        body: pageOf(query.get('search') === 'oak' ? [] : [buildAdminClient({ id: 41, name: 'Teak & Co. KG' }), buildAdminClient({ id: 43, name: null })]),
      }));
    });
    await view.user.click(await screen.findByRole('link', { name: 'Clients' }));

    expect(await screen.findByRole('link', { name: 'Teak & Co. KG' })).toHaveAttribute('href', '/client/41');
    expect(screen.getByRole('link', { name: 'Client no. 43' })).toHaveAttribute('href', '/client/43');
    expect(view.location()).toBe('/clients/search');
    expect(backend.requestsTo('GET', '/api/admin/users/client')[0]?.query.get('limit')).toBe('10');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Invoicing' }), 'By invoice');
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/users/client').at(-1)?.query.get('invoicing')).toBe('invoice'));

    await view.user.type(screen.getByRole('searchbox'), 'oak');
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/users/client').at(-1)?.query.get('search')).toBe('oak'), SEARCH_WAIT);
    expect(await screen.findByText(/couldn’t find anything/)).toBeInTheDocument();
    // the search and the filter are in the address, to bookmark and to come back to (decision 059)
    await waitFor(() => expect(view.location()).toBe('/clients/search?invoicing=invoice&search=oak'));
  });

  it('opens the search and filter its address names', async () => {
    open('/clients/search?search=teak&invoicing=deposit', withAccess, (fake) => {
      fake.on('GET', '/api/admin/users/client', () => ({ status: 200, body: pageOf([buildAdminClient({ id: 41, name: 'Teak & Co. KG' })]) }));
    });
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/users/client').length).toBeGreaterThan(0));
    const [first] = backend.requestsTo('GET', '/api/admin/users/client');
    expect([first?.query.get('search'), first?.query.get('invoicing')]).toEqual(['teak', 'deposit']);
    expect(screen.getByRole('searchbox')).toHaveValue('teak');
    expect(screen.getByRole('combobox', { name: 'Invoicing' })).toHaveValue('deposit');
  });

  it('sorts by a column on the server and keeps the order in the address', async () => {
    const view = open('/clients/search?sort=id', withAccess, (fake) => {
      fake.on('GET', '/api/admin/users/client', () => ({ status: 200, body: pageOf([buildAdminClient({ id: 41, name: 'Teak & Co. KG' })]) }));
    });
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/users/client')[0]?.query.get('sort')).toBe('id'));
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'ascending');
    await view.user.click(await screen.findByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/users/client').at(-1)?.query.get('sort')).toBe('email'));
    await waitFor(() => expect(view.location()).toBe('/clients/search?sort=email'));
    await view.user.click(screen.getByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/users/client').at(-1)?.query.get('sort')).toBe('-email'));
  });

  it('says what went wrong when the list cannot be read', async () => {
    open('/clients/search', withAccess, (fake) => {
      fake.on('GET', '/api/admin/users/client', () => ({ status: 403, body: errorBody(403, 'Staff only.') }));
    });
    expect(await screen.findByText('Staff only.')).toBeInTheDocument();
  });
});

describe('client page', () => {
  it('shows who the client is and their layouts, each opening its editor', async () => {
    const view = open('/client/41/layouts', withAccess, (fake) => {
      serveClient(fake);
      fake.on('GET', '/api/admin/client/41/layouts', () => ({ status: 200, body: pageOf([layout]) }));
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Teak & Co. KG' })).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Client details' }));
    expect(details.getByText('E-mail').nextElementSibling).toHaveTextContent('office@teak.example');
    expect(details.getByText('VAT').nextElementSibling).toHaveTextContent('19 %');
    expect(details.getByText('Legal details').nextElementSibling).toHaveTextContent('Valid');
    expect(screen.getByRole('tab', { name: 'Layouts', selected: true })).toBeInTheDocument();
    // The navigation's New order opens an empty wizard; the header's picks this client (decision 043).
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/orders/create/-/41');
    expect(await screen.findByRole('link', { name: 'Product page' })).toHaveAttribute('href', '/client/41/layout/7');

    await view.user.click(screen.getByRole('link', { name: 'Product page' }));
    await waitFor(() => expect(view.location()).toBe('/client/41/layout/7'));
  });

  it('answers an unknown client with the error and a way back, and an unknown tab with the default one', async () => {
    open('/client/999/briefings', withAccess, (fake) => {
      fake.on('GET', '/api/admin/client/999', () => ({ status: 404, body: errorBody(404, 'Client not found') }));
    });
    expect(await screen.findByText('Client not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the clients' })).toHaveAttribute('href', '/clients/search');
    backend.uninstall();

    const view = open('/client/41/invoices', withAccess, (fake) => {
      serveClient(fake);
      fake.on('GET', '/api/admin/projects', () => ({ status: 200, body: pageOf([]) }));
    });
    expect(await screen.findByRole('tab', { name: 'Projects', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
    expect(view.location()).toBe('/client/41');
  });

  it('creates a briefing for the client from its briefings tab', async () => {
    const view = open('/client/41/briefings', withAccess, (fake) => {
      serveClient(fake);
      fake.on('GET', '/api/admin/client/41/briefings', () => ({ status: 200, body: pageOf([]) }));
      fake.on('POST', '/api/admin/client/41/briefing', ({ body }) => ({ status: 201, body: { ...layout, id: 9, system: false, ...(body as object) } }));
      fake.on('GET', '/api/admin/client/41/briefing/9', () => ({ status: 200, body: { ...layout, id: 9, name: 'Tone of voice', system: false } }));
    });
    expect(await screen.findByText('This client has no briefings yet.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'New briefing' }));

    expect(await screen.findByRole('heading', { name: 'New briefing for Teak & Co. KG' })).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/client/41/briefing/new'));
    await view.user.type(screen.getByLabelText(/^Name/), 'Tone of voice');
    await view.user.click(screen.getByRole('button', { name: 'Add section' }));
    await view.user.selectOptions(within(screen.getByRole('group', { name: 'Section 1' })).getByRole('combobox', { name: 'Element to add' }), 'p');
    await view.user.click(within(screen.getByRole('group', { name: 'Section 1' })).getByRole('button', { name: 'Add element' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe('/client/41/briefing/9'));
    expect(backend.requestsTo('POST', '/api/admin/client/41/briefing')[0]?.body).toEqual({
      name: 'Tone of voice',
      tree: { element: 'layout', sections: [{ element: 'section', name: 'New section 1', type: 'fixed', children: [{ element: 'block', tag: 'p' }] }] },
    });
    expect(await screen.findByRole('link', { name: 'Back to Teak & Co. KG' })).toHaveAttribute('href', '/client/41/briefings');
  });

  it('edits a client’s layout with the rules in the interface language, and deletes it', async () => {
    const view = open('/de/client/41/layout/7', withAccess, (fake) => {
      serveClient(fake);
      fake.on('GET', '/api/admin/client/41/layout/7', () => ({ status: 200, body: layout }));
      fake.on('GET', '/api/admin/client/41/layouts', () => ({ status: 200, body: pageOf([]) }));
      fake.on('DELETE', '/api/admin/client/41/layout/7', () => ({ status: 204 }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product page' })).toBeInTheDocument();

    const min = within(screen.getByRole('group', { name: 'Abschnitt 1' })).getAllByRole('spinbutton', { name: 'Min. Wörter' })[0]!;
    await view.user.clear(min);
    await view.user.type(min, '50');
    expect(screen.getByRole('group', { name: 'Abschnitt 1' })).toHaveAccessibleDescription('Min. Wörter (50) darf nicht über max. Wörter (40) liegen.');

    await view.user.click(screen.getByRole('button', { name: 'Löschen' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(view.location()).toBe('/de/client/41/layouts'));
    expect(backend.requestsTo('DELETE', '/api/admin/client/41/layout/7')).toHaveLength(1);
  });
});

describe('client balance', () => {
  it('shows a prepaid client’s deposits, reservations and available money, without an invoice run', async () => {
    open('/client/41/balance', withAccess, (fake) => {
      serveClient(fake);
      fake.on('GET', '/api/admin/client/41/balance', () => ({ status: 200, body: buildClientBalance({ totalDepositAmount: 50000, orderReservedAmount: 12050, nextInvoiceReservedAmount: 9617, availableAmount: 28333 }) }));
    });
    const balance = within(await screen.findByRole('region', { name: 'Balance' }));
    expect(balance.getByText('Deposited').nextElementSibling).toHaveTextContent('500,00 €');
    expect(balance.getByText('Reserved').nextElementSibling).toHaveTextContent('120,50 €');
    // Deposited − Reserved − spent on accepted orders = Available: every figure of the sum is on the card.
    expect(balance.getByText('Reserved by next invoice').nextElementSibling).toHaveTextContent('96,17 €');
    expect(balance.getByText('Available').nextElementSibling).toHaveTextContent('283,33 €');
    expect(screen.queryByRole('button', { name: 'Run invoice now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'This client’s invoices' })).toHaveAttribute('href', '/billing/invoices?clientId=41');
    expect(screen.getByRole('link', { name: 'This client’s pending deposits' })).toHaveAttribute('href', '/billing/payments-incoming?clientId=41');
  });

  it('runs the invoice of a postpaid client and says which invoices were written', async () => {
    let open_positions = 23800;
    const view = open('/client/42/balance', withAccess, (fake) => {
      serveClient(fake, postpaid);
      fake.on('GET', '/api/admin/client/42/balance', () => ({ status: 200, body: buildClientBalance({ nextInvoiceReservedAmount: open_positions }) }));
      fake.on('POST', '/api/admin/billing/invoice-run', () => {
        open_positions = 0;
        return { status: 200, body: { invoices: [buildInvoice({ number: '2025-000031' }), buildInvoice({ number: '2025-000032', currency: 'GBP' })] } };
      });
    });
    const balance = within(await screen.findByRole('region', { name: 'Balance' }));
    expect(balance.getByText('Next invoice').nextElementSibling).toHaveTextContent('238,00 €');

    await view.user.click(screen.getByRole('button', { name: 'Run invoice now' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Invoice the open positions now?' })).getByRole('button', { name: 'Run invoice now' }));

    expect(await screen.findByText('Invoices 2025-000031, 2025-000032 were written.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/billing/invoice-run')[0]?.body).toEqual({ clientId: 42 });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Balance' })).getByText('Next invoice').nextElementSibling).toHaveTextContent('0,00 €'));
  });

  it('says when there was nothing to invoice, and shows a refused run in an alert', async () => {
    let answer = { status: 200, body: { invoices: [] } as object };
    const view = open('/client/42/balance', withAccess, (fake) => {
      serveClient(fake, postpaid);
      fake.on('GET', '/api/admin/client/42/balance', () => ({ status: 200, body: buildClientBalance() }));
      fake.on('POST', '/api/admin/billing/invoice-run', () => answer);
    });
    const run = async () => {
      await view.user.click(await screen.findByRole('button', { name: 'Run invoice now' }));
      await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run invoice now' }));
    };
    await run();
    expect(await screen.findByText('There were no open positions to invoice.')).toBeInTheDocument();

    answer = { status: 403, body: errorBody(403, 'This needs billing access.') };
    await run();
    expect(await screen.findByRole('alert')).toHaveTextContent('This needs billing access.');
  });

  it('does not offer the invoice run to staff without billing access', async () => {
    open('/client/42/balance', withoutAccess, (fake) => {
      serveClient(fake, postpaid);
      fake.on('GET', '/api/admin/client/42/balance', () => ({ status: 200, body: buildClientBalance() }));
    });
    expect(await screen.findByRole('region', { name: 'Balance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run invoice now' })).not.toBeInTheDocument();
    // the invoice pages need billing access; incoming payments do not
    expect(screen.queryByRole('link', { name: 'This client’s invoices' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'This client’s pending deposits' })).toHaveAttribute('href', '/billing/payments-incoming?clientId=42');
  });
});

describe('refunding a prepaid client’s balance', () => {
  const BALANCE = '/api/admin/client/41/balance';
  const REFUND = '/api/admin/billing/client/41/refund';

  function openBalance(answerRefund: (body: unknown) => { status: number; body?: unknown }, me: AdminMe = withAccess) {
    let available = 37950;
    const view = open('/client/41/balance', me, (fake) => {
      serveClient(fake);
      fake.on('GET', BALANCE, () => ({ status: 200, body: buildClientBalance({ availableAmount: available }) }));
      fake.on('POST', REFUND, ({ body }) => {
        const answer = answerRefund(body);
        if (answer.status === 201) available -= 2550;
        return answer;
      });
    });
    return view;
  }

  const refunded = {
    id: 3,
    clientId: 41,
    amount: 2550,
    currency: 'EUR',
    reason: 'Account closed',
    availableAmount: 35400,
    createdAt: '2025-03-05T10:00:00.000Z',
    document: buildInvoice({ id: 77, number: '2025-000077', type: 'DEPOSIT_REFUND', status: 'PAID', amountNet: -2550, tax: 0, amountGross: -2550 }),
  };

  async function openDialog(view: ReturnType<typeof open>) {
    await screen.findByRole('region', { name: 'Balance' });
    await view.user.click(screen.getByRole('button', { name: 'Refund balance' }));
    return within(screen.getByRole('dialog', { name: 'Refund the available balance' }));
  }

  it('checks the amount and reason in the form, records the refund and refreshes the balance', async () => {
    const view = openBalance(() => ({ status: 201, body: refunded }));
    const dialog = await openDialog(view);
    expect(dialog.getByText(/The client has 379,50 € available/)).toBeInTheDocument();

    await view.user.click(dialog.getByRole('button', { name: 'Record refund' }));
    expect(dialog.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/This field is required\./);
    expect(dialog.getByLabelText(/^Reason/)).toHaveAccessibleDescription(/This field is required\./);

    const amount = dialog.getByLabelText(/^Amount/);
    for (const [typed, message] of [
      ['1,2,3', 'Enter an amount such as 25.50.'],
      ['10,555', 'Enter at most 2 decimal places.'],
      ['0,00', 'The amount must be greater than zero.'],
      ['379,51', 'The amount must not be more than the 379,50 € available.'],
    ]) {
      await view.user.clear(amount);
      await view.user.type(amount, typed);
      await view.user.tab();
      await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&'))));
    }
    await view.user.type(dialog.getByLabelText(/^Reason/), 'r'.repeat(201));
    await view.user.tab();
    await waitFor(() => expect(dialog.getByLabelText(/^Reason/)).toHaveAccessibleDescription(/Enter at most 200 characters\./));
    expect(backend.requestsTo('POST', REFUND)).toHaveLength(0);

    await view.user.clear(amount);
    await view.user.type(amount, ' 25,50 ');
    await view.user.clear(dialog.getByLabelText(/^Reason/));
    await view.user.type(dialog.getByLabelText(/^Reason/), 'Account closed');
    await view.user.click(dialog.getByRole('button', { name: 'Record refund' }));

    expect(await screen.findByText('Refund of 25,50 € recorded; document 2025-000077 was written.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('POST', REFUND).map((request) => request.body)).toEqual([{ amount: '25,50', reason: 'Account closed' }]);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Balance' })).getByText('Available').nextElementSibling).toHaveTextContent('354,00 €'));
  });

  it('shows the server’s 422 under the amount and keeps the dialog open', async () => {
    const view = openBalance(() => ({
      status: 422,
      body: errorBody(422, 'The refund of €300.00 is more than the €120.00 the client has available', {
        amount: ['The refund of €300.00 is more than the €120.00 the client has available'],
      }),
    }));
    const dialog = await openDialog(view);
    await view.user.type(dialog.getByLabelText(/^Amount/), '300');
    await view.user.type(dialog.getByLabelText(/^Reason/), 'Closing the account');
    await view.user.click(dialog.getByRole('button', { name: 'Record refund' }));

    await waitFor(() =>
      expect(dialog.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/The refund of €300.00 is more than the €120.00 the client has available/),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The message sits under the field only, not repeated in an alert of its own.
    expect(dialog.getAllByRole('alert').map((alert) => alert.id)).toEqual(['refund-amount-error']);
  });

  it('shows a refusal without a field (403) in the dialog', async () => {
    const view = openBalance(() => ({ status: 403, body: errorBody(403, 'Invoices need invoice access (fakturaAccess)') }));
    const dialog = await openDialog(view);
    await view.user.type(dialog.getByLabelText(/^Amount/), '10');
    await view.user.type(dialog.getByLabelText(/^Reason/), 'Goodwill');
    await view.user.click(dialog.getByRole('button', { name: 'Record refund' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Invoices need invoice access (fakturaAccess)');
  });

  it('is not offered to staff without billing access', async () => {
    open('/client/41/balance', withoutAccess, (fake) => {
      serveClient(fake);
      fake.on('GET', BALANCE, () => ({ status: 200, body: buildClientBalance() }));
    });
    await screen.findByRole('region', { name: 'Balance' });
    expect(screen.queryByRole('button', { name: 'Refund balance' })).not.toBeInTheDocument();
  });

  it('is not offered for a postpaid client', async () => {
    open('/client/42/balance', withAccess, (fake) => {
      serveClient(fake, postpaid);
      fake.on('GET', '/api/admin/client/42/balance', () => ({ status: 200, body: buildClientBalance() }));
    });
    await screen.findByRole('button', { name: 'Run invoice now' });
    expect(screen.queryByRole('button', { name: 'Refund balance' })).not.toBeInTheDocument();
  });

  it('cannot be opened when nothing is available', async () => {
    open('/client/41/balance', withAccess, (fake) => {
      serveClient(fake);
      fake.on('GET', BALANCE, () => ({ status: 200, body: buildClientBalance({ availableAmount: 0 }) }));
    });
    expect(await screen.findByRole('button', { name: 'Refund balance' })).toBeDisabled();
  });
});
