import { screen, within } from '@testing-library/react';
import type { AiCheckResult, PlagiarismResult } from '@inkwell/contracts';
import { buildAuthState, buildClientMe, buildOrder, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildClientMe();
let backend: FakeBackend;
afterEach(() => backend.uninstall());

const check: AiCheckResult = {
  id: 3,
  orderId: 51,
  contractorTextId: 9,
  status: 'DONE',
  provider: 'openai',
  probability: 0.12,
  content: 'Roses like sun.',
  classifications: [{ ai: false, probability: 0.88, matches: [{ words: 3, text: 'Roses like sun.' }] }],
  historic: false,
  error: null,
  createdAt: '2026-11-02T09:30:00.000Z',
};

const plagiarism: PlagiarismResult = {
  orderId: 51,
  contractorTextId: 9,
  words: 80,
  hit: true,
  dismissal: null,
  // the client is not told whose order it was
  matches: [{ orderId: null, title: null, share: 0.5, passages: [{ text: 'roses like sun and water', words: 5 }] }],
  checkedAt: '2026-11-02T09:31:00.000Z',
};

describe('client order checks tab', () => {
  it('shows the model’s AI check and the plagiarism passages without naming the other order', async () => {
    backend = installClientBackend(me);
    backend
      .on('GET', '/api/client/order/51', () => ({ status: 200, body: buildOrder({ id: 51, status: 'ready_for_client' }) }))
      .on('GET', '/api/client/order/51/ai-check', () => ({ status: 200, body: [check] }))
      .on('GET', '/api/client/order/51/plagiarism', () => ({ status: 200, body: plagiarism }));
    backend.install();
    renderWithProviders(<AppRoutes />, { route: '/order/51/checks', preloadedState: { auth: buildAuthState(me) } });

    const ai = await screen.findByRole('region', { name: 'AI-text check' });
    expect(await within(ai).findByText('Likely machine-written: 12 %')).toBeInTheDocument();
    expect(within(ai).getByText('Checked by an AI model')).toBeInTheDocument();
    expect(within(ai).queryByText('Local heuristic')).not.toBeInTheDocument();
    expect(within(ai).getByText('Passages that read as human (88 %)')).toBeInTheDocument();

    const matches = screen.getByRole('region', { name: 'Plagiarism' });
    expect(await within(matches).findByText('Another order')).toBeInTheDocument();
    expect(within(matches).queryByRole('link')).not.toBeInTheDocument();
    expect(within(matches).getByText('roses like sun and water')).toBeInTheDocument();
  });

  it('shows a hit staff dismissed as no hit, with their reason, and offers the client no dismissal', async () => {
    backend = installClientBackend(me);
    const dismissed: PlagiarismResult = { ...plagiarism, hit: false, dismissal: { reason: 'Your own earlier text', dismissedAt: '2026-11-03T10:00:00.000Z' } };
    backend
      .on('GET', '/api/client/order/51', () => ({ status: 200, body: buildOrder({ id: 51, status: 'ready_for_client' }) }))
      .on('GET', '/api/client/order/51/ai-check', () => ({ status: 200, body: [check] }))
      .on('GET', '/api/client/order/51/plagiarism', () => ({ status: 200, body: dismissed }));
    backend.install();
    renderWithProviders(<AppRoutes />, { route: '/order/51/checks', preloadedState: { auth: buildAuthState(me) } });
    const panel = await screen.findByRole('region', { name: 'Plagiarism' });
    expect(await within(panel).findByText(/^Staff dismissed this hit on .*: Your own earlier text$/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Dismiss the hit' })).not.toBeInTheDocument();
  });
});
