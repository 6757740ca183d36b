import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { CreditNoteDto, LinguistEarnings, LinguistPosition } from '@inkwell/contracts';
import { buildAuthState, buildLinguistMe, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BillingPage } from './billing-page';

const API = '/api/linguist/billing';
let backend: FakeBackend;
let saved: string[];

beforeEach(() => {
  saved = [];
  // jsdom can neither make blob: addresses nor follow a download link; the file name the browser gets is kept.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:credit-note' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  backend.uninstall();
  jest.restoreAllMocks();
});

function position(overrides: Partial<LinguistPosition> = {}): LinguistPosition {
  return {
    orderId: 41,
    title: 'Bike tours in Saxony',
    linguistId: 7,
    linguistName: 'Vera Vat',
    clientId: 5,
    clientName: 'Gartenwelt',
    role: 'writer',
    acceptedAt: '2031-01-06T09:00:00.000Z',
    words: 400,
    ratePerWord: '0.045000',
    amount: 1800,
    currency: 'EUR',
    creditNoteId: 3,
    creditNoteNumber: 'G-2031-000003',
    ...overrides,
  };
}

function note(overrides: Partial<CreditNoteDto> = {}): CreditNoteDto {
  return {
    id: 3,
    number: 'G-2031-000003',
    type: 'CREDIT',
    status: 'OPEN',
    linguistId: 7,
    linguistName: 'Vera Vat',
    periodFrom: '2031-01-06',
    periodTo: '2031-01-12',
    taxTreatment: 'VAT_LIABLE',
    amountNet: 2910,
    tax: 553,
    amountGross: 3463,
    currency: 'EUR',
    issuedAt: '2031-01-13T03:00:00.000Z',
    cancelsCreditNoteId: null,
    lineCount: 2,
    ...overrides,
  };
}

const earnings: LinguistEarnings = {
  currency: 'EUR',
  total: 5410,
  byMonth: [
    { month: '2030-12', amount: 0 },
    { month: '2031-01', amount: 5410 },
  ],
  byClient: [{ clientId: 5, clientName: 'Gartenwelt', amount: 5410 }],
};

function openBilling(route: string, answer?: (fake: FakeBackend) => void) {
  const me = buildLinguistMe();
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', `${API}/positions`, () => ({
    status: 200,
    body: pageOf([position(), position({ orderId: 42, title: 'Winter menu', words: 333, ratePerWord: '0.033333', amount: 1110, creditNoteId: null, creditNoteNumber: null })]),
  }));
  backend.on('GET', `${API}/invoices`, () => ({ status: 200, body: pageOf([note(), note({ id: 4, number: 'G-2031-000004', type: 'CANCEL_CREDIT', amountNet: -2910, tax: -553, amountGross: -3463 })]) }));
  backend.on('GET', `${API}/earnings`, () => ({ status: 200, body: earnings }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/billing/:tab?" element={<BillingPage />} />
      <Route path="/order/:id" element={<h1>Order page</h1>} />
    </Routes>,
    { route, preloadedState: { auth: buildAuthState(me) } },
  );
}

describe('the linguist billing page', () => {
  it('opens on positions: each paid order with date, words, rate, amount and the note that settled it', async () => {
    const view = openBilling('/billing');
    const table = await screen.findByRole('table', { name: 'Positions' });
    const bikes = (await within(table).findByRole('link', { name: 'Bike tours in Saxony' })).closest('tr') as HTMLElement;
    expect(bikes).toHaveTextContent('Gartenwelt');
    expect(bikes).toHaveTextContent('06.01.2031');
    expect(bikes).toHaveTextContent('400');
    expect(bikes).toHaveTextContent('4,50');
    expect(bikes).toHaveTextContent('18,00 €');
    expect(bikes).toHaveTextContent('G-2031-000003');
    expect(within(table).getByRole('link', { name: 'Winter menu' }).closest('tr')).toHaveTextContent('Open');
    expect(view.location()).toBe('/billing/positions');
  });

  it('lists her credit notes and downloads one as PDF, showing why a download failed', async () => {
    const view = openBilling('/billing/invoices', (fake) => {
      fake.on('GET', `${API}/invoice/3/download`, () => ({ status: 200, file: { content: '%PDF-1.7', type: 'application/pdf' } }));
      fake.on('GET', `${API}/invoice/4/download`, () => ({ status: 404, body: errorBody(404, 'Credit note not found') }));
    });
    const table = await screen.findByRole('table', { name: 'Credit notes' });
    const row = (await within(table).findByText('G-2031-000003')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('29,10 €');
    expect(row).toHaveTextContent('5,53 €');
    expect(row).toHaveTextContent('34,63 €');
    expect(within(table).getByText('G-2031-000004').closest('tr')).toHaveTextContent('Cancellation');
    await view.user.click(screen.getByRole('button', { name: 'Download credit note G-2031-000003 as PDF' }));
    await waitFor(() => expect(saved).toEqual(['credit-note-G-2031-000003.pdf']));
    await view.user.click(screen.getByRole('button', { name: 'Download credit note G-2031-000004 as PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Credit note not found');
  });

  it('shows her earnings in total, per month and per client, and moves between tabs by keyboard-reachable tabs', async () => {
    const view = openBilling('/billing/earnings');
    expect(await screen.findByText('54,10 €', { selector: 'dd, dd *' })).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Per month (last twelve months)' });
    expect(within(months).getByText('2031-01').closest('tr')).toHaveTextContent('54,10 €');
    expect(within(screen.getByRole('table', { name: 'Per client' })).getByText('Gartenwelt')).toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Credit notes' }));
    expect(view.location()).toBe('/billing/invoices');
  });

  it('sends an unknown tab to the first one', async () => {
    const view = openBilling('/billing/nonsense');
    expect(await screen.findByRole('table', { name: 'Positions' })).toBeInTheDocument();
    expect(view.location()).toBe('/billing/positions');
  });
});
