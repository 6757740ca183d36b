import { screen, waitFor, within } from '@testing-library/react';
import { buildAdminMe, buildAuthState, buildMessage, buildMessageListItem, buildThread, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { buildAdminLinguistProfile } from '../../../testing/linguist-builders';

const me = buildAdminMe();
const SUPPORT = { role: 'support' as const, id: null, name: 'Support' };
const WANDA = { role: 'linguist' as const, id: 7, name: 'Wanda Smith' };
const CLIENT = { role: 'client' as const, id: 41, name: 'Teak & Co. KG' };
let backend: FakeBackend;

beforeEach(() => {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', '/api/admin/linguist/7', () => ({ status: 200, body: buildAdminLinguistProfile({ id: 7, nickname: 'wordsmith' }) }));
  backend.install();
});
afterEach(() => backend.uninstall());

const open = (route: string) => renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });

describe('linguist page, messages tab', () => {
  it('lists her inbox by default without her drafts, pages by the numeric subpage and opens her general thread with support', async () => {
    backend
      .on('GET', '/api/admin/linguist/7/messages', ({ query }) => ({
        status: 200,
        body: pageOf([buildMessageListItem({ id: query.get('offset') === '10' ? 12 : 11, subject: `Page at ${query.get('offset')}`, counterpart: SUPPORT })], 14),
      }))
      .on('GET', '/api/admin/linguist/7/message/12', () => ({
        status: 200,
        body: buildThread({ id: 4, subject: 'Payout date', unread: true, participants: [WANDA, SUPPORT], messages: [buildMessage({ id: 12, body: 'When is my next payout?', sender: WANDA })] }),
      }))
      .on('PUT', '/api/admin/linguist/7/message/12/read', () => ({ status: 204 }))
      .on('POST', '/api/admin/linguist/7/message/12/reply', () => ({ status: 201, body: buildMessage({ id: 13, threadId: 4, mine: true, sender: SUPPORT }) }));
    const view = open('/linguist/7/messages');

    expect(await screen.findByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    const inbox = await screen.findByRole('table', { name: 'Inbox' });
    expect(await within(inbox).findByRole('link', { name: 'Page at 0' })).toHaveAttribute('href', '/linguist/7/messages?message=11');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(expect.arrayContaining(['Inbox', 'Unread', 'Sent', 'Trash']));
    expect(screen.queryByRole('tab', { name: 'Drafts' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.location()).toBe('/linguist/7/messages/inbox/2'));
    await view.user.click(await within(inbox).findByRole('link', { name: 'Page at 10' }));
    expect(view.location()).toBe('/linguist/7/messages/inbox/2?message=12');

    expect(await screen.findByText('When is my next payout?')).toBeInTheDocument();
    await waitFor(() => expect(backend.requestsTo('PUT', '/api/admin/linguist/7/message/12/read')).toHaveLength(1));
    await view.user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'On the 15th.');
    await view.user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/linguist/7/message/12/reply')[0].body).toEqual({ body: 'On the 15th.', draft: false });
    expect(screen.getByRole('link', { name: 'Back to Inbox' })).toHaveAttribute('href', '/linguist/7/messages/inbox/2');
  });

  it('reads her conversation with a client without writing into it', async () => {
    backend.on('GET', '/api/admin/linguist/7/message/21', () => ({
      status: 200,
      body: buildThread({ participants: [CLIENT, WANDA], canReply: false, messages: [buildMessage({ id: 21, body: 'A little warmer, please.', sender: CLIENT })] }),
    }));
    open('/linguist/7/messages/sent?message=21');
    expect(await screen.findByText('A little warmer, please.')).toBeInTheDocument();
    expect(screen.getByText('You can read this conversation but cannot write into it.')).toBeInTheDocument();
    expect(backend.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('writes to her as support: the draft is created on her page and sent', async () => {
    backend
      .on('GET', '/api/admin/linguist/7/messages', () => ({ status: 200, body: pageOf([]) }))
      .on('POST', '/api/admin/linguist/7/message', () => ({ status: 201, body: buildMessage({ id: 31, threadId: 3, mine: true, draft: true, sender: SUPPORT }) }))
      .on('POST', '/api/admin/message/31/send', () => ({ status: 200, body: buildMessage({ id: 31, threadId: 3, mine: true, sender: SUPPORT }) }))
      .on('GET', '/api/admin/linguist/7/message/31', () => ({ status: 200, body: buildThread({ id: 3, participants: [WANDA, SUPPORT], messages: [buildMessage({ id: 31, mine: true })] }) }));
    const view = open('/linguist/7/messages/trash');
    await view.user.click(await screen.findByRole('button', { name: 'New message' }));
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('wordsmith');
    await view.user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Your profile');
    await view.user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Please add a photo.');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/linguist/7/message')[0].body).toEqual({ subject: 'Your profile', body: 'Please add a photo.' });
    await waitFor(() => expect(view.location()).toBe('/linguist/7/messages?message=31'));
  });

  it('sends her drafts folder or a page that is not a number back to the inbox', async () => {
    backend.on('GET', '/api/admin/linguist/7/messages', () => ({ status: 200, body: pageOf([]) }));
    const view = open('/linguist/7/messages/new/x');
    await waitFor(() => expect(view.location()).toBe('/linguist/7/messages'));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('keeps pages to the messages tab', async () => {
    backend.on('GET', '/api/admin/linguist/7/notes', () => ({ status: 200, body: pageOf([]) }));
    const view = open('/linguist/7/notes/2');
    await waitFor(() => expect(view.location()).toBe('/linguist/7/notes'));
  });
});
