import jwt from 'jsonwebtoken';
import { ME_PATH } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, createLinguist, loginAs } from '../../testing/factories.js';

let api: TestContext;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET me with the token of each role', () => {
  it('answers the ClientMe fields for a client', async () => {
    const { client, email, password } = await createClient({ firstName: 'Mia', lastName: 'Meyer', language: 'de' });
    const { access_token } = await loginAs(api, 'client', email, password);

    const res = await api.request().get(ME_PATH.client).auth(access_token, { type: 'bearer' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: client.id,
      email,
      firstName: 'Mia',
      lastName: 'Meyer',
      nickname: null,
      language: 'de',
      currencyId: expect.any(Number),
      currency: 'EUR',
      country: null,
      createdAt: client.createdAt.toISOString(),
      accountTier: 'standard',
      invoicing: 'deposit',
      vat: '0.1900',
      hasValidLegalInfo: false,
      servicesAvailable: ['copywriting', 'proofreading'],
      status: 'ACTIVE',
      billing: null,
      autoAcceptDays: 3,
    });
  });

  it('reports the billing name and valid legal info from the billing settings', async () => {
    const { email, password } = await createClient({
      billing: { companyName: 'Acme AG', firstName: 'Bea', lastName: 'Billing', email: 'invoices@acme.test', legalCheckStatus: 'VALID' },
    });
    const { access_token } = await loginAs(api, 'client', email, password);

    const res = await api.request().get(ME_PATH.client).auth(access_token, { type: 'bearer' });

    expect(res.body.hasValidLegalInfo).toBe(true);
    expect(res.body.billing).toEqual({ companyName: 'Acme AG', firstName: 'Bea', lastName: 'Billing', email: 'invoices@acme.test' });
  });

  it('answers the AdminMe fields for an admin', async () => {
    const { admin, email, password } = await createAdmin({ fakturaAccess: true, firstName: 'Ada', lastName: 'Lovelace' });
    const { access_token } = await loginAs(api, 'admin', email, password);

    const res = await api.request().get(ME_PATH.admin).auth(access_token, { type: 'bearer' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: admin.id,
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      language: 'en',
      fakturaAccess: true,
      status: 'ACTIVE',
      createdAt: admin.createdAt.toISOString(),
    });
  });

  it('answers the LinguistMe fields for a linguist', async () => {
    const { linguist, email, password } = await createLinguist({
      roles: ['copywriter', 'proofreader'],
      level: 'premium',
      languages: ['de-DE', 'en-GB'],
      nickname: 'wordsmith',
    });
    const { access_token } = await loginAs(api, 'linguist', email, password);

    const res = await api.request().get(ME_PATH.linguist).auth(access_token, { type: 'bearer' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: linguist.id,
      email,
      firstName: 'Lena',
      lastName: 'Linguist',
      nickname: 'wordsmith',
      language: 'en',
      level: 'premium',
      roles: ['copywriter', 'proofreader'],
      servicesAvailable: ['copywriting', 'proofreading'],
      languages: [
        { name: expect.stringContaining('German'), culture: 'de-DE' },
        { name: expect.stringContaining('English'), culture: 'en-GB' },
      ],
      currency: 'EUR',
      status: 'ACTIVE',
      createdAt: linguist.createdAt.toISOString(),
    });
  });

  it('refuses a client token on /admin/me and /linguist/me with 403', async () => {
    const { email, password } = await createClient();
    const { access_token } = await loginAs(api, 'client', email, password);
    for (const path of [ME_PATH.admin, ME_PATH.linguist]) {
      const res = await api.request().get(path).auth(access_token, { type: 'bearer' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('answers 401 without a token, with a garbage token and with a token signed by another key', async () => {
    const forged = jwt.sign({ role: 'client', typ: 'access' }, 'another-secret-entirely-0000', { subject: '1', expiresIn: 60 });
    const answers = await Promise.all([
      api.request().get(ME_PATH.client),
      api.request().get(ME_PATH.client).set('Authorization', 'Bearer not.a.jwt'),
      api.request().get(ME_PATH.client).auth(forged, { type: 'bearer' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 401 for an expired access token', async () => {
    const expired = jwt.sign({ role: 'client', typ: 'access', exp: Math.floor(Date.now() / 1000) - 10 }, api.config.jwtSecret, {
      subject: '1',
    });
    const res = await api.request().get(ME_PATH.client).auth(expired, { type: 'bearer' });
    expect(res.status).toBe(401);
  });
});
