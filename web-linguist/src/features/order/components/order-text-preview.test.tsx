import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { buildAssignment, buildAuthState, buildLinguistMe, buildOrder, buildOrderText, errorBody, FakeBackend } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderPage } from './order-page';

const me = buildLinguistMe();
let backend: FakeBackend;
afterEach(() => backend.uninstall());

function openOrder(preview: () => { status: number; body: unknown }) {
  const path = '/api/linguist/order/61';
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend
    .on('GET', path, () => ({
      status: 200,
      body: buildOrder({ id: 61, status: 'processing_cw', services: [buildAssignment('copywriting', { id: me.id, nickname: me.nickname })] }),
    }))
    .on('GET', `${path}/text`, () => ({ status: 200, body: buildOrderText({ content: 'Teak lasts.' }) }))
    .on('GET', `${path}/revisions`, () => ({ status: 200, body: { data: [] } }))
    .on('GET', `${path}/text/preview`, preview)
    .install();
  return renderWithProviders(
    <Routes>
      <Route path="/order/:id/:tab?" element={<OrderPage />} />
    </Routes>,
    { route: '/order/61', preloadedState: { auth: buildAuthState(me) } },
  );
}

describe('linguist order text preview', () => {
  it('shows her text rendered in a sandboxed frame and returns the focus to the button on close', async () => {
    const html = '<p>Teak &lt;b&gt;lasts&lt;/b&gt;.</p>';
    const view = openOrder(() => ({ status: 200, body: { html, hasLayout: false } }));

    const button = await screen.findByRole('button', { name: 'Preview' });
    await view.user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Preview of the text' });
    const frame = await within(dialog).findByTitle('The text as laid out');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);

    await view.user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows the server’s reason when the preview fails', async () => {
    const view = openOrder(() => ({ status: 409, body: errorBody(409, 'The layout of this order was removed.') }));
    await view.user.click(await screen.findByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview of the text' });
    expect(await within(dialog).findByText(/The preview could not be loaded\./)).toHaveTextContent('The layout of this order was removed.');
    expect(within(dialog).queryByTitle('The text as laid out')).not.toBeInTheDocument();
  });
});
