import type { LinguistInvoicingSettings, LinguistPaymentSettings } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newAdmin, newClient, newLinguist, type Actor } from '../orders/testing/order-scenario.js';
import { linguistPayoutDetails } from './index.js';

let api: TestContext;
let anna: Actor;
let bert: Actor;
let admin: Actor;
let client: Actor;

const errorOf = (res: { body: unknown }) => (res.body as { error: Record<string, string[]> }).error;

function send(method: 'get' | 'put' | 'patch', path: string, actor: Actor, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

const SEPA = { method: 'SEPA', accountHolder: 'Anna Schreiber', iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' };
const GERMAN = { legalForm: 'PRIVATE', address: 'Hauptstraße 5', zipcode: '10115', city: 'Berlin', country: 'DE' };

beforeAll(async () => {
  api = await startTestApi();
  anna = await newLinguist(api);
  bert = await newLinguist(api);
  admin = await newAdmin(api);
  client = await newClient(api);
});

afterAll(() => api.close());

describe('payment settings', () => {
  it('answers no method until she chose one', async () => {
    const res = await expectStatus(send('get', '/linguist/payment', bert), 200);
    expect(res.body).toMatchObject({ method: null, iban: null, paypalEmail: null });
  });

  it('stores a SEPA account in electronic format after its checksum passed, and hands it to payouts', async () => {
    const saved = (await expectStatus(send('put', '/linguist/payment', anna, SEPA), 200)).body as LinguistPaymentSettings;
    expect(saved).toMatchObject({ method: 'SEPA', accountHolder: 'Anna Schreiber', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', paypalEmail: null });
    expect(await linguistPayoutDetails(anna.id)).toEqual({
      method: 'SEPA',
      accountHolder: 'Anna Schreiber',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      paypalEmail: null,
    });
    expect(await linguistPayoutDetails(bert.id)).toBeNull();
  });

  it('refuses an IBAN whose checksum fails and a malformed BIC, naming both fields', async () => {
    const res = await expectStatus(send('put', '/linguist/payment', anna, { ...SEPA, iban: 'DE89370400440532013001', bic: '12BADEFF' }), 400);
    expect(Object.keys(errorOf(res)).sort()).toEqual(['bic', 'iban']);
    expect((await linguistPayoutDetails(anna.id))?.iban).toBe('DE89370400440532013000');
  });

  it('refuses an IBAN from outside SEPA and a SEPA account without its holder', async () => {
    const brazil = await expectStatus(send('put', '/linguist/payment', anna, { ...SEPA, iban: 'BR1800360305000010009795493C1' }), 400);
    expect(errorOf(brazil).iban?.[0]).toMatch(/SEPA/);
    const noHolder = await expectStatus(send('put', '/linguist/payment', anna, { ...SEPA, accountHolder: '' }), 400);
    expect(Object.keys(errorOf(noHolder))).toEqual(['accountHolder']);
  });

  it('switches to PayPal, dropping the bank account, and refuses a PayPal address that is no e-mail', async () => {
    await expectStatus(send('put', '/linguist/payment', anna, { method: 'PAYPAL', paypalEmail: 'not-an-address' }), 400);
    const saved = (await expectStatus(send('put', '/linguist/payment', anna, { method: 'PAYPAL', paypalEmail: 'Anna@Example.test' }), 200)).body;
    expect(saved).toMatchObject({ method: 'PAYPAL', paypalEmail: 'anna@example.test', iban: null, bic: null, accountHolder: null });
  });

  it('lets staff read and replace a linguist’s settings, 404 for an unknown one, and refuses other roles', async () => {
    await expectStatus(send('put', `/admin/linguist/${bert.id}/payment`, admin, SEPA), 200);
    const res = await expectStatus(send('get', `/admin/linguist/${bert.id}/payment`, admin), 200);
    expect(res.body).toMatchObject({ method: 'SEPA', iban: 'DE89370400440532013000' });
    await expectStatus(send('get', '/admin/linguist/999999999/payment', admin), 404);
    await expectStatus(send('get', `/admin/linguist/${bert.id}/payment`, anna), 403);
    await expectStatus(send('get', '/linguist/payment', client), 403);
  });
});

describe('invoicing settings and tax treatment', () => {
  it('derives the treatment when none is given: small business for a German without VAT number', async () => {
    const res = await expectStatus(send('patch', '/linguist/settings/invoicing', anna, { legalInfo: GERMAN }), 200);
    expect((res.body as LinguistInvoicingSettings).legalInfo).toMatchObject({ country: 'DE', taxTreatment: 'SMALL_BUSINESS', EUVATNumber: null });
  });

  it('makes a German with a VAT number VAT-liable, and refuses VAT liability without one', async () => {
    const refused = await expectStatus(send('patch', '/linguist/settings/invoicing', anna, { legalInfo: { ...GERMAN, taxTreatment: 'VAT_LIABLE' } }), 422);
    expect(Object.keys(errorOf(refused))).toEqual(['legalInfo.EUVATNumber']);
    const res = await expectStatus(
      send('patch', '/linguist/settings/invoicing', anna, { legalInfo: { ...GERMAN, taxTreatment: 'VAT_LIABLE', EUVATNumber: 'DE 123456789', taxNumber: '21/815/08150' } }),
      200,
    );
    expect((res.body as LinguistInvoicingSettings).legalInfo).toMatchObject({ taxTreatment: 'VAT_LIABLE', EUVATNumber: 'DE123456789', taxNumber: '21/815/08150' });
  });

  it('refuses a malformed VAT number, and reverse charge for a German or for an EU linguist without VAT number', async () => {
    const malformed = await expectStatus(send('patch', '/linguist/settings/invoicing', anna, { legalInfo: { ...GERMAN, EUVATNumber: 'DE12' } }), 422);
    expect(Object.keys(errorOf(malformed))).toEqual(['legalInfo.EUVATNumber']);
    const german = await expectStatus(send('patch', '/linguist/settings/invoicing', anna, { legalInfo: { ...GERMAN, taxTreatment: 'REVERSE_CHARGE' } }), 422);
    expect(Object.keys(errorOf(german))).toEqual(['legalInfo.taxTreatment']);
    const french = { legalForm: 'PRIVATE', address: '1 rue de Rivoli', zipcode: '75001', city: 'Paris', country: 'FR', taxTreatment: 'REVERSE_CHARGE' };
    const noVat = await expectStatus(send('patch', '/linguist/settings/invoicing', anna, { legalInfo: french }), 422);
    expect(Object.keys(errorOf(noVat))).toEqual(['legalInfo.EUVATNumber']);
    const res = await expectStatus(send('patch', '/linguist/settings/invoicing', anna, { legalInfo: { ...french, EUVATNumber: 'FR40303265045' } }), 200);
    expect((res.body as LinguistInvoicingSettings).legalInfo).toMatchObject({ country: 'FR', taxTreatment: 'REVERSE_CHARGE' });
  });

  it('refuses an unknown treatment with a field error, and staff see and change the same data', async () => {
    const res = await expectStatus(send('patch', '/linguist/settings/invoicing', anna, { legalInfo: { ...GERMAN, taxTreatment: 'EXEMPT' } }), 400);
    expect(Object.keys(errorOf(res))).toEqual(['legalInfo.taxTreatment']);
    const staff = await expectStatus(send('patch', `/admin/linguist/${anna.id}/invoicing-settings`, admin, { legalInfo: { ...GERMAN, taxTreatment: 'SMALL_BUSINESS' } }), 200);
    expect((staff.body as LinguistInvoicingSettings).legalInfo?.taxTreatment).toBe('SMALL_BUSINESS');
    const own = await expectStatus(send('get', '/linguist/settings/invoicing', anna), 200);
    expect((own.body as LinguistInvoicingSettings).legalInfo?.taxTreatment).toBe('SMALL_BUSINESS');
  });
});
