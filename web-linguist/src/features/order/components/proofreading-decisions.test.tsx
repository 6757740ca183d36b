import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  buildAssignment,
  buildAuthState,
  buildLinguistMe,
  buildOrder,
  buildOrderText,
  errorBody,
  FakeBackend,
} from '@inkwell/web-kit/testing';
import type { OrderDto, OrderRevisionDto } from '@inkwell/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderPage } from './order-page';

// Decision 048: the proofreader sends the writer's text back or rejects it as unusable; the writer reads why.
const me = buildLinguistMe({ firstName: 'Petra', nickname: 'petra' });
const meRef = { id: me.id, nickname: me.nickname };
const writerRef = { id: me.id + 1000, nickname: 'wanda' };
const proofreadByMe = [buildAssignment('copywriting', writerRef), buildAssignment('proofreading', meRef)];
const writtenByMe = [buildAssignment('copywriting', meRef), buildAssignment('proofreading', { id: me.id + 2000, nickname: 'paul' })];

let backend: FakeBackend;
let order: OrderDto;
afterEach(() => backend.uninstall());

function openOrder(initial: OrderDto, revisions: OrderRevisionDto[] = []) {
  order = initial;
  const path = `/api/linguist/order/${initial.id}`;
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', path, () => ({ status: 200, body: order }));
  backend.on('GET', `${path}/text`, () => ({ status: 200, body: buildOrderText({ content: 'The writer’s text', version: 1 }) }));
  backend.on('GET', `${path}/revisions`, () => ({ status: 200, body: { data: revisions } }));
  backend.on('GET', `${path}/history`, () => ({ status: 200, body: { data: [] } }));
  backend.on('GET', `${path}/text/words`, () => ({ status: 200, body: { stopwords: [], dictionary: [] } }));
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/order/:id/:tab?" element={<OrderPage />} />
    </Routes>,
    { route: `/order/${initial.id}`, preloadedState: { auth: buildAuthState(me) } },
  );
}

const action = (path: string) => `/api/linguist/order/${order.id}${path}`;
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

describe('the proofreader’s decisions on the order page', () => {
  it('sends the text back with a comment, asking for one first', async () => {
    const view = openOrder(buildOrder({ status: 'processing_pr', services: proofreadByMe }));
    backend.on('PUT', action('/revise'), () => {
      order = { ...order, status: 'in_revision' };
      return { status: 200, body: { id: order.id, status: order.status } };
    });

    await view.user.click(await screen.findByRole('button', { name: 'Send back for revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the text back to the writer?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Send back for revision' }));
    expect(within(dialog).getByText('Write what the writer should change.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', action('/revise'))).toHaveLength(0);

    await view.user.type(within(dialog).getByRole('textbox', { name: /What should the writer change/ }), '  Add the warranty terms.  ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send back for revision' }));

    expect(await within(toasts()).findByText('The text has been sent back to the writer.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', action('/revise')).map((r) => r.body)).toEqual([{ comment: 'Add the warranty terms.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send back for revision' })).not.toBeInTheDocument());
  });

  it('rejects as unusable from the keyboard, and keeps the reason when core-api refuses', async () => {
    const view = openOrder(buildOrder({ status: 'processing_pr', services: proofreadByMe }));
    backend.on('PUT', action('/reject'), () => ({ status: 409, body: errorBody(409, `Order ${order.id} is canceled; this action needs processing_pr`) }));

    const reject = await screen.findByRole('button', { name: 'Reject as unusable' });
    reject.focus();
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reject the text as unusable?' });
    const reason = within(dialog).getByRole('textbox', { name: /Why is the text unusable/ });
    await view.user.click(reason);
    await view.user.keyboard('About another product');
    await view.user.click(within(dialog).getByRole('button', { name: 'Reject as unusable' }));

    expect(await within(dialog).findByText(`Order ${order.id} is canceled; this action needs processing_pr`)).toBeInTheDocument();
    expect(reason).toHaveValue('About another product');
    expect(backend.requestsTo('PUT', action('/reject')).map((r) => r.body)).toEqual([{ reason: 'About another product' }]);
  });

  it('offers neither decision to the writer', async () => {
    openOrder(buildOrder({ status: 'processing_pr', services: writtenByMe }));
    expect(await screen.findByText('The writer’s text')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send back for revision' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject as unusable' })).not.toBeInTheDocument();
  });
});

describe('what the writer reads of the proofreader’s decisions', () => {
  it('leads the page with the proofreader’s comment while the order is in revision', async () => {
    openOrder(buildOrder({ status: 'in_revision', services: writtenByMe, revisionsCount: 0 }), [
      { number: 1, comment: 'The second paragraph repeats the first.', requestedBy: 'proofreader', requestedByName: 'petra', createdAt: '2025-03-03T08:00:00.000Z' },
    ]);

    const banner = await screen.findByRole('status', { name: 'The proofreader asked for a revision' });
    expect(banner).toHaveTextContent('The second paragraph repeats the first.');
    expect(banner).toHaveTextContent('asked by the proofreader');
  });

  it('says why the proofreader asked to reject the text while staff decide', async () => {
    openOrder(
      buildOrder({
        status: 'rejection_requested',
        services: writtenByMe,
        rejection: { reason: 'It is about another product.', requestedBy: 'proofreader' },
      }),
    );

    const banner = await screen.findByRole('status', { name: 'The proofreader asked to reject the text' });
    expect(banner).toHaveTextContent('It is about another product.');
    expect(banner).toHaveTextContent('Our team will decide on the rejection.');
  });
});
