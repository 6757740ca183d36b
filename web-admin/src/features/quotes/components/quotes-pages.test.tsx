import { screen, waitFor, within } from '@testing-library/react';
import type { AdminQuoteDto } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf, type FakeRequest } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();

const translation: AdminQuoteDto = {
  id: 17,
  kind: 'translation',
  status: 'new',
  clientId: 23,
  clientName: 'Teak & Co. KG',
  clientEmail: 'office@teak.example',
  textTopic: { id: 1, name: 'Travel' },
  textType: { id: 2, name: 'Blog post' },
  language: { name: 'German - Germany', culture: 'de-DE' },
  targetLanguages: [
    { name: 'English - United Kingdom', culture: 'en-GB' },
    { name: 'French - France', culture: 'fr-FR' },
  ],
  projectScope: 'LESS_20_TEXTS_PER_MONTH',
  projectDescription: 'Twelve product pages a month.',
  file: { fileName: 'catalogue.pdf', contentType: 'application/pdf', bytes: 1200, sha256: 'a'.repeat(64) },
  reply: null,
  answeredAt: null,
  createdAt: '2026-03-02T09:30:00.000Z',
};
const answered: AdminQuoteDto = {
  ...translation,
  id: 18,
  kind: 'copywriting',
  targetLanguages: [],
  file: null,
  status: 'answered',
  reply: '0.09 € per word.',
  answeredAt: '2026-03-02T12:00:00.000Z',
};

let backend: FakeBackend;
let saved: string[];

beforeEach(() => {
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:quote' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  backend.uninstall();
  jest.restoreAllMocks();
});

function open(route: string) {
  let current = translation;
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', '/api/admin/quotes', ({ query }: FakeRequest) => ({ status: 200, body: pageOf(query.get('status') === 'answered' ? [answered] : [translation]) }))
    .on('GET', '/api/admin/quote/17', () => ({ status: 200, body: current }))
    .on('GET', '/api/admin/quote/18', () => ({ status: 200, body: answered }))
    .on('GET', '/api/admin/quote/99', () => ({ status: 404, body: errorBody(404, 'Quote not found') }))
    .on('GET', '/api/admin/quote/17/file', () => ({ status: 200, file: { content: '%PDF-1.4', type: 'application/pdf', name: 'catalogue.pdf' } }))
    .on('POST', '/api/admin/quote/17/reply', ({ body }: FakeRequest) => {
      current = { ...translation, status: 'answered', reply: (body as { reply: string }).reply, answeredAt: '2026-03-02T12:00:00.000Z' };
      return { status: 200, body: current };
    });
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

describe('quote requests in the back office', () => {
  it('lists new requests by default, answered ones on their tab, and is in the navigation', async () => {
    const view = open('/quotes');
    const row = (await screen.findByRole('link', { name: 'Open request 17' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Teak & Co. KG' })).toHaveAttribute('href', '/client/23');
    expect(row).toHaveTextContent('German - Germany → English - United Kingdom, French - France');
    expect(row).toHaveTextContent('Fewer than 20 texts a month');
    expect(backend.requestsTo('GET', '/api/admin/quotes').at(-1)?.query.get('status')).toBe('new');
    expect(screen.getByRole('link', { name: 'Quotes' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('tab', { name: 'Answered' }));
    await waitFor(() => expect(view.location()).toBe('/quotes/answered'));
    expect(await screen.findByRole('link', { name: 'Open request 18' })).toBeInTheDocument();
    expect(backend.requestsTo('GET', '/api/admin/quotes').at(-1)?.query.get('status')).toBe('answered');
  });

  it('shows a request with its file for download, and the reply answers it', async () => {
    const view = open('/quote/17');
    expect(await screen.findByRole('heading', { name: 'Quote request 17' })).toBeInTheDocument();
    expect(await screen.findByText('Twelve product pages a month.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Download catalogue.pdf' }));
    await waitFor(() => expect(saved).toEqual(['catalogue.pdf']));

    await view.user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/quote/17/reply')).toHaveLength(0);

    await view.user.type(screen.getByRole('textbox', { name: /Reply to the client/ }), 'We translate them for 0.09 € per word.');
    await view.user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The reply was mailed to the client.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/quote/17/reply')[0]?.body).toEqual({ reply: 'We translate them for 0.09 € per word.' });
    expect(await screen.findByText('We translate them for 0.09 € per word.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Reply to the client/ })).not.toBeInTheDocument();
  });

  it('says when a request does not exist', async () => {
    open('/quote/99');
    expect(await screen.findByText('This quote request does not exist.')).toBeInTheDocument();
  });
});
