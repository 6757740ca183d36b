import supertest from 'supertest';
import type { BillingSettings, BillingSettingsInput, ClientMe } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { startFakeVies, type FakeVies } from '../../testing/fake-vies-server.js';
import { createApp } from '../../app.js';
import { call, newClient, newProject, orderRequest, type Actor } from '../orders/testing/order-scenario.js';
import { LEGAL_INFO_BLOCKED_MESSAGE } from './legal-status.js';

let api: TestContext;
let vies: FakeVies;
/** the same core-api with VIES_URL pointing at the fake */
let viesApp: () => supertest.Agent;

beforeAll(async () => {
  api = await startTestApi();
  vies = await startFakeVies();
  vies.validNumbers.add('DE811569869');
  const { app } = createApp({ ...api.runtime, config: { ...api.config, viesUrl: vies.url } });
  viesApp = () => supertest.agent(app);
});

afterAll(async () => {
  await vies.close();
  await api.close();
});

beforeEach(() => {
  vies.mode = 'up';
});

const company: BillingSettingsInput = {
  companyName: 'Acme GmbH',
  legalForm: 'COMPANY',
  firstName: 'Bea',
  lastName: 'Billing',
  address: 'Hauptstraße 1',
  zipcode: '10115',
  city: 'Berlin',
  country: 'DE',
  email: 'invoices@acme.test',
  EUVATNumber: 'DE811569869',
};

function save(client: Actor, body: object, agent: () => supertest.Agent = api.request) {
  return agent().put('/client/billing').set('Authorization', `Bearer ${client.token}`).send(body);
}

async function settingsOf(client: Actor): Promise<BillingSettings> {
  const res = await api.request().get('/client/billing').set('Authorization', `Bearer ${client.token}`);
  expect(res.status).toBe(200);
  return res.body as BillingSettings;
}

async function me(client: Actor): Promise<ClientMe> {
  return (await api.request().get('/client/me').set('Authorization', `Bearer ${client.token}`)).body as ClientMe;
}

describe('GET /client/billing', () => {
  it('answers an empty form needing validation before the first save', async () => {
    const client = await newClient(api);
    expect(await settingsOf(client)).toEqual<BillingSettings>({
      companyName: null,
      legalForm: 'COMPANY',
      firstName: null,
      lastName: null,
      address: null,
      zipcode: null,
      city: null,
      country: null,
      EUVATNumber: null,
      taxNumber: null,
      email: null,
      lastVatNumberValidationAt: null,
      legalInfoLastCheckedAt: null,
      status: 'NEEDS_VALIDATION',
    });
  });

  it('is for clients only', async () => {
    expect((await api.request().get('/client/billing')).status).toBe(401);
  });
});

describe('PUT /client/billing: the form’s rules (spec §5)', () => {
  let client: Actor;
  beforeAll(async () => {
    client = await newClient(api);
  });

  it('names every required field with "Field is required"', async () => {
    const res = await save(client, {});
    expect(res.status).toBe(400);
    const required = ['companyName', 'legalForm', 'firstName', 'lastName', 'address', 'zipcode', 'city', 'country', 'email'];
    for (const field of required) expect(res.body.error[field]).toEqual(['Field is required']);
  });

  it('treats blank text as missing', async () => {
    const res = await save(client, { ...company, companyName: '   ', city: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ companyName: ['Field is required'], city: ['Field is required'] });
  });

  it('takes letters only, at least two, for legalForm and country', async () => {
    const res = await save(client, { ...company, legalForm: 'C0MPANY', country: 'D' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      legalForm: ['legalForm must contain only letters, at least 2'],
      country: ['country must contain only letters, at least 2'],
    });
    const letters = await save(client, { ...company, legalForm: 'FIRMA' });
    expect(letters.body.error).toEqual({ legalForm: ['legalForm must be COMPANY or PRIVATE'] });
  });

  it('refuses a country that is not one of the countries, naming `country`', async () => {
    const res = await save(client, { ...company, country: 'XY', EUVATNumber: undefined });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error)).toEqual(['country']);
  });

  it('checks the e-mail with the spec’s message', async () => {
    const res = await save(client, { ...company, email: 'invoices-at-acme' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ email: ['Email address is not valid'] });
  });

  it('requires the EU VAT number of a company in the EU, not of a private person nor in the UK', async () => {
    const { EUVATNumber: _omitted, ...withoutVat } = company;
    const euCompany = await save(client, withoutVat);
    expect(euCompany.status).toBe(400);
    expect(euCompany.body.error).toEqual({ EUVATNumber: ['Field is required'] });
    expect((await save(client, { ...withoutVat, legalForm: 'PRIVATE' })).status).toBe(204);
    expect((await save(client, { ...withoutVat, country: 'GB', EUVATNumber: '' })).status).toBe(204);
    expect((await settingsOf(client)).status).toBe('VALID');
  });

  it('strips unknown and read-only fields, reads letters in any case, keeps the optional tax number', async () => {
    const res = await save(client, { ...company, legalForm: 'company', country: 'de', status: 'INVALID', legalInfoLastCheckedAt: null, taxNumber: '30/123/45678', hacker: true });
    expect(res.status).toBe(204);
    const saved = await settingsOf(client);
    expect(saved).toMatchObject({ legalForm: 'COMPANY', country: 'DE', EUVATNumber: 'DE811569869', taxNumber: '30/123/45678', status: 'VALID' });
    expect(saved).not.toHaveProperty('hacker');
  });
});

