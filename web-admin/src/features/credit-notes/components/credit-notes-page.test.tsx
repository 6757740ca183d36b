import { screen, waitFor, within } from '@testing-library/react';
import type { AdminMe, CreditNoteDto } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf, type FakeRequest } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const API = '/api/admin/billing';
const NOTES = `${API}/credit-invoices`;
const withAccess = buildAdminMe({ fakturaAccess: true });
const withoutAccess = buildAdminMe({ fakturaAccess: false });

let backend: FakeBackend;
let saved: string[];

beforeEach(() => {
  saved = [];
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

function openPage(route: string, me: AdminMe = withAccess, answer?: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', NOTES, () => ({ status: 200, body: pageOf([note(), note({ id: 4, number: 'G-2031-000004', type: 'CANCEL_CREDIT', amountNet: -2910, tax: -553, amountGross: -3463, cancelsCreditNoteId: 3 })]) }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

describe('the credit notes page', () => {
  it('lists notes with their figures and offers cancel and regenerate only on a live credit note', async () => {
    openPage('/billing/credit-invoices');
    const table = await screen.findByRole('table', { name: 'Credit notes' });
    const row = (await within(table).findByText('G-2031-000003')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Vera Vat');
    expect(row).toHaveTextContent('VAT 19 %');
    expect(row).toHaveTextContent('34,63 €');
    expect(within(row).getByRole('button', { name: 'Cancel credit note G-2031-000003' })).toBeInTheDocument();
    const cancellation = within(table).getByText('G-2031-000004').closest('tr') as HTMLElement;
    expect(within(cancellation).queryByRole('button', { name: /Cancel credit note/ })).not.toBeInTheDocument();
    expect(within(cancellation).getByRole('button', { name: 'Download credit note G-2031-000004 as PDF' })).toBeInTheDocument();
  });

  it('filters notes by type, status and issue date on the server, and resets the filters', async () => {
    const view = openPage('/billing/credit-invoices');
    await screen.findByRole('table', { name: 'Credit notes' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'CANCEL_CREDIT');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'OPEN');
    await view.user.type(screen.getByLabelText('Issued from'), '2031-01-01');
    await waitFor(() => {
      const query = Object.fromEntries(backend.requestsTo('GET', NOTES).at(-1)!.query.entries());
      expect(query).toMatchObject({ type: 'CANCEL_CREDIT', status: 'OPEN', from: '2031-01-01', offset: '0' });
    });
    await view.user.click(screen.getByRole('button', { name: 'Reset filters' }));
    // the unfiltered list is the first one fetched, so it comes back from the cache
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByLabelText('Issued from')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it('runs the credit notes of a period and says how many were written and how many failed', async () => {
    const runs: FakeRequest[] = [];
    const view = openPage('/billing/credit-invoices', withAccess, (fake) =>
      fake.on('POST', `${NOTES}/run`, (request) => {
        runs.push(request);
        return { status: 200, body: { written: [note()], failed: [{ linguistId: 9, message: 'Linguist 9 has no invoicing data' }] } };
      }),
    );
    const from = await screen.findByLabelText(/Work accepted from/);
    await view.user.clear(from);
    await view.user.type(from, '2031-01-06');
    const to = screen.getByLabelText(/until \(inclusive\)/);
    await view.user.clear(to);
    await view.user.type(to, '2031-01-12');
    await view.user.click(screen.getByRole('button', { name: 'Run credit notes' }));
    expect(await screen.findByText(/1 credit notes written\. 1 linguists could not be credited/)).toBeInTheDocument();
    expect(runs.map((r) => r.body)).toEqual([{ from: '2031-01-06', to: '2031-01-12' }]);
  });

  it('refuses a period that ends before it starts without asking core-api', async () => {
    const view = openPage('/billing/credit-invoices');
    const from = await screen.findByLabelText(/Work accepted from/);
    await view.user.clear(from);
    await view.user.type(from, '2031-01-12');
    const to = screen.getByLabelText(/until \(inclusive\)/);
    await view.user.clear(to);
    await view.user.type(to, '2031-01-06');
    await view.user.click(screen.getByRole('button', { name: 'Run credit notes' }));
    expect(await screen.findByText('The last day cannot be before the first.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${NOTES}/run`)).toHaveLength(0);
  });

  it('cancels a note after asking, and shows why core-api refused', async () => {
    const view = openPage('/billing/credit-invoices', withAccess, (fake) =>
      fake.on('PUT', `${API}/credit-invoice/3/cancel`, () => ({ status: 409, body: errorBody(409, 'G-2031-000003 has been paid out, at least in part; it can no longer be cancelled') })),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Cancel credit note G-2031-000003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel credit note G-2031-000003?' });
    expect(dialog).toHaveTextContent('34,63 €');
    await view.user.click(within(dialog).getByRole('button', { name: 'Write the cancellation' }));
    expect(await within(dialog).findByText(/it can no longer be cancelled/)).toBeInTheDocument();
  });

  it('lists every linguist’s work with its rate in cents per word and the note that settled it', async () => {
    openPage('/billing/credit-invoices/positions', withAccess, (fake) =>
      fake.on('GET', `${NOTES}/positions`, () => ({
        status: 200,
        body: pageOf([
          {
            orderId: 41,
            title: 'Bike tours in Saxony',
            linguistId: 7,
            linguistName: 'Vera Vat',
            clientId: 5,
            clientName: 'Gartenwelt GmbH',
            role: 'writer',
            acceptedAt: '2031-01-06T09:00:00.000Z',
            words: 400,
            ratePerWord: '0.045000',
            amount: 1800,
            currency: 'EUR',
            creditNoteId: null,
            creditNoteNumber: null,
          },
        ]),
      })),
    );
    const table = await screen.findByRole('table', { name: 'Positions' });
    const row = (await within(table).findByRole('link', { name: 'Bike tours in Saxony' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('4,50 ct/word');
    expect(row).toHaveTextContent('18,00 €');
    expect(row).toHaveTextContent('Open');
  });

  it('downloads a PDF and shows cron errors with their reason', async () => {
    const view = openPage('/billing/credit-invoices/cron-errors', withAccess, (fake) => {
      fake.on('GET', `${NOTES}/cron-errors`, () => ({
        status: 200,
        body: pageOf([{ id: 1, job: 'credit-notes', linguistId: 9, linguistName: 'Nora Nobody', periodFrom: '2031-01-06', periodTo: '2031-01-12', message: 'Linguist 9 has no invoicing data', createdAt: '2031-01-13T03:00:00.000Z' }]),
      }));
      fake.on('GET', `${API}/credit-invoice/3/download`, () => ({ status: 200, file: { content: '%PDF-1.7', type: 'application/pdf' } }));
    });
    const errors = await screen.findByRole('table', { name: 'Cron errors' });
    expect((await within(errors).findByText('Nora Nobody')).closest('tr')).toHaveTextContent('no invoicing data');
    await view.user.click(screen.getByRole('tab', { name: 'Search' }));
    await view.user.click(await screen.findByRole('button', { name: 'Download credit note G-2031-000003 as PDF' }));
    await waitFor(() => expect(saved).toEqual(['credit-note-G-2031-000003.pdf']));
  });

  it('sends an admin without fakturaAccess to the access-denied page without asking for notes', async () => {
    const view = openPage('/billing/credit-invoices', withoutAccess);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(view.location()).toBe('/access-denied');
    expect(backend.requestsTo('GET', NOTES)).toHaveLength(0);
  });
});
