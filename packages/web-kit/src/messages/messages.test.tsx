import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { INTERFACE_LANGUAGES, MESSAGE_ATTACHMENT_MAX_BYTES, type MessageThread, type OrderDto } from '@inkwell/contracts';
import { textKeys } from '../i18n/create-i18n';
import { createAppApi, createAppStore } from '../store/create-app-store';
import { buildClientMe } from '../testing/builders';
import { errorBody, FakeBackend } from '../testing/fake-backend';
import { buildMessage, buildMessageListItem, buildMessageSummary, buildThread } from '../testing/message-builders';
import { buildOrder, pageOf } from '../testing/order-builders';
import { createRenderWithProviders } from '../testing/render-with-providers';
import { testConfig, testI18n } from '../testing/test-app';
import { MailMenu } from './mail-menu';
import { MESSAGE_TAG_TYPES } from '../api/tag-types';
import { injectMessageEndpoints } from './messages-api';
import { MessagesPage } from './messages-page';
import { messageTexts, registerMessageTexts } from './message-texts';
import { OrderConversation } from './order-conversation';

registerMessageTexts(testI18n);

const messagesTestApi = createAppApi({ i18n: testI18n, tagTypes: MESSAGE_TAG_TYPES });
const messagesApi = injectMessageEndpoints(messagesTestApi, 'client');
const { createStore } = createAppStore({ api: messagesTestApi });
const render = createRenderWithProviders({ createStore, i18n: testI18n, config: testConfig });

const BASE = '/api/client';
let backend: FakeBackend;

beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.on('GET', `${BASE}/messages/summary`, () => ({ status: 200, body: buildMessageSummary({ unread: 2 }) }));
  backend.install();
});
afterEach(async () => {
  backend.uninstall();
  await testI18n.changeLanguage('en');
});

function openMessages(route: string) {
  return render(
    <Routes>
      <Route path="/messages/:tab?/:id?" element={<MessagesPage api={messagesApi} role="client" orderPath={(id) => `/order/${id}/messages`} />} />
      <Route path="*" element={<MailMenu api={messagesApi} />} />
    </Routes>,
    { route },
  );
}

/** A thread of three messages the server keeps, so reads and replies change what the next GET answers. */
function serveThread(initial: MessageThread) {
  let thread = initial;
  backend.on('GET', `${BASE}/message/${thread.messages[0].id}`, () => ({ status: 200, body: thread }));
  return {
    update: (change: (current: MessageThread) => MessageThread) => {
      thread = change(thread);
    },
  };
}

