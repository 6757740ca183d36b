import { screen, waitFor, within } from '@testing-library/react';
import {
  buildAuthState,
  buildClientMe,
  buildMessage,
  buildMessageListItem,
  buildMessageSummary,
  buildOrder,
  buildThread,
  pageOf,
  type FakeBackend,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildClientMe({ firstName: 'Carla' });
let backend: FakeBackend;

beforeEach(() => {
  backend = installClientBackend(me);
  backend.on('GET', '/api/client/messages/summary', () => ({ status: 200, body: buildMessageSummary({ unread: 3, lastSentAt: '2025-03-04T08:15:00.000Z' }) }));
});
afterEach(() => backend.uninstall());

const openApp = (route: string) => renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });

describe('client messages', () => {
  it('/messages shows the inbox; the header’s mail menu names the unread count and leads to the folders', async () => {
    backend.on('GET', '/api/client/messages', ({ query }) => ({
      status: 200,
      body: query.get('type') === 'sent' ? pageOf([]) : pageOf([buildMessageListItem({ id: 5, subject: 'Invoice address', unread: true, counterpart: { role: 'support', id: null, name: 'Support' } })]),
    }));
    const view = openApp('/messages');

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const inbox = await screen.findByRole('table', { name: 'Inbox' });
    expect(await within(inbox).findByRole('link', { name: 'Invoice address' })).toHaveAttribute('href', '/messages/inbox/5');

    const menu = await screen.findByRole('button', { name: 'Mail 3 unread messages' });
    await view.user.click(menu);
    await view.user.click(screen.getByRole('menuitem', { name: 'Sent' }));
    await waitFor(() => expect(view.location()).toBe('/messages/sent'));
    expect(await screen.findByText('You have not sent a message yet.')).toBeInTheDocument();
  });

  it('opens a thread from the unread folder and marks it read', async () => {
    backend
      .on('GET', '/api/client/message/5', () => ({ status: 200, body: buildThread({ id: 2, subject: 'Invoice address', unread: true, messages: [buildMessage({ id: 5, body: 'New address noted.' })] }) }))
      .on('PUT', '/api/client/message/5/read', () => ({ status: 204 }));
    openApp('/messages/unread/5');
    expect(await screen.findByText('New address noted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Unread' })).toHaveAttribute('href', '/messages/unread');
    await waitFor(() => expect(backend.requestsTo('PUT', '/api/client/message/5/read')).toHaveLength(1));
  });

  it('the dashboard’s Messages card shows the unread conversations and when the client last wrote', async () => {
    openApp('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Messages' }));
    expect(await card.findByText('04.03.2025 08:15')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Unread' }).closest('div')).toHaveTextContent('Unread3');
  });

  it('the order page’s messages tab shows the conversation about the order and writes to its linguist', async () => {
    const order = buildOrder({ id: 51, title: 'Garden tips', services: [{ name: 'copywriting', assignment: 'OO', linguist: { id: 7, nickname: 'wiebke_writes' }, groupId: null }] });
    backend
      .on('GET', '/api/client/order/51', () => ({ status: 200, body: order }))
      .on('GET', '/api/client/order/51/messages', () => ({ status: 200, body: { data: [buildThread({ orderId: 51, messages: [buildMessage({ id: 101, body: 'Which tone?' })] })] } }))
      .on('POST', '/api/client/order/51/messages', () => ({ status: 201, body: buildMessage({ id: 102, mine: true }) }));
    const view = openApp('/order/51/messages');

    expect(await screen.findByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Which tone?')).toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Friendly, please.');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/client/order/51/messages')[0].body).toEqual({ body: 'Friendly, please.', recipient: { role: 'linguist', id: 7 } });
  });
});
