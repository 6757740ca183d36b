import { screen, waitFor, within } from '@testing-library/react';
import type { AccountingSettingsDto, AdminMe, LedgerAuditResponse, TrialBalanceResponse } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const API = '/api/admin/billing/accounting';
const withAccess = buildAdminMe({ fakturaAccess: true });

const settings: AccountingSettingsDto = { consultantNumber: 29098, clientNumber: 55003, chart: 'SKR03', fiscalYearStartMonth: 1, accountLength: 4 };
const cleanAudit: LedgerAuditResponse = { audit: { checkedAt: '2026-03-02T03:30:00.000Z', accountsChecked: 1234, discrepancyCount: 0, discrepancies: [] } };

let backend: FakeBackend;
let saved: string[];

beforeEach(() => {
  saved = [];
  // jsdom can neither make blob: addresses nor follow a download link; the file name the browser gets is kept.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:file' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  backend.uninstall();
  jest.restoreAllMocks();
});

function openAccounting(route: string, me: AdminMe = withAccess, answer?: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend
    .on('GET', `${API}/settings`, () => ({ status: 200, body: settings }))
    .on('GET', `${API}/ledger-audit`, () => ({ status: 200, body: cleanAudit }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

function lastQuery(path: string): Record<string, string> | undefined {
  const request = backend.requestsTo('GET', path).at(-1);
  return request ? Object.fromEntries(request.query.entries()) : undefined;
}

describe('AccountingPage', () => {
  it('opens on DATEV, downloads the period’s bookings and shows the last clean audit', async () => {
    const view = openAccounting('/billing/accounting?from=2026-02-01&to=2026-02-28', withAccess, (fake) =>
      fake.on('GET', `${API}/datev`, () => ({ status: 200, file: { content: '"EXTF";700', type: 'text/csv' } })),
    );
    expect(await screen.findByRole('heading', { name: 'Accounting' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'DATEV' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['DATEV', 'Balance', 'Balance export', 'Debtors', 'Creditors']);
    expect(await screen.findByText(/1234 balances recomputed from their entries, no drift/)).toBeInTheDocument();
    expect(screen.getByLabelText(/From/)).toHaveValue('2026-02-01');

    await view.user.click(screen.getByRole('button', { name: 'Download DATEV bookings' }));
    await waitFor(() => expect(saved).toEqual(['EXTF_Buchungsstapel-2026-02-01-2026-02-28.csv']));
    expect(lastQuery(`${API}/datev`)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('names the date to correct instead of offering an export of a backwards period', async () => {
    const view = openAccounting('/billing/accounting?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('The period cannot end before it starts.')).toBeInTheDocument();
    expect(screen.getByLabelText(/To/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Download DATEV bookings' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Last month' }));
    expect(await screen.findByRole('button', { name: 'Download DATEV bookings' })).toBeInTheDocument();
  });

  it('saves the DATEV settings and shows core-api’s field errors next to their fields', async () => {
    let put: unknown;
    const view = openAccounting('/billing/accounting', withAccess, (fake) =>
      fake.on('PUT', `${API}/settings`, (request) => {
        put = request.body;
        return (request.body as AccountingSettingsDto).clientNumber === 77
          ? { status: 400, body: errorBody(400, 'Validation failed', { clientNumber: ['"clientNumber" is taken'] }) }
          : { status: 200, body: request.body };
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'DATEV settings' }));
    await view.user.selectOptions(form.getByRole('combobox', { name: /Chart of accounts/ }), 'SKR04');
    await view.user.clear(form.getByRole('textbox', { name: /Account length/ }));
    await view.user.type(form.getByRole('textbox', { name: /Account length/ }), '12');
    await view.user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Enter a number from 4 to 8.')).toBeInTheDocument();

    await view.user.clear(form.getByRole('textbox', { name: /Account length/ }));
    await view.user.type(form.getByRole('textbox', { name: /Account length/ }), '5');
    await view.user.click(form.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(put).toEqual({ ...settings, chart: 'SKR04', accountLength: 5 }));

    await view.user.clear(form.getByRole('textbox', { name: /Client number/ }));
    await view.user.type(form.getByRole('textbox', { name: /Client number/ }), '77');
    await view.user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('"clientNumber" is taken')).toBeInTheDocument();
  });

  it('lists the trial balance of the period and says the ledger balances', async () => {
    const balance: TrialBalanceResponse = {
      from: '2026-02-01',
      to: '2026-02-28',
      data: [{ account: 'client:7:available', currency: 'EUR', opening: 10_000, increases: 5_000, decreases: 2_500, closing: 12_500 }],
      total: 1,
      totals: [{ currency: 'EUR', opening: 0, increases: 90_000, decreases: 90_000, closing: 0 }],
    };
    openAccounting('/billing/accounting/balance?from=2026-02-01&to=2026-02-28', withAccess, (fake) =>
      fake.on('GET', `${API}/balance`, () => ({ status: 200, body: balance })),
    );
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    const row = (await within(table).findByText('client:7:available')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['client:7:available', 'EUR', '100,00 €', '50,00 €', '25,00 €', '125,00 €']);
    expect(screen.getByText(/The ledger is balanced in EUR/)).toBeInTheDocument();
    expect(lastQuery(`${API}/balance`)).toMatchObject({ from: '2026-02-01', to: '2026-02-28', offset: '0' });
  });

  it('downloads the balance as CSV or XLSX and the debtors and creditors', async () => {
    const view = openAccounting('/billing/accounting/balance-export?from=2026-02-01&to=2026-02-28', withAccess, (fake) =>
      fake
        .on('GET', `${API}/balance/export`, () => ({ status: 200, file: { content: 'Account', type: 'text/csv' } }))
        .on('GET', `${API}/debtors`, () => ({ status: 200, file: { content: 'EXTF', type: 'text/csv' } })),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Download Excel (XLSX)' }));
    await waitFor(() => expect(saved).toEqual(['trial-balance-2026-02-01-2026-02-28.xlsx']));
    expect(lastQuery(`${API}/balance/export`)).toEqual({ from: '2026-02-01', to: '2026-02-28', format: 'xlsx' });

    await view.user.click(screen.getByRole('tab', { name: 'Debtors' }));
    await view.user.click(await screen.findByRole('button', { name: 'Download debtors' }));
    await waitFor(() => expect(saved).toContain('EXTF_Debitoren.csv'));
  });

  it('shows drift from the last audit in red with what drifted', async () => {
    openAccounting('/billing/accounting/debtors', withAccess, (fake) =>
      fake.on('GET', `${API}/ledger-audit`, () => ({
        status: 200,
        body: {
          audit: {
            checkedAt: '2026-03-02T03:30:00.000Z',
            accountsChecked: 12,
            discrepancyCount: 1,
            discrepancies: [{ problem: 'balance_mismatch', account: 'client:7:available', currency: 'EUR', difference: 1 }],
          },
        },
      })),
    );
    expect(await screen.findByText(/found 1 difference/)).toBeInTheDocument();
    expect(screen.getByText('balance_mismatch client:7:available 0,01 €')).toBeInTheDocument();
  });

  it('sends staff without invoice access to access denied', async () => {
    openAccounting('/billing/accounting', buildAdminMe({ fakturaAccess: false }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Accounting' })).not.toBeInTheDocument());
    expect(backend.requestsTo('GET', `${API}/settings`)).toHaveLength(0);
  });
});
