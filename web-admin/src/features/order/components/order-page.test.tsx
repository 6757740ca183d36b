import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  buildAdminMe,
  buildAssignment,
  buildAuthState,
  buildOrder,
  buildOrderHistory,
  buildOrderText,
  buildTemplate,
  errorBody,
  FakeBackend,
} from '@inkwell/web-kit/testing';
import type { OrderDto, OrderStatus, OrderTextDto } from '@inkwell/contracts';
import { i18n } from '../../../locales/i18n';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderPage } from './order-page';

const me = buildAdminMe({ firstName: 'Ada' });
const writer = { id: 55, nickname: 'paul' };
const proofreader = { id: 77, nickname: 'petra' };
const withProofreading = (proofreaderRef: typeof proofreader | null) => [
  buildAssignment('copywriting', writer),
  buildAssignment('proofreading', proofreaderRef),
];

let backend: FakeBackend;
/** The order as the fake API holds it; action handlers change it like the server would. */
let order: OrderDto;
afterEach(() => backend.uninstall());

interface Answers {
  text?: OrderTextDto | null;
  tab?: string;
  more?: (fake: FakeBackend) => void;
}

function openOrder(initial: OrderDto, { text = null, tab = '', more }: Answers = {}) {
  order = initial;
  const path = `/api/admin/order/${initial.id}`;
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', path, () => ({ status: 200, body: order }));
  backend.on('GET', `${path}/text`, () => (text ? { status: 200, body: text } : { status: 404, body: errorBody(404, 'No text yet.') }));
  backend.on('GET', `${path}/history`, () => ({ status: 200, body: { data: [] } }));
  more?.(backend);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/order/:id/:tab?" element={<OrderPage />} />
    </Routes>,
    { route: `/order/${initial.id}${tab ? `/${tab}` : ''}`, preloadedState: { auth: buildAuthState(me) } },
  );
}

/** Answers an action PUT by moving the order to `status`, as core-api would. */
function answerAction(path: string, status: OrderStatus) {
  backend.on('PUT', `/api/admin/order/${order.id}${path}`, () => {
    order = { ...order, status };
    return { status: 200, body: { id: order.id, status } };
  });
}

const ACTIONS = ['Accept', 'Ask for revision', 'Reject', 'Confirm rejection', 'Decline rejection', 'Send text for linguist', 'Cancel as linguist', 'Cancel order'];
const shownActions = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }) !== null);
const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const detail = (label: string) => within(screen.getByRole('region', { name: 'Order details' })).getByText(label).parentElement;