const pdf = (name = 'brief.pdf', bytes = 1200) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('MessagesPage', () => {
  it('lists the inbox with search and paging, each subject opening its thread', async () => {
    backend.on('GET', `${BASE}/messages`, ({ query }) => ({
      status: 200,
      body: query.get('search') === 'roses'
        ? pageOf([buildMessageListItem({ id: 7, subject: 'Roses', unread: true, attachments: 2 })])
        : pageOf([buildMessageListItem({ id: 5, subject: 'Order 51: Garden tips' })], 12),
    }));
    const view = openMessages('/messages');

    const table = await screen.findByRole('table', { name: 'Inbox' });
    expect(await within(table).findByRole('link', { name: 'Order 51: Garden tips' })).toHaveAttribute('href', '/messages/inbox/5');
    expect(backend.requestsTo('GET', `${BASE}/messages`)[0].query.get('type')).toBe('inbox');
    expect(screen.getByRole('tab', { name: 'Unread 2' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(backend.requestsTo('GET', `${BASE}/messages`).at(-1)?.query.get('offset')).toBe('10'));

    await view.user.type(screen.getByRole('searchbox'), 'roses{Enter}');
    expect(await within(table).findByRole('link', { name: 'Roses' })).toBeInTheDocument();
    expect(within(table).getByText('Unread')).toBeInTheDocument();
    expect(within(table).getByText('2 files')).toBeInTheDocument();
    expect(backend.requestsTo('GET', `${BASE}/messages`).at(-1)?.query.get('offset')).toBe('0');
  });

  it('says so when a folder is empty, and sends an unknown folder to the inbox', async () => {
    backend.on('GET', `${BASE}/messages`, () => ({ status: 200, body: pageOf([]) }));
    const view = openMessages('/messages/trash');
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
    view.unmount();
    const other = openMessages('/messages/archive');
    await waitFor(() => expect(other.location()).toBe('/messages'));
  });

  it('opens a thread, marks it read, shows bodies as text with their line breaks and files as download links', async () => {
    serveThread(
      buildThread({
        unread: true,
        orderId: 51,
        messages: [
          buildMessage({ id: 101, body: '<b>Hi</b>\nsecond line', attachments: [{ id: 9, fileName: 'brief.pdf', contentType: 'application/pdf', bytes: 2048, sha256: 'a'.repeat(64) }] }),
          buildMessage({ id: 102, mine: true, sender: { role: 'client', id: 3, name: 'Carla' }, body: 'Thanks' }),
        ],
      }),
    );
    backend.on('PUT', `${BASE}/message/101/read`, () => ({ status: 204 }));
    openMessages('/messages/inbox/101');

    expect(await screen.findByRole('heading', { name: 'Order 51: Garden tips' })).toHaveFocus();
    expect(screen.getByText('With wiebke_writes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About order 51' })).toHaveAttribute('href', '/order/51/messages');
    const list = screen.getByRole('list', { name: 'Messages of the conversation' });
    const body = within(list).getByText(/second line/);
    expect(body.textContent).toBe('<b>Hi</b>\nsecond line');
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByRole('heading', { name: 'You' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Download brief.pdf' })).toHaveAttribute('href', '/api/client/message/101/attachment/9');
    await waitFor(() => expect(backend.requestsTo('PUT', `${BASE}/message/101/read`)).toHaveLength(1));
  });

  it('replies, and with a file writes a draft, attaches the file and sends it', async () => {
    const thread = serveThread(buildThread());
    backend
      .on('POST', `${BASE}/message/101/reply`, ({ body }) => {
        const reply = buildMessage({ id: 201, mine: true, body: (body as { body: string }).body, draft: Boolean((body as { draft?: boolean }).draft) });
        thread.update((current) => ({ ...current, messages: [...current.messages, reply] }));
        return { status: 201, body: reply };
      })
      .on('POST', `${BASE}/message/201/attachment`, () => ({ status: 201, body: { id: 5, fileName: 'brief.pdf', contentType: 'application/pdf', bytes: 1200, sha256: 'b'.repeat(64) } }))
      .on('POST', `${BASE}/message/201/send`, () => ({ status: 200, body: buildMessage({ id: 201, mine: true }) }));
    const view = openMessages('/messages/inbox/101');
    const reply = await screen.findByRole('textbox', { name: /Your reply/ });

    await view.user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please write a message.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${BASE}/message/101/reply`)).toHaveLength(0);

    await view.user.type(reply, 'Line one{Enter}  line two');
    await view.user.upload(screen.getByLabelText('Attach files'), pdf());
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('brief.pdf')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    // Kept exactly as written, spaces and line break included.
    expect(backend.requestsTo('POST', `${BASE}/message/101/reply`)[0].body).toEqual({ body: 'Line one\n  line two', draft: true });
    const upload = backend.requestsTo('POST', `${BASE}/message/201/attachment`)[0];
    expect(((upload.body as FormData).get('file') as File).name).toBe('brief.pdf');
    expect(backend.requestsTo('POST', `${BASE}/message/201/send`)).toHaveLength(1);
    expect(reply).toHaveValue('');
  });

  it('refuses a wrong or too large file before sending, and discards the draft when core-api refuses a file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serveThread(buildThread());
    backend
      .on('POST', `${BASE}/message/101/reply`, () => ({ status: 201, body: buildMessage({ id: 301, mine: true, draft: true }) }))
      .on('POST', `${BASE}/message/301/attachment`, () => ({ status: 400, body: errorBody(400, 'The file claims to be a PDF but is not one') }))
      .on('DELETE', `${BASE}/message/301`, () => ({ status: 204 }));
    openMessages('/messages/inbox/101');
    const chooser = await screen.findByLabelText('Attach files');

    await user.upload(chooser, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('notes.txt is not a PDF, Word, Excel, PNG or JPEG file.')).toBeInTheDocument();
    await user.upload(chooser, pdf('huge.pdf', MESSAGE_ATTACHMENT_MAX_BYTES + 1));
    expect(screen.getByText('huge.pdf is larger than 10 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();

    await user.upload(chooser, pdf('fake.pdf'));
    await user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'See file');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('fake.pdf was not attached: The file claims to be a PDF but is not one')).toBeInTheDocument();
    expect(backend.requestsTo('DELETE', `${BASE}/message/301`)).toHaveLength(1);
    expect(backend.requestsTo('POST', `${BASE}/message/301/send`)).toHaveLength(0);
  });

  it('writes a new message to a recipient found by name, checking every field first', async () => {
    backend
      .on('GET', `${BASE}/messages`, () => ({ status: 200, body: pageOf([]) }))
      .on('GET', `${BASE}/messages/recipients`, () => ({ status: 200, body: pageOf([{ role: 'linguist', id: 7, name: 'wiebke_writes' }]) }))
      .on('POST', `${BASE}/message`, () => ({ status: 201, body: buildMessage({ id: 401, threadId: 40, mine: true, draft: true }) }))
      .on('POST', `${BASE}/message/401/send`, () => ({ status: 200, body: buildMessage({ id: 401, threadId: 40, mine: true }) }))
      .on('GET', `${BASE}/message/401`, () => ({ status: 200, body: buildThread({ id: 40, subject: 'Briefing', messages: [buildMessage({ id: 401, mine: true })] }) }));
    const view = openMessages('/messages');
    await view.user.click(await screen.findByRole('button', { name: 'New message' }));
    expect(screen.getByRole('heading', { name: 'New message' })).toHaveFocus();

    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please choose whom to write to.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please write a message.')).toBeInTheDocument();

    await view.user.type(screen.getByRole('combobox', { name: 'To' }), 'wieb');
    await view.user.click(await screen.findByRole('option', { name: /wiebke_writes/ }));
    await view.user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Briefing');
    await view.user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Please read it.');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${BASE}/message`)[0].body).toEqual({ recipient: { role: 'linguist', id: 7 }, subject: 'Briefing', body: 'Please read it.' });
    await waitFor(() => expect(view.location()).toBe('/messages/sent/401'));
  });

  it('offers support in the interface language and shows why core-api refused a recipient', async () => {
    await testI18n.changeLanguage('it');
    backend
      .on('GET', `${BASE}/messages`, () => ({ status: 200, body: pageOf([]) }))
      .on('GET', `${BASE}/messages/recipients`, () => ({ status: 200, body: pageOf([]) }))
      .on('POST', `${BASE}/message`, () => ({ status: 403, body: errorBody(403, 'You can write to linguists who worked on your orders') }));
    const view = openMessages('/messages');
    await view.user.click(await screen.findByRole('button', { name: 'Nuovo messaggio' }));
    await view.user.type(screen.getByRole('combobox', { name: 'A' }), 'suppo');
    await view.user.click(await screen.findByRole('option', { name: /^Supporto/ }));
    await view.user.type(screen.getByRole('textbox', { name: /Oggetto/ }), 'Fattura');
    await view.user.type(screen.getByRole('textbox', { name: /^Messaggio/ }), 'Domanda');
    await view.user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('You can write to linguists who worked on your orders')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${BASE}/message`)[0].body).toMatchObject({ recipient: { role: 'support' } });
  });

  it('edits and sends a draft with its files, and discards one after confirming', async () => {
    const draft = buildMessage({ id: 501, threadId: 50, mine: true, draft: true, sentAt: null, body: 'First try', sender: { role: 'client', id: 3, name: 'Carla' } });
    backend
      .on('GET', `${BASE}/message/501`, () => ({ status: 200, body: buildThread({ id: 50, subject: 'Style guide', messages: [draft] }) }))
      .on('PUT', `${BASE}/message/501`, () => ({ status: 200, body: draft }))
      .on('POST', `${BASE}/message/501/attachment`, () => ({ status: 201, body: { id: 1, fileName: 'guide.pdf', contentType: 'application/pdf', bytes: 10, sha256: 'c'.repeat(64) } }))
      .on('POST', `${BASE}/message/501/send`, () => ({ status: 200, body: { ...draft, draft: false } }))
      .on('DELETE', `${BASE}/message/501`, () => ({ status: 204 }))
      .on('GET', `${BASE}/messages`, () => ({ status: 200, body: pageOf([]) }));
    const view = openMessages('/messages/new/501');

    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    expect(subject).toHaveValue('Style guide');
    const body = screen.getByRole('textbox', { name: /^Message/ });
    await view.user.clear(body);
    await view.user.type(body, 'Second try');
    await view.user.upload(screen.getByLabelText('Attach files'), pdf('guide.pdf'));
    await waitFor(() => expect(backend.requestsTo('POST', `${BASE}/message/501/attachment`)).toHaveLength(1));
    await view.user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${BASE}/message/501`)[0].body).toEqual({ subject: 'Style guide', body: 'Second try' });
    await waitFor(() => expect(view.location()).toBe('/messages/sent/501'));
    view.unmount();

    const again = openMessages('/messages/new/501');
    await again.user.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard this draft?' });
    await again.user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(again.location()).toBe('/messages/new'));
    expect(backend.requestsTo('DELETE', `${BASE}/message/501`)).toHaveLength(1);
  });

  it('marks a thread unread, moves it to the trash and deletes it for good from there, each after confirming', async () => {
    const thread = serveThread(buildThread());
    backend
      .on('PUT', `${BASE}/message/101/unread`, () => ({ status: 204 }))
      .on('DELETE', `${BASE}/message/101`, () => ({ status: 204 }))
      .on('GET', `${BASE}/messages`, () => ({ status: 200, body: pageOf([]) }));
    const view = openMessages('/messages/inbox/101');

    await view.user.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(view.location()).toBe('/messages'));
    expect(backend.requestsTo('PUT', `${BASE}/message/101/unread`)).toHaveLength(1);
    view.unmount();

    const trash = openMessages('/messages/inbox/101');
    await trash.user.click(await screen.findByRole('button', { name: 'Move to trash' }));
    await trash.user.click(within(screen.getByRole('dialog', { name: 'Move this conversation to the trash?' })).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(trash.location()).toBe('/messages'));
    trash.unmount();

    thread.update((current) => ({ ...current, trashed: true }));
    const purge = openMessages('/messages/trash/101');
    expect(await screen.findByText('This conversation is in your trash. Writing into it brings it back.')).toBeInTheDocument();
    await purge.user.click(screen.getByRole('button', { name: 'Delete for good' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation for good?' });
    await purge.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.requestsTo('DELETE', `${BASE}/message/101`)).toHaveLength(1);
    await purge.user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await purge.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(purge.location()).toBe('/messages/trash'));
    expect(backend.requestsTo('DELETE', `${BASE}/message/101`)).toHaveLength(2);
  });

  it('says a message is not there when core-api answers 404', async () => {
    openMessages('/messages/inbox/999');
    expect(await screen.findByText('This message does not exist, or it is not yours to read.')).toBeInTheDocument();
  });
});

