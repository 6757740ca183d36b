import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { buildAdminMe, buildAuthState, buildOrder, errorBody, FakeBackend } from '@inkwell/web-kit/testing';
import type { AiCheckResult, PlagiarismResult, TextInformation } from '@inkwell/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderPage } from './order-page';

const me = buildAdminMe();
let backend: FakeBackend;
afterEach(() => backend.uninstall());

const check = (overrides: Partial<AiCheckResult> = {}): AiCheckResult => ({
  id: 1,
  orderId: 31,
  contractorTextId: 5,
  status: 'DONE',
  provider: 'heuristic',
  probability: 0.72,
  content: 'Furthermore, kettles boil.',
  classifications: [{ ai: true, probability: 0.8, matches: [{ words: 3, text: 'Furthermore, kettles boil.' }] }],
  historic: false,
  error: null,
  createdAt: '2026-11-02T09:30:00.000Z',
  ...overrides,
});

const plagiarism: PlagiarismResult = {
  orderId: 31,
  contractorTextId: 5,
  words: 120,
  hit: true,
  dismissal: null,
  matches: [{ orderId: 12, title: 'Teak guide', share: 0.64, passages: [{ text: 'teak needs oil twice a year', words: 6 }] }],
  checkedAt: '2026-11-02T09:31:00.000Z',
};

const information: TextInformation = { keywords: [{ keyword: 'teak', count: 3 }], wordsCount: 120 };

function open(checks: AiCheckResult[], more?: (fake: FakeBackend) => void) {
  const path = '/api/admin/order/31';
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', path, () => ({ status: 200, body: buildOrder({ id: 31, status: 'ready_for_client' }) }))
    .on('GET', `${path}/ai-check`, () => ({ status: 200, body: checks }))
    .on('GET', `${path}/plagiarism`, () => ({ status: 200, body: plagiarism }))
    .on('GET', `${path}/text/information`, () => ({ status: 200, body: information }));
  more?.(backend);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/order/:id/:tab?" element={<OrderPage />} />
    </Routes>,
    { route: '/order/31/checks', preloadedState: { auth: buildAuthState(me) } },
  );
}

describe('admin order checks tab', () => {
  it('shows the AI check with its probability, passages, the local heuristic named as such, and earlier checks folded away', async () => {
    open([check(), check({ id: 0, historic: true, probability: 0.3, classifications: [] })]);
    const panel = await screen.findByRole('region', { name: 'AI-text check' });
    expect(await within(panel).findByText('Likely machine-written: 72 %')).toBeInTheDocument();
    expect(within(panel).getAllByText('Local heuristic')[0]).toBeInTheDocument();
    expect(within(panel).getAllByText('Furthermore, kettles boil.')[0]).toBeInTheDocument();
    // the current text already has a check: running another waits for a new text
    expect(within(panel).getByRole('button', { name: 'Run AI check' })).toBeDisabled();
    const history = within(panel).getByText('Earlier checks (1)');
    await userEvent.click(history);
    expect(within(panel).getByText('Likely machine-written: 30 %')).toBeVisible();
  });

  it('runs a check from the keyboard', async () => {
    let checks: AiCheckResult[] = [];
    open(checks, (fake) =>
      fake.on('POST', '/api/admin/order/31/ai-check', () => {
        checks = [check({ status: 'CREATE_REQUESTED', probability: null, classifications: [] })];
        return { status: 201, body: checks[0] };
      }),
    );
    const panel = await screen.findByRole('region', { name: 'AI-text check' });
    expect(await within(panel).findByText('No AI check yet')).toBeInTheDocument();
    within(panel).getByRole('button', { name: 'Run AI check' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(backend.requestsTo('POST', '/api/admin/order/31/ai-check')).toHaveLength(1);
  });

  it('links each plagiarism match to the matching order and quotes the passage', async () => {
    open([]);
    const panel = await screen.findByRole('region', { name: 'Plagiarism' });
    expect(await within(panel).findByRole('link', { name: 'Order 12: Teak guide' })).toHaveAttribute('href', '/order/12');
    expect(within(panel).getByText('teak needs oil twice a year')).toBeInTheDocument();
    expect(within(panel).getByText('64 % of its sampled passages')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Text information' });
    expect(await within(info).findByText('Words: 120')).toBeInTheDocument();
    expect(within(info).getByText('teak: 3')).toBeInTheDocument();
  });

  it('dismisses a plagiarism hit with a required reason; a refusal stays in the dialog, and the dismissal shows after', async () => {
    let current = plagiarism;
    let answers = [{ status: 409, body: errorBody(409, 'The plagiarism hit of order 31’s latest text is already dismissed.') }];
    const user = userEvent.setup();
    open([], (fake) =>
      fake
        .on('GET', '/api/admin/order/31/plagiarism', () => ({ status: 200, body: current }))
        .on('PUT', '/api/admin/order/31/plagiarism/dismiss', () => {
          const answer = answers.shift();
          if (answer) return answer;
          current = { ...plagiarism, hit: false, dismissal: { reason: 'The client’s own brochure', dismissedAt: '2026-11-03T10:00:00.000Z' } };
          return { status: 200, body: current };
        }),
    );
    const panel = await screen.findByRole('region', { name: 'Plagiarism' });
    await user.click(await within(panel).findByRole('button', { name: 'Dismiss the hit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dismiss the plagiarism hit' }));
    await user.click(dialog.getByRole('button', { name: 'Dismiss hit' }));
    expect(dialog.getByText('Enter the reason.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/order/31/plagiarism/dismiss')).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Why is this hit harmless/), 'The client’s own brochure');
    await user.click(dialog.getByRole('button', { name: 'Dismiss hit' }));
    expect(await dialog.findByText('The plagiarism hit of order 31’s latest text is already dismissed.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Why is this hit harmless/)).toHaveValue('The client’s own brochure');

    answers = [];
    await user.click(dialog.getByRole('button', { name: 'Dismiss hit' }));
    expect(await within(panel).findByText(/^Staff dismissed this hit on .*: The client’s own brochure$/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Dismiss the hit' })).not.toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/order/31/plagiarism/dismiss').map((request) => request.body)).toEqual([
      { reason: 'The client’s own brochure' },
      { reason: 'The client’s own brochure' },
    ]);
  });

  it('says so when the checks cannot be loaded', async () => {
    open([], (fake) => fake.on('GET', '/api/admin/order/31/ai-check', () => ({ status: 500, body: errorBody(500, 'boom') })));
    expect(await screen.findByText('The AI checks could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Checks' })).toHaveAttribute('aria-selected', 'true');
  });
});
