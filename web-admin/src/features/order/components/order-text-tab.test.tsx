import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { buildAdminMe, buildAuthState, buildOrder, buildOrderText, FakeBackend } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderPage } from './order-page';

const me = buildAdminMe();
let backend: FakeBackend;
afterEach(() => backend.uninstall());

describe('admin order text tab preview', () => {
  it('opens the text rendered in its layout in a sandboxed frame from the text tab', async () => {
    const html = '<section data-section="Intro"><h2>Intro</h2><p>Teak lasts.</p></section>';
    const path = '/api/admin/order/31';
    backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
    backend
      .on('GET', path, () => ({ status: 200, body: buildOrder({ id: 31, status: 'ready_for_client' }) }))
      .on('GET', `${path}/text`, () => ({ status: 200, body: buildOrderText({ content: 'Teak lasts.' }) }))
      .on('GET', `${path}/text/preview`, () => ({ status: 200, body: { html, hasLayout: true } }))
      .install();
    const view = renderWithProviders(
      <Routes>
        <Route path="/order/:id/:tab?" element={<OrderPage />} />
      </Routes>,
      { route: '/order/31/text', preloadedState: { auth: buildAuthState(me) } },
    );

    await view.user.click(await screen.findByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview of the text' });
    const frame = await within(dialog).findByTitle('The text as laid out');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
  });
});
