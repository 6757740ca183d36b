import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { buildAssignment, buildAuthState, buildLinguistMe, buildOrder, buildTemplate, errorBody, FakeBackend } from '@inkwell/web-kit/testing';
import type { OrderDto, OrderTextWords } from '@inkwell/contracts';
import { i18n } from '../../../locales/i18n';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderPage } from './order-page';

const me = buildLinguistMe({ firstName: 'Lina', nickname: 'lina' });
const writtenByMe = [buildAssignment('copywriting', { id: me.id, nickname: me.nickname })];
const words: OrderTextWords = { language: 'de-DE', stopwords: ['billig', 'Rabatt'], dictionary: ['Inkwell', 'E-Bike'] };
const layout = {
  ...buildTemplate({ name: 'Product page', html: '<section data-section="Introduction"></section>' }),
  tree: { element: 'layout', sections: [{ element: 'section', name: 'Introduction', type: 'flexible', children: [] }] },
};

let backend: FakeBackend;
afterEach(async () => {
  backend.uninstall();
  await i18n.changeLanguage('en');
});

function openOrder(order: OrderDto, setUp: (fake: FakeBackend, path: string) => void = () => undefined) {
  const path = `/api/linguist/order/${order.id}`;
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', path, () => ({ status: 200, body: order }));
  backend.on('GET', `${path}/text`, () => ({ status: 404, body: errorBody(404, 'There is no text yet.') }));
  backend.on('GET', `${path}/revisions`, () => ({ status: 200, body: { data: [] } }));
  backend.on('GET', `${path}/history`, () => ({ status: 200, body: { data: [] } }));
  backend.on('GET', `${path}/layout`, () => ({ status: 200, body: layout }));
  backend.on('GET', `${path}/text/words`, () => ({ status: 200, body: words }));
  setUp(backend, path);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/order/:id/:tab?" element={<OrderPage />} />
    </Routes>,
    { route: `/order/${order.id}/text`, preloadedState: { auth: buildAuthState(me) } },
  );
}

const marks = () => screen.queryByRole('group', { name: 'Words the client does not allow' });

describe('the client’s stopwords and dictionary in the editor', () => {
  it('marks each stopword with its position as she types, whole words in any case, and shows the dictionary', async () => {
    const view = openOrder(buildOrder({ status: 'processing_cw', services: writtenByMe, words: { min: 1, max: 50, final: null } }));
    const area = await screen.findByRole('textbox', { name: 'Your text' });
    expect(await screen.findByText('The client’s own words, which you may use: Inkwell, E-Bike')).toBeInTheDocument();

    await view.user.type(area, 'Ein billiger Kessel');
    expect(marks()).not.toBeInTheDocument();
    expect(area).toHaveAttribute('aria-invalid', 'false');

    await view.user.type(area, ', heute BILLIG mit Rabatt.');
    const found = within(marks() as HTMLElement);
    expect(found.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Position 28: … billiger Kessel, heute BILLIG mit Rabatt.',
      'Position 39: …essel, heute BILLIG mit Rabatt.',
    ]);
    expect(found.getByText('BILLIG').tagName).toBe('MARK');
    expect(found.getByText('The client does not allow these 2 words. Replace them before you submit; your draft can still be saved.')).toBeInTheDocument();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area.getAttribute('aria-describedby')).toContain((marks() as HTMLElement).id);

    await view.user.clear(area);
    await view.user.type(area, 'Ein günstiger Kessel');
    await waitFor(() => expect(marks()).not.toBeInTheDocument());
  });

  it('marks stopwords per section for an order with a layout', async () => {
    const view = openOrder(buildOrder({ status: 'processing_cw', services: writtenByMe, layoutId: layout.id, words: { min: 1, max: 50, final: null } }));
    const intro = await screen.findByRole('textbox', { name: /^Introduction/ });
    await view.user.type(intro, 'Nur heute billig');
    const found = within(await screen.findByRole('group', { name: 'Words the client does not allow' }));
    expect(found.getByRole('listitem')).toHaveTextContent('Position 11: Nur heute billig');
    expect(intro).toHaveAttribute('aria-invalid', 'true');
  });

  it('still lets her write when the lists cannot be read', async () => {
    const view = openOrder(buildOrder({ status: 'processing_cw', services: writtenByMe }), (fake, path) =>
      fake.on('GET', `${path}/text/words`, () => ({ status: 500, body: errorBody(500, 'boom') })),
    );
    const area = await screen.findByRole('textbox', { name: 'Your text' });
    await view.user.type(area, 'billig');
    expect(area).toHaveValue('billig');
    expect(marks()).not.toBeInTheDocument();
  });
});
