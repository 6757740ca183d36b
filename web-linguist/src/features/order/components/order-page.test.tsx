import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import { AppProviders, BlockableHistoryRouter } from '@inkwell/web-kit';
import {
  buildAssignment,
  buildAuthState,
  buildLinguistMe,
  buildOrder,
  buildOrderHistory,
  buildOrderText,
  buildTemplate,
  errorBody,
  FakeBackend,
} from '@inkwell/web-kit/testing';
import type { OrderDto, OrderRevisionDto, OrderTextDto } from '@inkwell/contracts';
import { appConfig } from '../../../app/config';
import { i18n } from '../../../locales/i18n';
import { createStore } from '../../../app/store';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderPage } from './order-page';

const me = buildLinguistMe({ firstName: 'Lina', nickname: 'lina' });
const meRef = { id: me.id, nickname: me.nickname };
const someoneElse = { id: me.id + 1000, nickname: 'paul' };
const writtenByMe = [buildAssignment('copywriting', meRef)];

let backend: FakeBackend;
/** The order as the fake API holds it; action handlers change it like the server would. */
let order: OrderDto;
afterEach(() => backend.uninstall());

interface Answers {
  text?: OrderTextDto | null;
  revisions?: OrderRevisionDto[];
  more?: (fake: FakeBackend) => void;
}

function fakeApi(initial: OrderDto, { text = null, revisions = [], more }: Answers = {}) {
  order = initial;
  const path = `/api/linguist/order/${initial.id}`;
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', path, () => ({ status: 200, body: order }));
  backend.on('GET', `${path}/text`, () =>
    text ? { status: 200, body: text } : { status: 404, body: errorBody(404, 'There is no text yet.') },
  );
  backend.on('GET', `${path}/revisions`, () => ({ status: 200, body: { data: revisions } }));
  backend.on('GET', `${path}/history`, () => ({ status: 200, body: { data: [] } }));
  more?.(backend);
  backend.install();
}

function openOrder(initial: OrderDto, answers: Answers = {}, route = `/order/${initial.id}`) {
  fakeApi(initial, answers);
  return renderWithProviders(
    <Routes>
      <Route path="/order/:id/:tab?" element={<OrderPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/orders/requested" element={<h1>Requested orders</h1>} />
    </Routes>,
    { route, preloadedState: { auth: buildAuthState(me) } },
  );
}

const ACTIONS = ['Take', 'Reserve', 'Release', 'Decline'];
const shownActions = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }) !== null);
const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const action = (path: string) => `/api/linguist/order/${order.id}${path}`;

