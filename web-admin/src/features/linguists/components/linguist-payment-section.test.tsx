import { screen, within } from '@testing-library/react';
import type { LinguistLegalInfo } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend, type FakeRequest } from '@inkwell/web-kit/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LinguistInvoicingSection } from './linguist-invoicing-section';
import { LinguistPaymentSection } from './linguist-payment-section';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const me = buildAdminMe();
const legalInfo: LinguistLegalInfo = {
  legalForm: 'PRIVATE',
  companyName: null,
  address: 'Hauptstraße 5',
  zipcode: '10115',
  city: 'Berlin',
  country: 'DE',
  EUVATNumber: null,
  taxNumber: '21/815/08150',
  taxTreatment: 'SMALL_BUSINESS',
  status: 'VALID',
  legalInfoLastCheckedAt: '2031-01-01T10:00:00.000Z',
};

function open(ui: React.ReactElement, answer: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  backend.on('GET', '/api/client/countries', () => ({ status: 200, body: { data: [{ code: 'DE', name: 'Germany', eu: true }] } }));
  answer(backend);
  backend.install();
  return renderWithProviders(ui, { route: '/linguist/7', preloadedState: { auth: buildAuthState(me) } });
}

describe('a linguist’s payment and tax treatment, as staff keep them', () => {
  it('shows her PayPal payout address and saves a SEPA account for her', async () => {
    const puts: FakeRequest[] = [];
    const view = open(<LinguistPaymentSection linguistId={7} />, (fake) => {
      fake.on('GET', '/api/admin/linguist/7/payment', () => ({
        status: 200,
        body: { method: 'PAYPAL', accountHolder: null, iban: null, bic: null, paypalEmail: 'vera@example.test', updatedAt: '2031-01-01T10:00:00.000Z' },
      }));
      fake.on('PUT', '/api/admin/linguist/7/payment', (request) => {
        puts.push(request);
        return { status: 400, body: errorBody(400, 'The field bic: is not a valid BIC', { bic: ['is not a valid BIC (8 or 11 letters and digits)'] }) };
      });
    });
    expect(await screen.findByDisplayValue('vera@example.test')).toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText(/Payout method/), 'SEPA');
    await view.user.type(screen.getByLabelText(/Account holder/), 'Vera Vat');
    await view.user.type(screen.getByLabelText(/^IBAN/), 'DE89370400440532013000');
    await view.user.type(screen.getByLabelText(/^BIC/), 'COBAXXFF');
    await view.user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText('is not a valid BIC (8 or 11 letters and digits)')).toBeInTheDocument();
    expect(puts[0]?.body).toEqual({ method: 'SEPA', accountHolder: 'Vera Vat', iban: 'DE89370400440532013000', bic: 'COBAXXFF' });
  });

  it('shows her tax treatment and sends the one staff choose', async () => {
    const patches: FakeRequest[] = [];
    const view = open(<LinguistInvoicingSection linguistId={7} legalInfo={legalInfo} />, (fake) =>
      fake.on('PATCH', '/api/admin/linguist/7/invoicing-settings', (request) => {
        patches.push(request);
        return { status: 200, body: { legalInfo: { ...legalInfo, taxTreatment: 'VAT_LIABLE', EUVATNumber: 'DE123456789' } } };
      }),
    );
    const details = within(await screen.findByRole('region', { name: 'Invoicing data' }));
    expect(details.getByText('Tax treatment').nextElementSibling).toHaveTextContent('Small business (§ 19 UStG, no VAT)');
    await view.user.click(screen.getByRole('button', { name: 'Edit invoicing data' }));
    await view.user.selectOptions(await screen.findByLabelText(/Tax treatment/), 'VAT_LIABLE');
    await view.user.type(screen.getByLabelText(/EU VAT number/), 'DE123456789');
    await view.user.click(screen.getByRole('button', { name: 'Save invoicing data' }));
    await screen.findByText('The invoicing data were saved.');
    expect(patches[0]?.body).toMatchObject({ legalInfo: { taxTreatment: 'VAT_LIABLE', EUVATNumber: 'DE123456789' } });
  });
});
