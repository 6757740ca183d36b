import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAuthState, buildClientMe, buildOrder, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildClientMe();
let backend: FakeBackend;

beforeEach(() => {
  backend = installClientBackend(me);
  const order = buildOrder({ id: 51, title: 'Garden tips', status: 'ready_for_client', revisionsCount: 2 });
  backend.on('GET', '/api/client/order/51', () => ({ status: 200, body: order }));
  backend.on('GET', '/api/client/order/51/text/versions', () => ({ status: 200, body: { data: [] } }));
});
afterEach(() => backend.uninstall());

const openOrder = (route: string) => renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });

describe('the order’s revisions tab', () => {
  it('says who asked for each revision: the client, staff on its behalf or the proofreader, with their name', async () => {
    backend.on('GET', '/api/client/order/51/revisions', () => ({
      status: 200,
      body: {
        data: [
          { number: 1, comment: 'Too short.', requestedBy: 'proofreader', requestedByName: 'petra', createdAt: '2025-02-01T08:00:00.000Z' },
          { number: 2, comment: 'Add prices.', requestedBy: 'client', requestedByName: 'Acme GmbH', createdAt: '2025-02-02T08:00:00.000Z' },
          { number: 3, comment: 'Name the warranty.', requestedBy: 'admin', requestedByName: 'Sam Staff', createdAt: '2025-02-03T08:00:00.000Z' },
          { number: 4, comment: 'Shorter intro.', requestedBy: 'admin', requestedByName: null, createdAt: '2025-02-04T08:00:00.000Z' },
        ],
      },
    }));
    openOrder('/order/51/revisions');
    await screen.findByText('Too short.');
    const rounds = screen.getAllByRole('heading', { level: 3, name: /revision$/ }).map((heading) => heading.parentElement?.textContent ?? '');
    expect(rounds).toHaveLength(4);
    expect(rounds[0]).toContain('Asked by the proofreader (petra) before the text reached you');
    expect(rounds[1]).toContain('Asked by you (Acme GmbH)');
    expect(rounds[2]).toContain('Asked by our team on your behalf (Sam Staff)');
    expect(rounds[3]).toContain('Asked by our team on your behalf');
    expect(rounds[3]).not.toContain('(');
  });

  it('compares two submitted versions word by word, in the text or side by side', async () => {
    backend.on('GET', '/api/client/order/51/revisions', () => ({ status: 200, body: { data: [] } }));
    const version = (n: number, content: string, authorRole = 'writer') => ({ content, words: 0, authorRole, version: n, submittedAt: `2025-02-0${n}T08:00:00.000Z` });
    backend.on('GET', '/api/client/order/51/text/versions', () => ({
      status: 200,
      body: { data: [version(1, 'Our garden tips for spring.'), version(2, 'Our best garden tips for early spring.'), version(1, 'Our best garden tips for spring.', 'proofreader')] },
    }));
    const user = userEvent.setup();
    openOrder('/order/51/revisions');
    // the latest two by default: the proofreader took "early" out again
    expect(await screen.findByText('0 words added, 1 word removed')).toBeInTheDocument();
    expect(screen.getByLabelText('Earlier version')).toHaveDisplayValue(/^Text 2 by the writer/);
    expect(document.querySelector('del')).toHaveTextContent('Deleted: early End of deletion.');

    await user.selectOptions(screen.getByLabelText('Earlier version'), '0');
    expect(screen.getByText('1 word added, 0 words removed')).toBeInTheDocument();
    expect(document.querySelector('ins')).toHaveTextContent('Inserted: best End of insertion.');

    await user.click(screen.getByRole('radio', { name: 'Side by side' }));
    const later = screen.getByRole('region', { name: /^Text 1 by the proofreader/ });
    expect(within(later).getByText(/best/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Text 1 by the writer/ })).not.toHaveTextContent('best');
  });

  it('says there is nothing to compare before a second version', async () => {
    backend.on('GET', '/api/client/order/51/revisions', () => ({ status: 200, body: { data: [] } }));
    openOrder('/order/51/revisions');
    expect(await screen.findByText('Nothing to compare yet')).toBeInTheDocument();
  });
});