describe('linguist OrderPage', () => {
  it('names the order’s language and level in a German interface, not in the catalogue’s English', async () => {
    await i18n.changeLanguage('de');
    try {
      openOrder(buildOrder({ language: { name: 'German - Austria', culture: 'de-AT' }, level: 'premium' }));
      const details = within(await screen.findByRole('region', { name: 'Auftragsdetails' }));
      expect(details.getByText('Sprache').nextElementSibling).toHaveTextContent(/^Deutsch - Österreich$/);
      expect(details.getByText('Stufe').nextElementSibling).toHaveTextContent(/^Experte$/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows the facts, the briefing section and the client comment of an order', async () => {
    openOrder(
      buildOrder({
        title: 'Garden furniture guide',
        level: 'premium',
        words: { min: 800, max: 1200, final: null },
        pay: { min: 4000, max: 6000, final: null, currency: 'EUR' },
        processingDays: 3,
        keywords: ['garden', 'teak'],
        comment: 'Friendly tone, please.',
      }),
    );

    expect(await screen.findByRole('heading', { name: /Garden furniture guide/ })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(within(details).getByText('Words').parentElement).toHaveTextContent('800 – 1.200');
    expect(within(details).getByText('Pay').parentElement).toHaveTextContent('40,00 € – 60,00 €');
    expect(within(details).getByText('Level').parentElement).toHaveTextContent('Expert');
    expect(within(details).getByText('Processing time').parentElement).toHaveTextContent('3 days');
    expect(within(details).getByText('Keywords').parentElement).toHaveTextContent('garden, teak');
    expect(within(details).getByText('Client comment').parentElement).toHaveTextContent('Friendly tone, please.');
    const briefing = screen.getByRole('region', { name: 'Briefing and layout' });
    expect(briefing).toHaveTextContent('No briefing');
    expect(briefing).toHaveTextContent('No layout');
    expect(backend.requestsTo('GET', action('/briefing'))).toHaveLength(0);
    expect(backend.requestsTo('GET', action('/layout'))).toHaveLength(0);
  });

  it('shows the client’s briefing and layout with their rendered sections when the order has them', async () => {
    const briefing = buildTemplate({ name: 'Blog article', html: '<section data-section="Intro"><p>Open with a <strong>question</strong>.</p></section>' });
    const layout = buildTemplate({ name: 'Product page', html: '<section data-section="Specs"><h2>Specs</h2></section>' });
    openOrder(buildOrder({ briefingId: briefing.id, layoutId: layout.id }), {
      more: (fake) =>
        fake
          .on('GET', `/api/linguist/order/${order.id}/briefing`, () => ({ status: 200, body: briefing }))
          .on('GET', `/api/linguist/order/${order.id}/layout`, () => ({ status: 200, body: layout })),
    });

    const section = await screen.findByRole('region', { name: 'Briefing and layout' });
    const shownBriefing = await within(section).findByRole('region', { name: 'Blog article' });
    expect(within(shownBriefing).getByText('question').tagName).toBe('STRONG');
    const shownLayout = await within(section).findByRole('region', { name: 'Product page' });
    expect(within(shownLayout).getByRole('heading', { name: 'Specs' })).toBeInTheDocument();
    expect(section).not.toHaveTextContent('No briefing');
    expect(section).not.toHaveTextContent('No layout');
  });

  it('keeps “No layout” when the order has a briefing only', async () => {
    const briefing = buildTemplate({ name: 'Blog article' });
    openOrder(buildOrder({ briefingId: briefing.id, layoutId: null }), {
      more: (fake) => fake.on('GET', `/api/linguist/order/${order.id}/briefing`, () => ({ status: 200, body: briefing })),
    });

    const section = await screen.findByRole('region', { name: 'Briefing and layout' });
    expect(await within(section).findByRole('region', { name: 'Blog article' })).toBeInTheDocument();
    expect(section).toHaveTextContent('No layout');
    expect(backend.requestsTo('GET', action('/layout'))).toHaveLength(0);
  });

  it('takes an open order and switches to the editor', async () => {
    const view = openOrder(buildOrder({ title: 'Garden furniture guide' }));
    backend.on('PUT', action('/take'), () => {
      order = { ...order, status: 'processing_cw', services: writtenByMe };
      return { status: 200, body: { id: order.id, status: order.status } };
    });
    expect(await screen.findByText('Take the order to start writing.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Take' }));

    expect(await screen.findByRole('textbox', { name: 'Your text' })).toBeInTheDocument();
    expect(backend.requestsTo('PUT', action('/take'))).toHaveLength(1);
    expect(within(toasts()).getByText('The order is yours. You can start writing.')).toBeInTheDocument();
    expect(shownActions()).toEqual(['Release']);
  });

  it('comes back from the history tab to the editor after a take', async () => {
    const view = openOrder(buildOrder());
    backend.on('PUT', action('/take'), () => {
      order = { ...order, status: 'processing_cw', services: writtenByMe };
      return { status: 200, body: { id: order.id, status: order.status } };
    });
    await view.user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(view.location()).toBe(`/order/${order.id}/history`);

    await view.user.click(screen.getByRole('button', { name: 'Take' }));

    expect(await screen.findByRole('textbox', { name: 'Your text' })).toBeInTheDocument();
    expect(view.location()).toBe(`/order/${order.id}`);
  });

  it('tells the linguist when someone else was faster', async () => {
    const view = openOrder(buildOrder());
    backend.on('PUT', action('/take'), () => ({ status: 409, body: errorBody(409, 'Order 5 is processing_cw; this action needs open') }));
    await view.user.click(await screen.findByRole('button', { name: 'Take' }));
    expect(await within(toasts()).findByText('Order 5 is processing_cw; this action needs open')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your text' })).not.toBeInTheDocument();
  });

  it('counts words live against the ordered range and shows the 422 of a refused submit under the editor', async () => {
    const view = openOrder(
      buildOrder({ status: 'processing_cw', services: writtenByMe, words: { min: 3, max: 5, final: null }, keywords: ['garden', 'chair'] }),
    );
    backend.on('PUT', action('/text/submit'), () => ({
      status: 422,
      body: errorBody(422, 'The text has 6 words; this order needs 3 to 5'),
    }));
    const editor = await screen.findByRole('textbox', { name: 'Your text' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/0 words/)).toHaveTextContent('0 words · The text needs at least 3 words.');

    await view.user.type(editor, 'Garden chairs for the garden');
    expect(editor).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText(/5 words/)).toHaveTextContent('5 words · ordered: 3 – 5');
    const keywords = screen.getByRole('list', { name: 'Keywords in the text' });
    expect(within(keywords).getByText('garden: 2')).toBeInTheDocument();
    expect(within(keywords).getByText('chair: 0')).toBeInTheDocument();

    await view.user.type(editor, ' today');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/6 words/)).toHaveTextContent('6 words · The text may have at most 5 words.');

    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the text?' });
    expect(dialog).toHaveTextContent('The order needs 3 to 5 words');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The text has 6 words; this order needs 3 to 5');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('PUT', action('/text/submit'))[0]?.body).toEqual({ text: 'Garden chairs for the garden today' });
    expect(screen.getByRole('textbox', { name: 'Your text' })).toHaveValue('Garden chairs for the garden today');
  });

  it('submits a text in range and then shows it read-only', async () => {
    const view = openOrder(buildOrder({ status: 'processing_cw', services: writtenByMe, words: { min: 2, max: 4, final: null } }));
    backend.on('PUT', action('/text/submit'), ({ body }) => {
      order = { ...order, status: 'ready_for_pr' };
      backend.on('GET', action('/text'), () => ({
        status: 200,
        body: buildOrderText({ content: (body as { text: string }).text, words: 3, version: 1 }),
      }));
      return { status: 200, body: { id: order.id, status: order.status } };
    });

    await view.user.type(await screen.findByRole('textbox', { name: 'Your text' }), 'Three short words');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));

    expect(await within(toasts()).findByText('Your text has been submitted.')).toBeInTheDocument();
    expect(await screen.findByText('Three short words')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your text' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Ready for PR').length).toBeGreaterThan(0);
  });

  it('saves the draft as { text } and forgets the unsaved mark', async () => {
    const view = openOrder(buildOrder({ status: 'processing_cw', services: writtenByMe }), {
      text: buildOrderText({ content: 'First lines', version: 0, submittedAt: null }),
    });
    backend.on('PUT', action('/text/save'), ({ body }) => ({
      status: 200,
      body: buildOrderText({ content: (body as { text: string }).text, version: 0, submittedAt: null }),
    }));
    const editor = await screen.findByRole('textbox', { name: 'Your text' });
    expect(editor).toHaveValue('First lines');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();

    await view.user.type(editor, ' and more');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await within(toasts()).findByText('Your draft has been saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', action('/text/save'))[0]?.body).toEqual({ text: 'First lines and more' });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(editor).toHaveValue('First lines and more');
  });

  it('reserves an order, shows until when, and releases the reservation after confirming', async () => {
    // Built from local time components so the expected HH:mm holds in every time zone.
    const until = new Date(2099, 0, 1, 14, 35).toISOString();
    const view = openOrder(buildOrder());
    backend.on('PUT', action('/reserve'), () => {
      order = { ...order, reservedUntil: until, reservedByMe: true };
      return { status: 200, body: { id: order.id, status: order.status } };
    });
    backend.on('POST', action('/release'), () => {
      order = { ...order, reservedUntil: null, reservedByMe: false };
      return { status: 200, body: { id: order.id, status: order.status } };
    });

    await view.user.click(await screen.findByRole('button', { name: 'Reserve' }));

    expect(await screen.findByText('Reserved for you until 14:35.')).toBeInTheDocument();
    expect(shownActions()).toEqual(['Take', 'Release']);

    await view.user.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release your reservation?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Release' }));

    expect(await within(toasts()).findByText('Your reservation has been released.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', action('/release'))).toHaveLength(1);
    await waitFor(() => expect(shownActions()).toEqual(['Take', 'Reserve']));
    expect(screen.queryByText(/Reserved for you/)).not.toBeInTheDocument();
  });

  it('gives a taken order back only after the linguist confirms', async () => {
    const view = openOrder(buildOrder({ status: 'processing_cw', services: writtenByMe }));
    backend.on('POST', action('/release'), () => {
      order = { ...order, status: 'open', services: [buildAssignment('copywriting', null)] };
      return { status: 200, body: { id: order.id, status: order.status } };
    });

    await view.user.click(await screen.findByRole('button', { name: 'Release' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Give this order back?' })).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('POST', action('/release'))).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Release' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release' }));

    expect(await within(toasts()).findByText('The order has been released.')).toBeInTheDocument();
    expect(await screen.findByText('Take the order to start writing.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', action('/release'))).toHaveLength(1);
  });

  it('declines a direct request after confirming, with a reason, keeping the dialog open with the error when it fails', async () => {
    const view = openOrder(buildOrder({ type: 'DO', services: [buildAssignment('copywriting', meRef, 'DO')] }));
    let answered = 0;
    backend.on('PUT', action('/cancel'), () => {
      answered += 1;
      return answered === 1
        ? { status: 409, body: errorBody(409, 'The client changed the order; please reload.') }
        : { status: 200, body: { id: order.id, status: 'canceled' } };
    });
    expect(await screen.findByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(shownActions()).toEqual(['Take', 'Reserve', 'Decline']);

    await view.user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Fully booked');
    await view.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('The client changed the order; please reload.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('Fully booked');

    await view.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Requested orders' })).toBeInTheDocument();
    expect(view.location()).toBe('/orders/requested');
    expect(await within(toasts()).findByText('The request has been declined.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', action('/cancel')).map((request) => request.body)).toEqual([{ reason: 'Fully booked' }, { reason: 'Fully booked' }]);
  });

  it('puts the revision request above the editor while the order is in revision', async () => {
    openOrder(buildOrder({ status: 'in_revision', services: writtenByMe, revisionsCount: 1 }), {
      text: buildOrderText({ content: 'Version one', version: 1 }),
      revisions: [{ number: 1, comment: 'Please add a paragraph about prices.', requestedBy: 'client', requestedByName: 'Acme GmbH', createdAt: '2025-03-03T08:00:00.000Z' }],
    });

    const request = await screen.findByRole('status', { name: 'The client asked for a revision' });
    expect(request).toHaveTextContent('Please add a paragraph about prices.');
    expect(await screen.findByRole('textbox', { name: 'Your text' })).toHaveValue('Version one');
    expect(request.compareDocumentPosition(screen.getByRole('textbox')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each<[string, Partial<OrderDto>, string[], 'editor' | 'text' | 'take']>([
    ['an open order', {}, ['Take', 'Reserve'], 'take'],
    ['a text waiting for a proofreader', { status: 'ready_for_pr', services: [buildAssignment('copywriting', someoneElse)] }, ['Take', 'Reserve'], 'take'],
    ['my own text waiting for a proofreader', { status: 'ready_for_pr', services: writtenByMe }, [], 'text'],
    [
      'a text I proofread',
      { status: 'processing_pr', services: [buildAssignment('copywriting', someoneElse), buildAssignment('proofreading', meRef)] },
      ['Release'],
      'editor',
    ],
    ['my text in revision', { status: 'in_revision', services: writtenByMe }, [], 'editor'],
    ['my text ready for the client', { status: 'ready_for_client', services: writtenByMe }, [], 'text'],
    ['my accepted text', { status: 'accepted', services: writtenByMe }, [], 'text'],
  ])('offers only the right actions for %s', async (_case, overrides, actions, content) => {
    openOrder(buildOrder(overrides), { text: buildOrderText({ content: 'The submitted text.' }) });
    await screen.findByRole('region', { name: 'Order details' });

    if (content === 'editor') expect(await screen.findByRole('textbox', { name: 'Your text' })).toBeInTheDocument();
    if (content === 'text') expect(await screen.findByText('The submitted text.')).toBeInTheDocument();
    if (content === 'take') expect(screen.getByText('Take the order to start writing.')).toBeInTheDocument();
    expect(shownActions()).toEqual(actions);
  });

  it('lists the history with who did what', async () => {
    const initial = buildOrder({ status: 'processing_cw', services: writtenByMe });
    openOrder(
      initial,
      {
        more: (fake) =>
          fake.on('GET', `/api/linguist/order/${initial.id}/history`, () => ({
            status: 200,
            body: { data: [buildOrderHistory({ actorName: 'Lina Linguist', fromStatus: 'open', toStatus: 'processing_cw' })] },
          })),
      },
      `/order/${initial.id}/history`,
    );

    const table = await screen.findByRole('table', { name: 'Order history' });
    const row = (await within(table).findByText(/Lina Linguist/)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Lina Linguist (Linguist)');
    expect(row).toHaveTextContent('Open → Processing CW');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the order is gone', async () => {
    const initial = buildOrder();
    openOrder(initial, {
      more: (fake) => fake.on('GET', `/api/linguist/order/${initial.id}`, () => ({ status: 404, body: errorBody(404, 'Not found') })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This order does not exist or is no longer available to you.');
  });
});

describe('unsaved text in the linguist editor', () => {
  function openInBlockableRouter(initial: OrderDto) {
    fakeApi(initial);
    const history = createMemoryHistory({ initialEntries: [`/order/${initial.id}`] });
    render(
      <AppProviders store={createStore({ auth: buildAuthState(me) })} i18n={i18n} config={appConfig}>
        <BlockableHistoryRouter history={history}>
          <Routes>
            <Route path="/order/:id/:tab?" element={<OrderPage />} />
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      <Route path="/orders/requested" element={<h1>Requested orders</h1>} />
          </Routes>
        </BlockableHistoryRouter>
      </AppProviders>,
    );
    return { history, user: userEvent.setup() };
  }

  it('asks before leaving the page and stays when told to', async () => {
    const { history, user } = openInBlockableRouter(buildOrder({ status: 'processing_cw', services: writtenByMe }));
    await user.type(await screen.findByRole('textbox', { name: 'Your text' }), 'Unsaved words');

    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect(history.location.pathname).toBe(`/order/${order.id}`);
    expect(screen.getByRole('textbox', { name: 'Your text' })).toHaveValue('Unsaved words');

    await user.click(screen.getByRole('tab', { name: 'History' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(history.location.pathname).toBe(`/order/${order.id}/history`);
  });

  it('lets the linguist go without asking once the text is saved', async () => {
    const { history, user } = openInBlockableRouter(buildOrder({ status: 'processing_cw', services: writtenByMe }));
    backend.on('PUT', action('/text/save'), () => ({ status: 200, body: buildOrderText({ content: 'Saved words', version: 0 }) }));
    await user.type(await screen.findByRole('textbox', { name: 'Your text' }), 'Saved words');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Your draft has been saved.');

    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard');
  });
});
