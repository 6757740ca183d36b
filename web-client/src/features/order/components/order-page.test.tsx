import { screen, waitFor, within } from '@testing-library/react';
import type { OrderDto } from '@inkwell/contracts';
import { buildAuthState, buildClientMe, buildOrder, errorBody, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildClientMe();
let backend: FakeBackend;
let order: OrderDto;

function serveOrder(initial: OrderDto) {
  order = initial;
  backend.on('GET', `/api/client/order/${order.id}`, () => ({ status: 200, body: order }));
}

function openOrder(route: string) {
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

beforeEach(() => {
  backend = installClientBackend(me);
});
afterEach(() => backend.uninstall());

const readyOrder = (overrides: Partial<OrderDto> = {}) =>
  buildOrder({
    id: 51,
    title: 'Garden tips',
    status: 'ready_for_client',
    price: { min: 1190, max: 1985, final: null, currency: 'EUR' },
    ...overrides,
  });

describe('OrderPage', () => {
  it('shows the order, the delivered text with its word count, and the way back', async () => {
    serveOrder(readyOrder({ revisionsCount: 1 }));
    backend.on('GET', '/api/client/order/51/text', () => ({
      status: 200,
      body: { content: 'Roses need sun.', words: 3, authorRole: 'writer', version: 2, submittedAt: '2025-02-03T10:00:00.000Z' },
    }));
    openOrder('/order/51?backRoute=%2Fcontent%2Forders%2Fready');

    expect(await screen.findByRole('heading', { name: 'Garden tips' })).toBeInTheDocument();
    expect(await screen.findByText('Roses need sun.')).toBeInTheDocument();
    expect(screen.getByText(/^3 words/)).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Order details' }));
    expect(details.getByText('Revisions').nextElementSibling).toHaveTextContent('1 of 3');
    expect(details.getByText('Price').nextElementSibling).toHaveTextContent('11,90 € – 19,85 €');
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/content/orders/ready');
  });

  it('names the order’s language and level in a German interface, not in the catalogue’s English', async () => {
    serveOrder(readyOrder({ language: { name: 'German - Austria', culture: 'de-AT' }, level: 'premium' }));
    openOrder('/de/order/51');

    const details = within(await screen.findByRole('region', { name: 'Auftragsdetails' }));
    expect(details.getByText('Sprache').nextElementSibling).toHaveTextContent(/^Deutsch - Österreich$/);
    expect(details.getByText('Qualitätsstufe').nextElementSibling).toHaveTextContent(/^Experte$/);
  });

  it('shows a text written against a layout section by section, in the layout’s order, each with its words', async () => {
    serveOrder(readyOrder({ layoutId: 8 }));
    backend
      .on('GET', '/api/client/order/51/text', () => ({
        status: 200,
        body: {
          content: 'Intro\n\nRoses need sun.\n\nCare\n\nWater them at dawn, not at noon.',
          words: 10,
          authorRole: 'writer',
          version: 1,
          submittedAt: '2025-02-03T10:00:00.000Z',
          sections: { Care: 'Water them at dawn, not at noon.', Intro: 'Roses need sun.' },
        },
      }))
      .on('GET', '/api/client/order/51/layout', () => ({
        status: 200,
        body: {
          id: 8,
          name: 'Guide',
          html: '',
          updatedAt: '2025-01-01T00:00:00.000Z',
          tree: {
            element: 'layout',
            sections: ['Intro', 'Care'].map((name) => ({ element: 'section', name, type: 'fixed', children: [{ element: 'block', tag: 'p' }] })),
          },
        },
      }));
    openOrder('/order/51');

    const text = await screen.findByRole('group', { name: 'Text by section' });
    await waitFor(() =>
      expect(within(text).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Intro3 words', 'Care7 words']),
    );
    expect(within(within(text).getByRole('region', { name: /^Care/ })).getByText('Water them at dawn, not at noon.')).toBeInTheDocument();
    expect(screen.queryByText(/^Intro\n/)).not.toBeInTheDocument();
  });

  it('says where an order stands while it has no text, without asking for one', async () => {
    serveOrder(buildOrder({ id: 52, status: 'processing_pr', clientStatus: 'processing' }));
    openOrder('/order/52/text?backRoute=https%3A%2F%2Fevil.example');

    expect(await screen.findByText('A proofreader is checking the text.')).toBeInTheDocument();
    expect(backend.requestsTo('GET', '/api/client/order/52/text')).toHaveLength(0);
    // A back route that leaves the app is ignored.
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/content/orders/processing');
  });

  it('accepts only with all four ratings and sends them', async () => {
    serveOrder(readyOrder());
    backend.on('GET', '/api/client/order/51/text', () => ({ status: 200, body: { content: 'x', words: 1, authorRole: 'writer', version: 1, submittedAt: null } }));
    backend.on('PUT', '/api/client/order/51/accept', () => {
      order = { ...order, status: 'accepted', clientStatus: 'completed' };
      return { status: 200, body: { id: 51, status: 'accepted' } };
    });
    const view = openOrder('/order/51');
    await view.user.click(await screen.findByRole('button', { name: 'Accept' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Accept the text' }));
    const rate = async (criterion: string, stars: string) =>
      view.user.click(within(dialog.getByRole('group', { name: criterion })).getByRole('radio', { name: stars }));
    await rate('Content', '4 stars');
    await view.user.click(dialog.getByRole('button', { name: 'Accept text' }));
    expect(await dialog.findAllByText('Please choose from 1 to 5 stars.')).toHaveLength(3);
    expect(backend.requestsTo('PUT', '/api/client/order/51/accept')).toHaveLength(0);

    await rate('Form', '5 stars');
    await rate('Readability', '3 stars');
    await rate('Communication', '1 star');
    await view.user.click(dialog.getByRole('button', { name: 'Accept text' }));

    expect(await screen.findByText('The order was accepted.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/client/order/51/accept')[0]?.body).toEqual({
      rating: { content: 4, form: 5, readability: 3, communication: 1 },
    });
    // The tags refetch the order, whose new status ends the actions.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables a revision once all three are used and says why', async () => {
    serveOrder(readyOrder({ revisionsCount: 3 }));
    openOrder('/order/51/revisions');

    const revise = await screen.findByRole('button', { name: 'Request revision' });
    expect(revise).toBeDisabled();
    expect(revise).toHaveAccessibleDescription('All 3 revisions are used.');
    expect(screen.getByRole('button', { name: 'Request rejection' })).toBeEnabled();
  });

  it('offers a rejection only after a revision, and sends the reason it requires', async () => {
    serveOrder(readyOrder({ revisionsCount: 0 }));
    backend.on('GET', '/api/client/order/51/revisions', () => ({ status: 200, body: { data: [] } }));
    const view = openOrder('/order/51/revisions');
    expect(await screen.findByRole('button', { name: 'Request rejection' })).toBeDisabled();
    expect(await screen.findByText('No revision was requested.')).toBeInTheDocument();
    view.unmount();

    serveOrder(readyOrder({ revisionsCount: 1 }));
    backend.on('PUT', '/api/client/order/51/reject', () => ({ status: 200, body: { id: 51, status: 'rejection_requested' } }));
    const second = openOrder('/order/51/history');
    await second.user.click(await screen.findByRole('button', { name: 'Request rejection' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a rejection' }));
    await second.user.click(dialog.getByRole('button', { name: 'Request rejection' }));
    expect(await dialog.findByText('This field is required.')).toBeInTheDocument();

    await second.user.type(dialog.getByLabelText(/^Why should the text be rejected/), 'Off topic');
    await second.user.click(dialog.getByRole('button', { name: 'Request rejection' }));
    expect(await screen.findByText('The rejection was requested.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/client/order/51/reject')[0]?.body).toEqual({ reason: 'Off topic' });
  });

  it('shows a refused action in the dialog', async () => {
    serveOrder(readyOrder());
    backend.on('PUT', '/api/client/order/51/revise', () => ({
      status: 409,
      body: errorBody(409, 'Order 51 is accepted; this action needs ready_for_client'),
    }));
    const view = openOrder('/order/51/revisions');
    await view.user.click(await screen.findByRole('button', { name: 'Request revision' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a revision' }));
    await view.user.type(dialog.getByLabelText(/^What should be changed/), 'More examples');
    await view.user.click(dialog.getByRole('button', { name: 'Send revision request' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Order 51 is accepted; this action needs ready_for_client');
    expect(backend.requestsTo('PUT', '/api/client/order/51/revise')[0]?.body).toEqual({ comment: 'More examples' });
  });

  it('cancels an open order after confirmation', async () => {
    serveOrder(buildOrder({ id: 53, title: 'Shop texts', status: 'open' }));
    backend.on('PUT', '/api/client/order/53/cancel', () => {
      order = { ...order, status: 'canceled', clientStatus: 'completed' };
      return { status: 200, body: { id: 53, status: 'canceled' } };
    });
    backend.on('GET', '/api/client/order/53/history', () => ({
      status: 200,
      body: {
        data: [
          { id: 1, action: 'create', fromStatus: null, toStatus: 'open', actorRole: 'client', actorName: null, note: null, createdAt: '2025-02-01T08:00:00.000Z' },
        ],
      },
    }));
    const view = openOrder('/order/53/history');
    expect(await screen.findByRole('cell', { name: 'You' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel the order' }));
    await view.user.click(dialog.getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('The order was canceled.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/client/order/53/cancel')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
    // The history is asked again, since the action added to it.
    expect(backend.requestsTo('GET', '/api/client/order/53/history').length).toBeGreaterThan(1);
  });
});