describe('the legal check on save (VAT number format without VIES)', () => {
  it('finds a well-formed number VALID, stamps both dates, and /client/me reports valid legal info', async () => {
    const client = await newClient(api);
    const before = Date.now();
    expect((await save(client, company)).status).toBe(204);
    const saved = await settingsOf(client);
    expect(saved).toEqual({ ...company, taxNumber: null, status: 'VALID', lastVatNumberValidationAt: expect.any(String), legalInfoLastCheckedAt: expect.any(String) });
    expect(Date.parse(saved.legalInfoLastCheckedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect((await me(client)).hasValidLegalInfo).toBe(true);
    expect((await me(client)).billing).toEqual({ companyName: 'Acme GmbH', firstName: 'Bea', lastName: 'Billing', email: 'invoices@acme.test' });
  });

  it('finds a malformed number INVALID, which blocks ordering with the spec’s message until it is corrected', async () => {
    const client = await newClient(api, { invoicing: 'invoice' });
    const projectId = await newProject(api, client);
    expect((await save(client, { ...company, EUVATNumber: 'DE12345' })).status).toBe(204);
    expect((await settingsOf(client)).status).toBe('INVALID');
    expect((await me(client)).hasValidLegalInfo).toBe(false);

    const blocked = await call(api, 'post', `/client/project/${projectId}/orders`, client.token, orderRequest());
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(LEGAL_INFO_BLOCKED_MESSAGE);
    const orders = await api.runtime.sequelize.query('SELECT id FROM orders WHERE client_id = :id', { replacements: { id: client.id } });
    expect(orders[0]).toHaveLength(0);

    expect((await save(client, company)).status).toBe(204);
    expect((await call(api, 'post', `/client/project/${projectId}/orders`, client.token, orderRequest())).status).toBe(201);
  });

  it('blocks a deposit of an INVALID client with the same message', async () => {
    const client = await newClient(api);
    await save(client, { ...company, EUVATNumber: 'DE1' });
    const res = await call(api, 'post', '/client/billing/deposit', client.token, { method: 'BANK', amount: '100' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(LEGAL_INFO_BLOCKED_MESSAGE);
  });
});

describe('the legal check through VIES', () => {
  it('trusts VIES’s verdict: a registered number VALID, an unregistered well-formed one INVALID', async () => {
    const client = await newClient(api);
    expect((await save(client, company, viesApp)).status).toBe(204);
    expect((await settingsOf(client)).status).toBe('VALID');
    expect((await save(client, { ...company, EUVATNumber: 'DE999999999' }, viesApp)).status).toBe(204);
    expect((await settingsOf(client)).status).toBe('INVALID');
  });

  it('saves with NEEDS_VALIDATION, never a 500, when VIES is down, keeping the last VAT check’s date', async () => {
    const client = await newClient(api);
    await save(client, company, viesApp);
    const verified = await settingsOf(client);
    vies.mode = 'error';
    expect((await save(client, { ...company, city: 'Potsdam' }, viesApp)).status).toBe(204);
    const saved = await settingsOf(client);
    expect(saved).toMatchObject({ city: 'Potsdam', status: 'NEEDS_VALIDATION', lastVatNumberValidationAt: verified.lastVatNumberValidationAt });
    expect(Date.parse(saved.legalInfoLastCheckedAt as string)).toBeGreaterThanOrEqual(Date.parse(verified.legalInfoLastCheckedAt as string));
    expect((await me(client)).hasValidLegalInfo).toBe(false);
  });

  it('answers NEEDS_VALIDATION when VIES cannot be reached at all', async () => {
    const gone = await startFakeVies();
    await gone.close();
    const { app } = createApp({ ...api.runtime, config: { ...api.config, viesUrl: gone.url } });
    const client = await newClient(api);
    expect((await save(client, company, () => supertest.agent(app))).status).toBe(204);
    expect((await settingsOf(client)).status).toBe('NEEDS_VALIDATION');
  });
});
