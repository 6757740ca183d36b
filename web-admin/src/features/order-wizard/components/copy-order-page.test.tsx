import { screen, waitFor, within } from '@testing-library/react';
import {
  buildAdminClient,
  buildAdminClientDetail,
  buildAdminMe,
  buildAuthState,
  buildClientBalance,
  buildOrder,
  errorBody,
  FakeBackend,
  pageOf,
  type FakeRequest,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
const teak = buildAdminClient({ id: 23, name: 'Teak & Co. KG', email: 'office@teak.example', invoicing: 'deposit' });
const languages = [{ id: 2, name: 'German - Germany', culture: 'de-DE', code: 'de' }];
const levels = [{ code: 'good', name: 'Linguist', rank: 2 }];

/** Every price is 10 cents gross per word. */
function priceFor({ query }: FakeRequest) {
  const gross = (words: number) => ({ amountNet: words * 8, fee: 0, tax: words * 2, amountGross: words * 10, currency: 'EUR' });
  return { status: 200, body: { min: gross(Number(query.get('min'))), max: gross(Number(query.get('max'))) } };
}

const garden = buildOrder({
  id: 51,
  title: 'Garden tips',
  clientId: 23,
  clientName: 'Teak & Co. KG',
  projectId: 31,
  projectName: 'Spring blog',
  level: 'good',
  keywords: ['roses'],
  words: { min: 100, max: 200, final: 150 },
});

const roses = { ...garden, id: 53, title: 'Rose pruning', keywords: [], words: { min: 300, max: 400, final: null } };

let backend: FakeBackend;
afterEach(() => backend.uninstall());

function open(route: string) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', '/api/client/languages', () => ({ status: 200, body: { data: languages } }))
    .on('GET', '/api/client/levels', () => ({ status: 200, body: { data: levels } }))
    .on('GET', '/api/admin/order/51', () => ({ status: 200, body: garden }))
    .on('GET', '/api/admin/order/52', () => ({ status: 404, body: errorBody(404, 'Order not found') }))
    .on('GET', '/api/admin/order/53', () => ({ status: 200, body: roses }))
    .on('GET', '/api/admin/order/54', () => ({ status: 200, body: { ...roses, id: 54, projectId: 32, projectName: 'Autumn blog' } }))
    .on('GET', '/api/admin/client/23', () => ({ status: 200, body: buildAdminClientDetail(teak) }))
    .on('GET', '/api/admin/client/23/groups', () => ({ status: 200, body: [] }))
    .on('GET', '/api/admin/client/23/briefings', () => ({ status: 200, body: pageOf([]) }))
    .on('GET', '/api/admin/client/23/layouts', () => ({ status: 200, body: pageOf([]) }))
    .on('GET', '/api/admin/client/23/balance', () => ({ status: 200, body: buildClientBalance({ availableAmount: 1000 }) }))
    .on('GET', '/api/admin/client/23/order-price-calculator', priceFor)
    .on('POST', '/api/admin/client/23/project/31/orders', () => ({ status: 201, body: { ids: [401] } }))
    .on('GET', '/api/admin/order/401', () => ({ status: 200, body: buildOrder({ id: 401, title: 'Copy of Garden tips' }) }));
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const step = (name: string) => within(screen.getByRole('region', { name }));

describe('the back office’s copy wizard', () => {
  it('reviews a copy of any client’s order with that client’s prices and balance, and orders it in the client’s name', async () => {
    const view = open('/orders/copy?orderId=51');

    expect(await screen.findByRole('heading', { name: 'Copy order' })).toBeInTheDocument();
    const review = step('Order review');
    expect(review.getByText('Copy of Garden tips')).toBeInTheDocument();
    expect(review.getByText('Teak & Co. KG')).toBeInTheDocument();
    expect(await review.findAllByText('10,00 € – 20,00 €', undefined, { timeout: 3000 })).toHaveLength(2);
    // The client is prepaid and has 10 € of the 20 € the copy may cost.
    expect(await review.findByText('The client’s available balance of 10,00 € does not cover the maximum price of 20,00 €.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Garden tips/ })).toHaveAttribute('href', '/order/51');

    await view.user.click(review.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(view.location()).toBe('/order/401'));
    expect(backend.requestsTo('POST', '/api/admin/client/23/project/31/orders')[0]?.body).toEqual({
      language: 'de-DE',
      level: 'good',
      type: 'OO',
      processingDays: 2,
      orders: [{ title: 'Copy of Garden tips', minWords: 100, maxWords: 200, keywords: ['roses'] }],
    });
    expect(backend.requestsTo('GET', '/api/client/order/51')).toHaveLength(0);
  });

  it('copies several orders of one project the address names as one order of several texts', async () => {
    const view = open('/orders/copy?orderId=51&orderId=53');

    const review = within(await screen.findByRole('region', { name: 'Order review' }));
    expect(review.getByText('Copy of Garden tips')).toBeInTheDocument();
    expect(review.getByText('Copy of Rose pruning')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to/ })).not.toBeInTheDocument();
    await view.user.click(await review.findByRole('button', { name: 'Place 2 orders' }, { timeout: 3000 }));

    await waitFor(() => expect(backend.requestsTo('POST', '/api/admin/client/23/project/31/orders')).toHaveLength(1));
    expect(backend.requestsTo('POST', '/api/admin/client/23/project/31/orders')[0]?.body).toMatchObject({
      orders: [
        { title: 'Copy of Garden tips', minWords: 100, maxWords: 200, keywords: ['roses'] },
        { title: 'Copy of Rose pruning', minWords: 300, maxWords: 400 },
      ],
    });
  });

  it('refuses to copy orders of different projects together, saying why', async () => {
    open('/orders/copy?orderId=51,54');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These orders cannot be copied together: they differ in their project, language or service. Copy them one at a time.',
    );
  });

  it('says so when the order to copy does not exist', async () => {
    open('/orders/copy?orderId=52');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });

  it('says so when no order is named, and asks for none', async () => {
    open('/orders/copy');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(backend.requestsTo('GET', '/api/admin/order/52')).toHaveLength(0);
  });
});
