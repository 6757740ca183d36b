import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { PlagiarismResult } from '@inkwell/contracts';
import { buildAuthState, buildLinguistMe, buildOrder, FakeBackend } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderPage } from './order-page';

const me = buildLinguistMe();
let backend: FakeBackend;
afterEach(() => backend.uninstall());

const clean: PlagiarismResult = { orderId: 61, contractorTextId: 4, words: 90, hit: false, dismissal: null, matches: [], checkedAt: '2026-11-02T09:31:00.000Z' };

describe('linguist order checks tab', () => {
  it('shows the text’s words and keyword uses, and that no other text shares its passages', async () => {
    backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
    backend
      .on('GET', '/api/linguist/order/61', () => ({ status: 200, body: buildOrder({ id: 61, status: 'processing_cw', keywords: ['garden'] }) }))
      .on('GET', '/api/linguist/order/61/text/information', () => ({ status: 200, body: { keywords: [{ keyword: 'garden', count: 2 }], wordsCount: 90 } }))
      .on('GET', '/api/linguist/order/61/plagiarism', () => ({ status: 200, body: clean }));
    backend.install();
    renderWithProviders(
      <Routes>
        <Route path="/order/:id/:tab?" element={<OrderPage />} />
      </Routes>,
      { route: '/order/61/checks', preloadedState: { auth: buildAuthState(me) } },
    );

    const info = await screen.findByRole('region', { name: 'Text information' });
    expect(await within(info).findByText('Words: 90')).toBeInTheDocument();
    expect(within(info).getByText('garden: 2')).toBeInTheDocument();
    expect(await screen.findByText('No other text on the platform shares passages with this one.')).toBeInTheDocument();
  });
});
