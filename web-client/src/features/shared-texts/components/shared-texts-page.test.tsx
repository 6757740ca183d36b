import { screen } from '@testing-library/react';
import { buildClientMe, FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const TOKEN = 'A'.repeat(40) + 'b_-';

function open(route: string) {
  // a visitor with the link, signed in or not: here not
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: false });
  backend.on('GET', `/api/shared/${TOKEN}`, () => ({
    status: 200,
    body: { projectName: 'Spring catalogue', createdAt: '2026-03-01T10:00:00Z', texts: [{ orderId: 4, title: 'Kettle', words: 2, content: 'A kettle.' }] },
  }));
  backend.install();
  return renderWithProviders(<AppRoutes />, { route });
}

describe('shared texts page', () => {
  it('shows the texts of a link', async () => {
    open(`/shared/${TOKEN}`);
    expect(await screen.findByRole('article', { name: 'Spring catalogue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kettle' })).toBeInTheDocument();
  });

  it('says a link that cannot be one is gone, without asking for it', async () => {
    open('/shared/unknown-link');
    expect(await screen.findByText('This link does not exist or was revoked.')).toBeInTheDocument();
    expect(backend.requests.filter((request) => request.path.startsWith('/api/shared/'))).toEqual([]);
  });
});
