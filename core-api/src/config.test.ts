import { loadCoreConfig } from './config.js';

const base = { DATABASE_URL: 'postgres://localhost/unused' };
const production = {
  ...base,
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-000000',
  OAUTH_CLIENT_SECRET: 'another-production-secret-0',
};
const operator = {
  SELLER_NAME: 'Wortwerk GmbH',
  SELLER_STREET: 'Hafenstraße 1',
  SELLER_ZIPCODE: '20457',
  SELLER_CITY: 'Hamburg',
  SELLER_COUNTRY: 'DE',
  SELLER_VAT_ID: 'DE811569869',
  SELLER_REGISTER: 'Amtsgericht Hamburg, HRB 123456',
  SELLER_EMAIL: 'rechnung@wortwerk.de',
  SELLER_BANK_NAME: 'Hamburger Sparkasse',
  SELLER_IBAN: 'DE12 2005 0550 1234 5678 90',
  SELLER_BIC: 'HASPDEHHXXX',
};

describe('the invoice issuer (SELLER_*)', () => {
  it('names a demo operator outside production, so a fresh installation prints complete invoices', () => {
    const { seller } = loadCoreConfig(base);
    expect(seller.name).toBe('Inkwell Demo GmbH');
    expect(seller.register).toMatch(/not a registered company/);
  });

  it('refuses to start in production without the real company, naming the variable', () => {
    expect(() => loadCoreConfig(production)).toThrow(/SELLER_NAME/);
    const { seller } = loadCoreConfig({ ...production, ...operator });
    expect(seller).toEqual({
      name: 'Wortwerk GmbH',
      street: 'Hafenstraße 1',
      zipcode: '20457',
      city: 'Hamburg',
      country: 'DE',
      vatId: 'DE811569869',
      register: 'Amtsgericht Hamburg, HRB 123456',
      email: 'rechnung@wortwerk.de',
      bank: { holder: 'Wortwerk GmbH', name: 'Hamburger Sparkasse', iban: 'DE12 2005 0550 1234 5678 90', bic: 'HASPDEHHXXX' },
    });
  });

  it('refuses a malformed IBAN with a message naming it', () => {
    expect(() => loadCoreConfig({ ...base, SELLER_IBAN: 'not an iban' })).toThrow(/SELLER_IBAN/);
  });
});
