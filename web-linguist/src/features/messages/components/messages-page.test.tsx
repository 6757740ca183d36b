import { screen, waitFor, within } from '@testing-library/react';
import {
  buildAssignment,
  buildAuthState,
  buildLinguistMe,
  buildMessage,
  buildMessageListItem,
  buildMessageSummary,
  buildOrder,
  buildThread,
  FakeBackend,
  pageOf,
} from '@inkwell/web-kit/testing';
import type { MessageThread } from '@inkwell/contracts';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildLinguistMe({ firstName: 'Wiebke', nickname: 'wiebke_writes' });
let backend: FakeBackend;
let unread = 1;

beforeEach(() => {
  unread = 1;
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', '/api/linguist/messages/summary', () => ({ status: 200, body: buildMessageSummary({ unread }) }));
  backend.install();
});
afterEach(() => backend.uninstall());

const openApp = (route: string) => renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });

describe('linguist messages', () => {
  it('the header badge counts her unread conversations; reading one lowers it, and she replies to the client', async () => {
    let thread: MessageThread = buildThread({
      id: 4,
      subject: 'Order 51: Garden tips',
      orderId: 51,
      unread: true,
      participants: [
        { role: 'client', id: 3, name: 'carla_coffee' },
        { role: 'linguist', id: me.id, name: 'wiebke_writes' },
      ],
      messages: [buildMessage({ id: 41, sender: { role: 'client', id: 3, name: 'carla_coffee' }, body: 'Could you mention the 1 kg bags?' })],
    });
    backend
      .on('GET', '/api/linguist/messages', () => ({ status: 200, body: pageOf([buildMessageListItem({ id: 41, subject: thread.subject, unread: true, counterpart: { role: 'client', id: 3, name: 'carla_coffee' } })]) }))
      .on('GET', '/api/linguist/message/41', () => ({ status: 200, body: thread }))
      .on('PUT', '/api/linguist/message/41/read', () => {
        unread = 0;
        thread = { ...thread, unread: false };
        return { status: 204 };
      })
      .on('POST', '/api/linguist/message/41/reply', () => ({ status: 201, body: buildMessage({ id: 42, threadId: 4, mine: true }) }));
    const view = openApp('/messages');

    const badge = await screen.findByRole('button', { name: 'Mail 1 unread message' });
    await view.user.click(within(await screen.findByRole('table', { name: 'Inbox' })).getByRole('link', { name: 'Order 51: Garden tips' }));
    expect(await screen.findByText('Could you mention the 1 kg bags?')).toBeInTheDocument();
    expect(screen.getByText('With carla_coffee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About order 51' })).toHaveAttribute('href', '/order/51/messages');
    // The read invalidates the summary, so the badge follows without a reload.
    await waitFor(() => expect(badge).toHaveAccessibleName('Mail'));

    await view.user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'Of course!');
    await view.user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/linguist/message/41/reply')[0].body).toEqual({ body: 'Of course!', draft: false });
  });

  it('the order page has a messages tab where she writes to the client of an order she works on', async () => {
    const order = buildOrder({ id: 51, status: 'processing_cw', services: [buildAssignment('copywriting', { id: me.id, nickname: me.nickname })] });
    backend
      .on('GET', '/api/linguist/order/51', () => ({ status: 200, body: order }))
      .on('GET', '/api/linguist/order/51/messages', () => ({ status: 200, body: { data: [] } }))
      .on('POST', '/api/linguist/order/51/messages', () => ({ status: 201, body: buildMessage({ id: 50, mine: true }) }));
    const view = openApp('/order/51/messages');

    expect(await screen.findByText('Nobody has written about this order yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    await view.user.type(screen.getByRole('textbox', { name: /Your message/ }), 'The draft is ready tomorrow.');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/linguist/order/51/messages')[0].body).toEqual({
      body: 'The draft is ready tomorrow.',
      recipient: { role: 'client', id: order.clientId },
    });
  });
});