describe('MailMenu', () => {
  it('names the unread count for screen readers and leads to the folders', async () => {
    backend.on('GET', `${BASE}/messages`, () => ({ status: 200, body: pageOf([]) }));
    const view = openMessages('/dashboard');
    const trigger = await screen.findByRole('button', { name: 'Mail 2 unread messages' });
    expect(trigger).toHaveTextContent('Mail 2');
    await view.user.click(trigger);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Inbox', 'Sent', 'Trash']);
    await view.user.click(screen.getByRole('menuitem', { name: 'Sent' }));
    expect(view.location()).toBe('/messages/sent');
  });

  it('shows no badge without unread threads, in German too', async () => {
    backend.on('GET', `${BASE}/messages/summary`, () => ({ status: 200, body: buildMessageSummary() }));
    await testI18n.changeLanguage('de');
    openMessages('/dashboard');
    expect(await screen.findByRole('button', { name: 'Post' })).toBeInTheDocument();
  });
});

describe('OrderConversation', () => {
  const order: OrderDto = buildOrder({
    id: 51,
    services: [
      { name: 'copywriting', assignment: 'OO', linguist: { id: 7, nickname: 'wiebke_writes' }, groupId: null },
      { name: 'proofreading', assignment: 'open', linguist: { id: 8, nickname: 'paul_proofs' }, groupId: null },
    ],
  });

  it('shows the conversations about the order, reads them and writes to the chosen side', async () => {
    backend
      .on('GET', `${BASE}/order/51/messages`, () => ({
        status: 200,
        body: { data: [buildThread({ unread: true, messages: [buildMessage({ id: 101, body: 'Draft is ready' })] })] },
      }))
      .on('PUT', `${BASE}/message/101/read`, () => ({ status: 204 }))
      .on('POST', `${BASE}/order/51/messages`, () => ({ status: 201, body: buildMessage({ id: 102, mine: true }) }));
    const view = render(<OrderConversation api={messagesApi} role="client" order={order} threadPath={(id) => `/messages/inbox/${id}`} />);

    const conversation = await screen.findByRole('region', { name: 'With wiebke_writes' });
    expect(within(conversation).getByText('Draft is ready')).toBeInTheDocument();
    expect(within(conversation).getByRole('link', { name: 'Open in Messages' })).toHaveAttribute('href', '/messages/inbox/101');
    await waitFor(() => expect(backend.requestsTo('PUT', `${BASE}/message/101/read`)).toHaveLength(1));

    const to = screen.getByRole('combobox', { name: 'To' });
    expect(Array.from((to as HTMLSelectElement).options).map((option) => option.text)).toEqual(['wiebke_writes (writer)', 'paul_proofs (proofreader)', 'Support']);
    await view.user.selectOptions(to, 'paul_proofs (proofreader)');
    await view.user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Please check the headline.');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${BASE}/order/51/messages`)[0].body).toEqual({ body: 'Please check the headline.', recipient: { role: 'linguist', id: 8 } });
  });

  it('offers a linguist the client only on an order she works on', async () => {
    backend.on('GET', `${BASE}/order/51/messages`, () => ({ status: 200, body: { data: [] } }));
    const view = render(<OrderConversation api={messagesApi} role="linguist" order={order} myId={9} />);
    expect(await screen.findByText('Nobody has written about this order yet.')).toBeInTheDocument();
    expect(Array.from((screen.getByRole('combobox', { name: 'To' }) as HTMLSelectElement).options).map((option) => option.text)).toEqual(['Support']);
    view.unmount();
    render(<OrderConversation api={messagesApi} role="linguist" order={order} myId={7} />);
    await waitFor(() =>
      expect(Array.from((screen.getByRole('combobox', { name: 'To' }) as HTMLSelectElement).options).map((option) => option.text)).toEqual(['The client', 'Support']),
    );
  });
});

it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English message keys', (language) => {
  expect(textKeys(messageTexts[language])).toEqual(textKeys(messageTexts.en));
});
