import { screen, waitFor, within } from '@testing-library/react';
import {
  buildAdminClientDetail,
  buildAdminMe,
  buildAuthState,
  buildMessage,
  buildMessageListItem,
  buildOrder,
  buildThread,
  FakeBackend,
  pageOf,
} from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
const teak = buildAdminClientDetail({ id: 41, name: 'Teak & Co. KG' });
const SUPPORT = { role: 'support' as const, id: null, name: 'Support' };
const CLIENT = { role: 'client' as const, id: 41, name: 'Teak & Co. KG' };
const WRITER = { role: 'linguist' as const, id: 7, name: 'Wiebke Writer' };
let backend: FakeBackend;

beforeEach(() => {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', '/api/admin/client/41', () => ({ status: 200, body: teak }));
  backend.install();
});
afterEach(() => backend.uninstall());

const open = (route: string) => renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });

describe('client page, messages tab', () => {
  it('lists the client’s inbox by default, pages by the numeric subpage and opens a conversation with the writer read-only', async () => {
    backend
      .on('GET', '/api/admin/client/41/messages', ({ query }) => ({
        status: 200,
        body: pageOf([buildMessageListItem({ id: query.get('offset') === '10' ? 12 : 11, subject: `Page at ${query.get('offset')}`, counterpart: WRITER })], 14),
      }))
      .on('GET', '/api/admin/client/41/message/12', () => ({
        status: 200,
        body: buildThread({ participants: [CLIENT, WRITER], canReply: false, messages: [buildMessage({ id: 12, body: 'Could you mention the bags?', sender: CLIENT })] }),
      }));
    const view = open('/client/41/messages');

    expect(await screen.findByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    const inbox = await screen.findByRole('table', { name: 'Inbox' });
    expect(await within(inbox).findByRole('link', { name: 'Page at 0' })).toHaveAttribute('href', '/client/41/messages?message=11');
    expect(screen.queryByRole('tab', { name: 'Drafts' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.location()).toBe('/client/41/messages/inbox/2'));
    await view.user.click(await within(inbox).findByRole('link', { name: 'Page at 10' }));
    expect(view.location()).toBe('/client/41/messages/inbox/2?message=12');

    expect(await screen.findByText('Could you mention the bags?')).toBeInTheDocument();
    expect(screen.getByText('With Teak & Co. KG, Wiebke Writer')).toBeInTheDocument();
    expect(screen.getByText('You can read this conversation but cannot write into it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as unread' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to trash' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Inbox' })).toHaveAttribute('href', '/client/41/messages/inbox/2');
    expect(backend.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('answers the client in a thread with support, marking it read for staff', async () => {
    backend
      .on('GET', '/api/admin/client/41/message/21', () => ({
        status: 200,
        body: buildThread({ id: 2, subject: 'Invoice address', unread: true, participants: [CLIENT, SUPPORT], messages: [buildMessage({ id: 21, sender: CLIENT, body: 'We move on the 1st.' })] }),
      }))
      .on('PUT', '/api/admin/client/41/message/21/read', () => ({ status: 204 }))
      .on('POST', '/api/admin/client/41/message/21/reply', () => ({ status: 201, body: buildMessage({ id: 22, threadId: 2, mine: true, sender: SUPPORT }) }));
    const view = open('/client/41/messages/unread?message=21');

    expect(await screen.findByText('We move on the 1st.')).toBeInTheDocument();
    await waitFor(() => expect(backend.requestsTo('PUT', '/api/admin/client/41/message/21/read')).toHaveLength(1));
    await view.user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'Noted, thank you.');
    await view.user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  });

  it('writes to the client as support: the draft is created on the client’s page and sent', async () => {
    backend
      .on('GET', '/api/admin/client/41/messages', () => ({ status: 200, body: pageOf([]) }))
      .on('POST', '/api/admin/client/41/message', () => ({ status: 201, body: buildMessage({ id: 31, threadId: 3, mine: true, draft: true, sender: SUPPORT }) }))
      .on('POST', '/api/admin/message/31/send', () => ({ status: 200, body: buildMessage({ id: 31, threadId: 3, mine: true, sender: SUPPORT }) }))
      .on('GET', '/api/admin/client/41/message/31', () => ({ status: 200, body: buildThread({ id: 3, participants: [CLIENT, SUPPORT], messages: [buildMessage({ id: 31, mine: true })] }) }));
    const view = open('/client/41/messages/sent');
    await view.user.click(await screen.findByRole('button', { name: 'New message' }));
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('Teak & Co. KG');
    await view.user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Your new price list');
    await view.user.type(screen.getByRole('textbox', { name: /^Message/ }), 'It applies from May.');
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/client/41/message')[0].body).toEqual({ subject: 'Your new price list', body: 'It applies from May.' });
    await waitFor(() => expect(view.location()).toBe('/client/41/messages?message=31'));
  });

  it('sends an unknown folder or a page that is not a number back to the inbox', async () => {
    backend.on('GET', '/api/admin/client/41/messages', () => ({ status: 200, body: pageOf([]) }));
    const view = open('/client/41/messages/drafts/x');
    await waitFor(() => expect(view.location()).toBe('/client/41/messages'));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});

describe('order page, messages tab', () => {
  it('shows every conversation about the order and writes to the client by default', async () => {
    const order = buildOrder({ id: 51, clientId: 41, clientName: 'Teak & Co. KG', services: [{ name: 'copywriting', assignment: 'OO', linguist: { id: 7, nickname: 'wiebke_writes' }, groupId: null }] });
    backend
      .on('GET', '/api/admin/order/51', () => ({ status: 200, body: order }))
      .on('GET', '/api/admin/order/51/messages', () => ({
        status: 200,
        body: { data: [buildThread({ participants: [CLIENT, WRITER], canReply: false, messages: [buildMessage({ id: 101, body: 'Which tone?', sender: CLIENT })] })] },
      }))
      .on('POST', '/api/admin/order/51/messages', () => ({ status: 201, body: buildMessage({ id: 102, mine: true, sender: SUPPORT }) }));
    const view = open('/order/51/messages');

    expect(await screen.findByText('Which tone?')).toBeInTheDocument();
    expect(screen.getByText('Staff read this conversation between the client and a linguist but do not write into it.')).toBeInTheDocument();
    const to = screen.getByRole('combobox', { name: 'To' }) as HTMLSelectElement;
    expect(Array.from(to.options).map((option) => option.text)).toEqual(['Teak & Co. KG', 'wiebke_writes (writer)']);
    await view.user.type(screen.getByRole('textbox', { name: /Your message/ }), 'The deadline moves to Friday.');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/order/51/messages')[0].body).toEqual({ body: 'The deadline moves to Friday.', recipient: { role: 'client', id: 41 } });
  });
});