describe('admin OrderPage', () => {
  it('names the order’s language and level in a German interface, not in the catalogue’s English', async () => {
    await i18n.changeLanguage('de');
    try {
      openOrder(buildOrder({ language: { name: 'German - Austria', culture: 'de-AT' }, level: 'excellent' }));
      const details = within(await screen.findByRole('region', { name: 'Auftragsdetails' }));
      expect(details.getByText('Sprache').nextElementSibling).toHaveTextContent(/^Deutsch - Österreich$/);
      expect(details.getByText('Stufe').nextElementSibling).toHaveTextContent(/^Technischer Experte$/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows status, client, writer, proofreader, words and price in the header', async () => {
    openOrder(
      buildOrder({
        title: 'Teak care guide',
        status: 'processing_pr',
        clientId: 23,
        services: withProofreading(proofreader),
        words: { min: 800, max: 1200, final: null },
        price: { min: 11900, max: 23800, final: null, currency: 'EUR' },
      }),
    );

    expect(await screen.findByRole('heading', { name: /Teak care guide/ })).toHaveTextContent('Processing PR');
    expect(detail('Client')).toHaveTextContent('Client no. 23');
    expect(within(detail('Client')!).getByRole('link')).toHaveAttribute('href', '/client/23');
    expect(detail('Writer')).toHaveTextContent('paul (no. 55)');
    expect(detail('Proofreader')).toHaveTextContent('petra (no. 77)');
    expect(detail('Words')).toHaveTextContent('800 – 1.200');
    expect(detail('Price')).toHaveTextContent('119,00 € – 238,00 €');
  });

  it('opens on the latest text with its word count', async () => {
    openOrder(buildOrder({ status: 'ready_for_client', services: withProofreading(proofreader) }), {
      text: buildOrderText({ content: 'Teak needs oil twice a year.', words: 250, version: 2, authorRole: 'proofreader' }),
    });

    expect(await screen.findByText('Teak needs oil twice a year.')).toBeInTheDocument();
    expect(screen.getByText(/250 words/)).toHaveTextContent('250 words (ordered: 200 – 400) · version 2 by the proofreader');
    expect(screen.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a layout’s text section by section, in the layout’s order', async () => {
    const layoutTree = {
      element: 'layout',
      sections: ['Intro', 'Care'].map((name) => ({ element: 'section', name, type: 'fixed', children: [{ element: 'block', tag: 'p' }] })),
    };
    const order = buildOrder({ id: 88, status: 'ready_for_client', layoutId: 4 });
    openOrder(order, {
      text: buildOrderText({ content: 'joined', words: 7, sections: { Care: 'Oil it twice a year.', Intro: 'Teak lasts.' } }),
      more: (fake) => fake.on('GET', '/api/admin/order/88/layout', () => ({ status: 200, body: { ...buildTemplate({ id: 4 }), tree: layoutTree } })),
    });

    const text = await screen.findByRole('group', { name: 'Text by section' });
    await waitFor(() => expect(within(text).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Intro2 words', 'Care5 words']));
  });

  it('says when there is no text yet', async () => {
    openOrder(buildOrder({ status: 'ready_for_pr' }));
    expect(await screen.findByText('There is no text yet.')).toBeInTheDocument();
  });

  it('asks for no text while the order cannot have one: open, or with its writer for the first time', async () => {
    const asked: string[] = [];
    openOrder(buildOrder({ id: 61, status: 'processing_cw' }), {
      more: (fake) =>
        fake.on('GET', '/api/admin/order/61/text', () => {
          asked.push('text');
          return { status: 404, body: errorBody(404, 'No text yet.') };
        }),
    });
    expect(await screen.findByText('There is no text yet.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('has the spec’s text, briefing, layout, messages and history tabs, and the revisions compared', async () => {
    const view = openOrder(buildOrder());
    const tabs = await screen.findByRole('tablist', { name: 'Order sections' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Text', 'Briefing', 'Layout', 'Messages', 'History', 'Revisions', 'Checks']);

    await view.user.click(screen.getByRole('tab', { name: 'Briefing' }));
    expect(await screen.findByText('No briefing')).toBeInTheDocument();
    expect(view.location()).toBe(`/order/${order.id}/briefing`);

    await view.user.click(screen.getByRole('tab', { name: 'Layout' }));
    expect(await screen.findByText('No layout')).toBeInTheDocument();
    // Without a briefing or layout there is nothing to read.
    expect(backend.requestsTo('GET', `/api/admin/order/${order.id}/briefing`)).toHaveLength(0);
    expect(backend.requestsTo('GET', `/api/admin/order/${order.id}/layout`)).toHaveLength(0);
  });

  it('shows the order’s briefing and layout with their rendered sections', async () => {
    const briefing = buildTemplate({ name: 'Shop texts', html: '<section data-section="Intro"><p>Say what the kettle is.</p></section>' });
    const layout = buildTemplate({ name: 'Product page', html: '<section data-section="Specs"><table><tr><th>Weight</th><td></td></tr></table></section>' });
    const view = openOrder(buildOrder({ briefingId: briefing.id, layoutId: layout.id }), {
      tab: 'briefing',
      more: (fake) =>
        fake
          .on('GET', `/api/admin/order/${order.id}/briefing`, () => ({ status: 200, body: briefing }))
          .on('GET', `/api/admin/order/${order.id}/layout`, () => ({ status: 200, body: layout })),
    });

    const shownBriefing = await screen.findByRole('region', { name: 'Shop texts' });
    expect(within(shownBriefing).getByText('Say what the kettle is.').tagName).toBe('P');
    expect(screen.queryByText('No briefing')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('tab', { name: 'Layout' }));
    const shownLayout = await screen.findByRole('region', { name: 'Product page' });
    expect(within(shownLayout).getByRole('columnheader', { name: 'Weight' })).toBeInTheDocument();
    expect(screen.queryByText('No layout')).not.toBeInTheDocument();
  });

  it('lists the history with the name of whoever acted', async () => {
    const initial = buildOrder({ status: 'canceled' });
    const history = buildOrderHistory({
      action: 'cancel',
      fromStatus: 'open',
      toStatus: 'canceled',
      actorRole: 'admin',
      actorName: 'Ada Admin',
    });
    openOrder(initial, {
      tab: 'history',
      more: (fake) => fake.on('GET', `/api/admin/order/${initial.id}/history`, () => ({ status: 200, body: { data: [history] } })),
    });

    const table = await screen.findByRole('table', { name: 'Order history' });
    const row = (await within(table).findByText(/Ada Admin/)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Ada Admin (Admin)');
    expect(row).toHaveTextContent('Open → Canceled');
  });

  it.each<[OrderStatus, OrderDto['services'], string[]]>([
    ['open', [buildAssignment('copywriting', null)], ['Cancel order']],
    ['processing_cw', [buildAssignment('copywriting', writer)], ['Send text for linguist', 'Cancel as linguist', 'Cancel order']],
    ['in_revision', [buildAssignment('copywriting', writer)], ['Send text for linguist', 'Cancel as linguist', 'Cancel order']],
    ['ready_for_pr', withProofreading(null), ['Cancel order']],
    ['processing_pr', withProofreading(proofreader), ['Send text for linguist', 'Cancel as linguist', 'Cancel order']],
    ['ready_for_client', withProofreading(proofreader), ['Accept', 'Ask for revision', 'Reject', 'Cancel order']],
    ['rejection_requested', withProofreading(proofreader), ['Confirm rejection', 'Decline rejection', 'Cancel order']],
    ['accepted', withProofreading(proofreader), []],
    ['rejected', withProofreading(proofreader), []],
    ['canceled', [buildAssignment('copywriting', null)], []],
  ])('offers only the right actions for %s', async (status, services, actions) => {
    openOrder(buildOrder({ status, services }));
    await screen.findByRole('region', { name: 'Order details' });
    expect(shownActions()).toEqual(actions);
  });

  it('confirms a rejection with PUT reject/confirm', async () => {
    const view = openOrder(buildOrder({ status: 'rejection_requested', services: withProofreading(proofreader) }));
    answerAction('/reject/confirm', 'rejected');

    await view.user.click(await screen.findByRole('button', { name: 'Confirm rejection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the rejection?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));

    expect(await within(toasts()).findByText('The rejection has been confirmed.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `/api/admin/order/${order.id}/reject/confirm`)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: /Rejected/ })).toBeInTheDocument();
    expect(shownActions()).toEqual([]);
  });

  it('declines a rejection with PUT reject/decline', async () => {
    const view = openOrder(buildOrder({ status: 'rejection_requested', services: withProofreading(proofreader) }));
    answerAction('/reject/decline', 'ready_for_client');

    await view.user.click(await screen.findByRole('button', { name: 'Decline rejection' }));
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Decline the rejection?' })).getByRole('button', { name: 'Decline rejection' }),
    );

    expect(await within(toasts()).findByText('The rejection has been declined.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `/api/admin/order/${order.id}/reject/decline`)).toHaveLength(1);
    expect(backend.requestsTo('PUT', `/api/admin/order/${order.id}/reject/confirm`)).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: /Ready for client/ })).toBeInTheDocument();
  });

  it.each([
    ['the writer', 'processing_cw' as const, [buildAssignment('copywriting', writer)], 55, 'paul no longer works on the order as the writer'],
    ['the proofreader', 'processing_pr' as const, withProofreading(proofreader), 77, 'petra no longer works on the order as the proofreader'],
  ])('cancels as linguist for %s with PUT cancel/linguist/:linguistId', async (_who, status, services, linguistId, text) => {
    const view = openOrder(buildOrder({ status, services }));
    answerAction(`/cancel/linguist/${linguistId}`, status === 'processing_cw' ? 'open' : 'ready_for_pr');

    await view.user.click(await screen.findByRole('button', { name: 'Cancel as linguist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take the linguist off this order?' });
    expect(dialog).toHaveTextContent(text);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel as linguist' }));

    expect(await within(toasts()).findByText('The linguist has been taken off the order.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `/api/admin/order/${order.id}/cancel/linguist/${linguistId}`)).toHaveLength(1);
  });

  it('cancels an order only after confirming and shows why it failed', async () => {
    const view = openOrder(buildOrder({ status: 'open' }));
    backend.on('PUT', `/api/admin/order/${order.id}/cancel`, () => ({
      status: 409,
      body: errorBody(409, `Order ${order.id} is accepted; this action needs a non-final status`),
    }));

    await view.user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.requestsTo('PUT', `/api/admin/order/${order.id}/cancel`)).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Order ${order.id} is accepted; this action needs a non-final status`);
    expect(backend.requestsTo('PUT', `/api/admin/order/${order.id}/cancel`)).toHaveLength(1);
  });

  it('offers a copy of any order, also a final one, through the copy wizard', async () => {
    openOrder(buildOrder({ id: 61, status: 'accepted' }));
    expect(await screen.findByRole('link', { name: 'Copy order' })).toHaveAttribute('href', '/orders/copy?orderId=61');
  });

  it('accepts a ready text with PUT accept after confirming, and the page shows the new status', async () => {
    const view = openOrder(buildOrder({ status: 'ready_for_client', services: withProofreading(proofreader) }));
    answerAction('/accept', 'accepted');

    const button = await screen.findByRole('button', { name: 'Accept' });
    await view.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Accept the text for the client?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await within(toasts()).findByText('The text has been accepted.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `/api/admin/order/${order.id}/accept`)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: /Accepted/ })).toBeInTheDocument();
    expect(shownActions()).toEqual([]);
  });

  it('asks for a revision only with a comment, keeps focus in the dialog and gives it back when closed', async () => {
    const view = openOrder(buildOrder({ status: 'ready_for_client', services: withProofreading(proofreader) }));
    answerAction('/revise', 'in_revision');

    const button = await screen.findByRole('button', { name: 'Ask for revision' });
    await view.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Ask the writer for a revision?' });
    const comment = within(dialog).getByRole('textbox', { name: /What should the writer change/ });
    expect(comment).toHaveFocus();
    await view.user.type(comment, '   ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Ask for revision' }));
    expect(within(dialog).getByText('Write what the writer should change.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `/api/admin/order/${order.id}/revise`)).toHaveLength(0);

    await view.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await view.user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Ask the writer for a revision?' });
    await view.user.type(within(again).getByRole('textbox'), 'Shorter intro, please.');
    await view.user.click(within(again).getByRole('button', { name: 'Ask for revision' }));

    expect(await within(toasts()).findByText('The text has been sent back for revision.')).toBeInTheDocument();
    const [request] = backend.requestsTo('PUT', `/api/admin/order/${order.id}/revise`);
    expect(request?.body).toEqual({ comment: 'Shorter intro, please.' });
  });

  it('rejects with a reason and shows core-api’s refusal in the dialog, keeping the reason', async () => {
    const view = openOrder(buildOrder({ status: 'ready_for_client', services: withProofreading(proofreader) }));
    backend.on('PUT', `/api/admin/order/${order.id}/reject`, () => ({ status: 409, body: errorBody(409, `Order ${order.id} is accepted`) }));

    await view.user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the text?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give the reason for the rejection.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `/api/admin/order/${order.id}/reject`)).toHaveLength(0);

    await view.user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Copied from a competitor.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Order ${order.id} is accepted`);
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Copied from a competitor.');
    const [request] = backend.requestsTo('PUT', `/api/admin/order/${order.id}/reject`);
    expect(request?.body).toEqual({ reason: 'Copied from a competitor.' });
  });

  it('sends the writer’s text with PUT text', async () => {
    const view = openOrder(buildOrder({ status: 'processing_cw', services: [buildAssignment('copywriting', writer)] }));
    answerAction('/text', 'ready_for_client');

    await view.user.click(await screen.findByRole('button', { name: 'Send text for linguist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the text for the linguist?' });
    expect(dialog).toHaveTextContent('as the writer paul would submit it');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send text for linguist' }));
    expect(within(dialog).getByText('Paste the linguist’s text.')).toBeInTheDocument();

    await view.user.type(within(dialog).getByRole('textbox', { name: /Text/ }), 'Teak lasts for decades.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send text for linguist' }));

    expect(await within(toasts()).findByText('The text has been submitted.')).toBeInTheDocument();
    const [request] = backend.requestsTo('PUT', `/api/admin/order/${order.id}/text`);
    expect(request?.body).toEqual({ text: 'Teak lasts for decades.' });
  });

  it('sends a layout order’s text by section', async () => {
    const layoutTree = {
      element: 'layout',
      sections: ['Intro', 'Care'].map((name) => ({ element: 'section', name, type: 'fixed', children: [{ element: 'block', tag: 'p' }] })),
    };
    const initial = buildOrder({ id: 89, status: 'processing_cw', layoutId: 4, services: [buildAssignment('copywriting', writer)] });
    const view = openOrder(initial, {
      more: (fake) => fake.on('GET', '/api/admin/order/89/layout', () => ({ status: 200, body: { ...buildTemplate({ id: 4 }), tree: layoutTree } })),
    });
    answerAction('/text', 'ready_for_client');

    await view.user.click(await screen.findByRole('button', { name: 'Send text for linguist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the text for the linguist?' });
    await view.user.type(await within(dialog).findByRole('textbox', { name: 'Intro' }), 'Teak lasts.');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Care' }), 'Oil it.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send text for linguist' }));

    expect(await within(toasts()).findByText('The text has been submitted.')).toBeInTheDocument();
    const [request] = backend.requestsTo('PUT', '/api/admin/order/89/text');
    expect(request?.body).toEqual({ sections: { Intro: 'Teak lasts.', Care: 'Oil it.' } });
  });

  it('says when the order does not exist', async () => {
    const initial = buildOrder();
    openOrder(initial, {
      more: (fake) => fake.on('GET', `/api/admin/order/${initial.id}`, () => ({ status: 404, body: errorBody(404, 'Not found') })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This order does not exist.');
  });
});
