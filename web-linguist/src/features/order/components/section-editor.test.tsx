import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { buildAssignment, buildAuthState, buildLinguistMe, buildOrder, buildOrderText, buildTemplate, errorBody, FakeBackend } from '@inkwell/web-kit/testing';
import type { OrderDto, OrderTextDto } from '@inkwell/contracts';
import { i18n } from '../../../locales/i18n';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderPage } from './order-page';

const me = buildLinguistMe({ firstName: 'Lina', nickname: 'lina' });
const writtenByMe = [buildAssignment('copywriting', { id: me.id, nickname: me.nickname })];
const layout = {
  ...buildTemplate({ name: 'Product page', html: '<section data-section="Introduction"></section>' }),
  tree: {
    element: 'layout',
    sections: [
      { element: 'section', name: 'Introduction', type: 'fixed', min: 2, max: 4, children: [] },
      { element: 'section', name: 'Details', type: 'optional', max: 3, children: [] },
    ],
  },
};

let backend: FakeBackend;
afterEach(async () => {
  backend.uninstall();
  await i18n.changeLanguage('en');
});

function openOrder(order: OrderDto, text: OrderTextDto | null = null) {
  const path = `/api/linguist/order/${order.id}`;
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', path, () => ({ status: 200, body: order }));
  backend.on('GET', `${path}/text`, () => (text ? { status: 200, body: text } : { status: 404, body: errorBody(404, 'There is no text yet.') }));
  backend.on('GET', `${path}/revisions`, () => ({ status: 200, body: { data: [] } }));
  backend.on('GET', `${path}/history`, () => ({ status: 200, body: { data: [] } }));
  backend.on('GET', `${path}/layout`, () => ({ status: 200, body: layout }));
  backend.install();
  const view = renderWithProviders(
    <Routes>
      <Route path="/order/:id/:tab?" element={<OrderPage />} />
    </Routes>,
    { route: `/order/${order.id}/text`, preloadedState: { auth: buildAuthState(me) } },
  );
  return { view, path };
}

const layoutOrder = (words = { min: 1, max: 10, final: null }) =>
  buildOrder({ status: 'processing_cw', services: writtenByMe, layoutId: layout.id, words });

describe('the editor of an order with a layout', () => {
  it('shows one field per section with live, coloured counts and the total', async () => {
    const { view } = openOrder(layoutOrder());
    const intro = await screen.findByRole('textbox', { name: 'Introduction (fixed, 2 – 4 words)' });
    const details = screen.getByRole('textbox', { name: 'Details (optional, at most 3 words)' });
    expect(screen.queryByRole('textbox', { name: 'Your text' })).not.toBeInTheDocument();
    expect(intro).toHaveAttribute('aria-invalid', 'true');
    expect(details).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('0 words · This section must be written.')).toBeInTheDocument();

    await view.user.type(intro, 'A fine kettle');
    expect(intro).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('3 words · 2 – 4 words')).toBeInTheDocument();

    await view.user.type(details, 'Steel body and lid');
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('4 words · at most 3 words')).toBeInTheDocument();
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: 7 words · ordered: 1 – 10');
  });

  it('starts from the saved sections and saves the draft as { sections }', async () => {
    const { view, path } = openOrder(layoutOrder(), buildOrderText({ content: 'Introduction\n\nOld words', version: 0, submittedAt: null, sections: { Introduction: 'Old words' } }));
    backend.on('PUT', `${path}/text/save`, () => ({ status: 200, body: buildOrderText({ version: 0, submittedAt: null }) }));
    const intro = await screen.findByRole('textbox', { name: /^Introduction/ });
    expect(intro).toHaveValue('Old words');
    await view.user.type(intro, ' here');
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Your draft has been saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${path}/text/save`)[0]?.body).toEqual({ sections: { Introduction: 'Old words here', Details: '' } });
  });

  // core-api's English, exactly as the shared checkTextAgainstLayout words it
  const introProblem = 'Section "Introduction" has 1 words; it needs 2 to 4';
  const detailsProblem = 'Section "Details" has 4 words; it allows at most 3';
  const refuseBySection = (path: string) =>
    backend.on('PUT', `${path}/text/submit`, () => ({
      status: 422,
      body: errorBody(422, `${introProblem}; ${detailsProblem}`, { 'sections.Introduction': [introProblem], 'sections.Details': [detailsProblem] }),
    }));

  it('submits { sections } and shows a 422’s messages under the matching sections', async () => {
    const { view, path } = openOrder(layoutOrder());
    const introMessage = 'Section "Introduction" has 1 word; it needs 2 to 4 words.';
    const detailsMessage = 'Section "Details" has 4 words; it allows at most 3 words.';
    refuseBySection(path);
    await view.user.type(await screen.findByRole('textbox', { name: /^Introduction/ }), 'Kettle');
    await view.user.type(screen.getByRole('textbox', { name: /^Details/ }), 'Steel body and lid');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([introMessage, detailsMessage]);
    expect(screen.getByRole('textbox', { name: /^Introduction/ })).toHaveAccessibleDescription(expect.stringContaining(introMessage));
    expect(screen.getByRole('textbox', { name: /^Details/ })).toHaveAccessibleDescription(expect.stringContaining(detailsMessage));
    expect(backend.requestsTo('PUT', `${path}/text/submit`)[0]?.body).toEqual({ sections: { Introduction: 'Kettle', Details: 'Steel body and lid' } });

    await view.user.type(screen.getByRole('textbox', { name: /^Introduction/ }), ' boils');
    expect(screen.queryByText(introMessage)).not.toBeInTheDocument();
    expect(screen.getByText(detailsMessage)).toBeInTheDocument();
  });

  it('says a refused submit in German to a German writer, and a message it cannot match as it came', async () => {
    await i18n.changeLanguage('de');
    const { view, path } = openOrder(layoutOrder());
    backend.on('PUT', `${path}/text/submit`, () => ({
      status: 422,
      body: errorBody(422, 'x', { 'sections.Introduction': [introProblem], 'sections.Details': ['A rule the editor does not know'] }),
    }));
    await view.user.type(await screen.findByRole('textbox', { name: /^Introduction/ }), 'Kettle');
    await view.user.type(screen.getByRole('textbox', { name: /^Details/ }), 'Steel body and lid');
    await view.user.click(screen.getByRole('button', { name: 'Einreichen' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Einreichen' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Abschnitt „Introduction“ hat 1 Wort; er braucht 2 bis 4 Wörter.', 'A rule the editor does not know']);
  });

  it('leaves the editor of an order without a layout as it was', async () => {
    const { path } = openOrder(buildOrder({ status: 'processing_cw', services: writtenByMe, layoutId: null }));
    expect(await screen.findByRole('textbox', { name: 'Your text' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Introduction/ })).not.toBeInTheDocument();
    expect(backend.requestsTo('GET', `${path}/layout`)).toHaveLength(0);
  });
});
