import { screen, within } from '@testing-library/react';
import type { ClientMe } from '@inkwell/contracts';
import { LanguagePrefixScope } from '@inkwell/web-kit';
import { buildAuthState, buildClientMe, errorBody, type FakeBackend, type FakeResponse } from '@inkwell/web-kit/testing';
import { buildBalance } from '../../../testing/builders';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BalanceDropdown } from './balance-dropdown';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const balance = buildBalance({
  totalDepositAmount: 100_000,
  orderReservedAmount: 23_450,
  nextInvoiceReservedAmount: 9_617,
  availableAmount: 66_933,
  openInvoicesAmount: 11_900,
  overdueInvoicesAmount: 4760,
});

function renderBalance(me: ClientMe, { language = null, answer = { status: 200, body: balance } }: { language?: 'de' | null; answer?: FakeResponse } = {}) {
  backend = installClientBackend(me);
  backend.on('GET', '/api/client/billing/balance', () => answer);
  return renderWithProviders(
    <LanguagePrefixScope language={language}>
      <BalanceDropdown />
    </LanguagePrefixScope>,
    { route: language ? `/${language}/dashboard` : '/dashboard', preloadedState: { auth: buildAuthState(me) } },
  );
}

/** The figure next to a label in the open panel. */
const figure = (label: string) => within(screen.getByRole('region', { name: /Balance|Guthaben/ })).getByText(label).nextElementSibling;

describe('BalanceDropdown', () => {
  it('shows a deposit client what was deposited, what is reserved and what is available', async () => {
    const view = renderBalance(buildClientMe({ invoicing: 'deposit' }));
    const trigger = screen.getByRole('button', { name: 'Balance' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Nothing is asked for until the client looks.
    expect(backend.requestsTo('GET', '/api/client/billing/balance')).toHaveLength(0);

    await view.user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText('Deposited');
    expect(figure('Deposited')).toHaveTextContent('1.000,00 €');
    expect(figure('Reserved')).toHaveTextContent('234,50 €');
    expect(figure('Reserved by next invoice')).toHaveTextContent('96,17 €');
    expect(figure('Available')).toHaveTextContent('669,33 €');
    expect(screen.queryByText('Open invoices')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Create Deposit' }));
    expect(view.location()).toBe('/dashboard?deposit=1');
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    // The button went with the panel: focus is on the balance, where the deposit dialog gives it back.
    expect(trigger).toHaveFocus();
  });

  it('shows an invoice client the open and overdue invoices and leads to them', async () => {
    const view = renderBalance(buildClientMe({ invoicing: 'invoice' }), { language: 'de' });
    await view.user.click(await screen.findByRole('button', { name: 'Guthaben' }));
    await screen.findByText('Offene Rechnungen');

    expect(figure('Offene Rechnungen')).toHaveTextContent('119,00 €');
    expect(figure('Überfällige Rechnungen')).toHaveTextContent('47,60 €');
    expect(screen.queryByText('Verfügbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guthaben aufladen' })).not.toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'Rechnungen ansehen' });
    expect(link).toHaveAttribute('href', '/de/billing/invoices');
    await view.user.click(link);
    expect(view.location()).toBe('/de/billing/invoices');
  });

  it('closes on Escape and on a click elsewhere', async () => {
    const view = renderBalance(buildClientMe({ invoicing: 'deposit' }));
    const trigger = screen.getByRole('button', { name: 'Balance' });
    await view.user.click(trigger);
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await view.user.click(trigger);
    await view.user.click(document.body);
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
  });

  it('says so when the balance cannot be loaded', async () => {
    const view = renderBalance(buildClientMe({ invoicing: 'deposit' }), { answer: { status: 500, body: errorBody(500, 'boom') } });
    await view.user.click(screen.getByRole('button', { name: 'Balance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The balance could not be loaded.');
  });

  it('is not shown to anyone but a client', () => {
    backend = installClientBackend();
    renderWithProviders(<BalanceDropdown />, { preloadedState: { auth: buildAuthState(null) } });
    expect(screen.queryByRole('button', { name: /Balance/ })).not.toBeInTheDocument();
  });
});
