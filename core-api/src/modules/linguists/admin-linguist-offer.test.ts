import { randomBytes } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import {
  ADMIN_LINGUIST_LIST_TOTAL_CAP,
  type AdminCappedPage,
  type AdminLinguistGroup,
  type AdminLinguistProfile,
  type NewAdminLinguistBody,
  type Page,
  type SelfClassification,
  type SelfPricesPerWord,
} from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { loginAs, uniqueEmail } from '../../testing/factories.js';
import { startFakeVies, type FakeVies } from '../../testing/fake-vies-server.js';
import { expectStatus, newAdmin, newClient, newLinguist, type Actor } from '../orders/testing/order-scenario.js';
import { insertGroup, setCompanyName } from '../orders/order-queries.fixtures.js';

let api: TestContext;
let vies: FakeVies;
let admin: Actor;
let client: Actor;

const marker = `Of${randomBytes(4).toString('hex')}`;

function send(method: 'get' | 'put' | 'post' | 'patch', path: string, body?: object, actor: Actor = admin) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

const errorOf = (res: { body: unknown }) => (res.body as { error?: Record<string, string[]> }).error;

function newLinguistBody(overrides: Partial<NewAdminLinguistBody> = {}): NewAdminLinguistBody {
  return {
    email: uniqueEmail('invited'),
    firstName: 'Ina',
    lastName: `Invited ${marker}`,
    level: 'good',
    roles: ['copywriter'],
    languages: ['de-DE'],
    country: 'DE',
    currency: 'EUR',
    ...overrides,
  };
}

async function query<T extends object>(sql: string, replacements: Record<string, unknown>): Promise<T[]> {
  return api.runtime.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
}

const mailsTo = (recipient: string) =>
  query<{ template: string; text_body: string }>('SELECT template, text_body FROM mail_outbox WHERE recipient = :recipient ORDER BY id', { recipient });

const tomorrowPlus = (days: number) => new Date(Date.now() + (days + 1) * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  vies = await startFakeVies();
  vies.validNumbers.add('DE123456789');
  api = await startTestApi({ VIES_URL: vies.url });
  admin = await newAdmin(api);
  client = await newClient(api);
});

afterAll(async () => {
  await api.close();
  await vies.close();
});

describe('POST /admin/linguist with her invoicing data', () => {
  it('creates her with consistent data, invites her by mail, and she chooses her password on the link', async () => {
    const body = newLinguistBody({
      legalInfo: { legalForm: 'COMPANY', companyName: 'Ina Texte GmbH', address: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', country: 'DE', EUVATNumber: 'de 123456789' },
    });
    const { id } = (await expectStatus(send('post', '/admin/linguist', body), 201)).body as { id: number };

    const profile = (await expectStatus(send('get', `/admin/linguist/${id}`), 200)).body as AdminLinguistProfile;
    expect(profile).toMatchObject({ status: 'PENDING_ACTIVATION', availability: { status: 'available', until: null } });
    expect(profile.legalInfo).toMatchObject({ legalForm: 'COMPANY', companyName: 'Ina Texte GmbH', country: 'DE', EUVATNumber: 'DE123456789', taxNumber: null, status: 'VALID' });

    const [mail] = await mailsTo(body.email);
    // her own invitation, to the linguist app, not the back office's
    expect(mail?.template).toBe('linguist-invitation');
    expect(mail?.text_body).toMatch(/opened a linguist account for you/);
    expect(mail?.text_body).not.toMatch(/back office/);
    const token = /registration\/confirm\?token=([A-Za-z0-9_-]+)&invitation=1/.exec(mail?.text_body ?? '')?.[1];
    expect(token).toBeDefined();

    const withoutPassword = await expectStatus(api.request().post('/linguist/auth/confirm-register').send({ token }), 400);
    expect(errorOf(withoutPassword)).toHaveProperty('password');
    await expectStatus(api.request().post('/linguist/auth/confirm-register').send({ token, password: 'chosen-password-1' }), 200);
    await expect(loginAs(() => api.request(), 'linguist', body.email, 'chosen-password-1')).resolves.toHaveProperty('access_token');
  });

  it('keeps a private person without a VAT number, and a registry that cannot be asked leaves the check open', async () => {
    const privateBody = newLinguistBody({ legalInfo: { legalForm: 'PRIVATE', address: 'Via Roma 2', zipcode: '00100', city: 'Roma', country: 'IT', taxNumber: 'RSSMRA80A01H501U' } });
    const created = (await expectStatus(send('post', '/admin/linguist', privateBody), 201)).body as { id: number };
    expect(((await expectStatus(send('get', `/admin/linguist/${created.id}`), 200)).body as AdminLinguistProfile).legalInfo).toMatchObject({
      legalForm: 'PRIVATE',
      companyName: null,
      status: 'VALID',
    });

    vies.mode = 'error';
    try {
      const company = newLinguistBody({ legalInfo: { legalForm: 'COMPANY', companyName: 'Down GmbH', address: 'A 1', zipcode: '1', city: 'Berlin', country: 'DE', EUVATNumber: 'DE999999999' } });
      const { id } = (await expectStatus(send('post', '/admin/linguist', company), 201)).body as { id: number };
      expect(((await expectStatus(send('get', `/admin/linguist/${id}`), 200)).body as AdminLinguistProfile).legalInfo?.status).toBe('NEEDS_VALIDATION');
    } finally {
      vies.mode = 'up';
    }
  });

  it.each([
    ['a company in the EU without its VAT number', { legalForm: 'COMPANY', companyName: 'No VAT GmbH', country: 'DE' }],
    ['a VAT number for a country outside the EU', { legalForm: 'PRIVATE', country: 'GB', EUVATNumber: 'DE123456789' }],
    ['a VAT number the registry does not know', { legalForm: 'COMPANY', companyName: 'Fake GmbH', country: 'DE', EUVATNumber: 'DE111111111' }],
    ['a VAT number of the wrong shape for the country', { legalForm: 'COMPANY', companyName: 'Short GmbH', country: 'FR', EUVATNumber: 'FR12' }],
  ] as const)('answers 422 with an invalid-legal-info error for %s, and creates nothing', async (_case, legal) => {
    const body = newLinguistBody({ legalInfo: { address: 'Street 1', zipcode: '12345', city: 'Town', ...legal } });
    const res = await expectStatus(send('post', '/admin/linguist', body), 422);
    expect(res.body).toMatchObject({ status: 422, code: 'UNPROCESSABLE', message: expect.stringMatching(/^Invalid legal information: /) });
    expect(Object.keys(errorOf(res) ?? {})).toEqual(['legalInfo.EUVATNumber']);
    expect(await query('SELECT id FROM linguists WHERE lower(email) = lower(:email)', { email: body.email })).toEqual([]);
    expect(await mailsTo(body.email)).toEqual([]);
  });

  it('answers 400 naming the field for incomplete data, before any legal check', async () => {
    const asked = vies.requests.length;
    const noCompany = await expectStatus(send('post', '/admin/linguist', newLinguistBody({ legalInfo: { legalForm: 'COMPANY', address: 'A 1', zipcode: '1', city: 'B', country: 'DE', EUVATNumber: 'DE123456789' } })), 400);
    expect(errorOf(noCompany)).toHaveProperty(['legalInfo.companyName']);
    const unknownCountry = await expectStatus(send('post', '/admin/linguist', newLinguistBody({ legalInfo: { legalForm: 'PRIVATE', address: 'A 1', zipcode: '1', city: 'B', country: 'XX' } })), 400);
    expect(errorOf(unknownCountry)).toHaveProperty(['legalInfo.country']);
    const badLanguage = await expectStatus(
      send('post', '/admin/linguist', newLinguistBody({ languages: ['xx-XX'], legalInfo: { legalForm: 'COMPANY', companyName: 'C', address: 'A 1', zipcode: '1', city: 'B', country: 'DE', EUVATNumber: 'DE111111111' } })),
      400,
    );
    expect(errorOf(badLanguage)).toHaveProperty('languages');
    expect(vies.requests.length).toBe(asked);
  });
});

describe('GET and PATCH /admin/linguist/:id/invoicing-settings', () => {
  const company = { legalForm: 'COMPANY', companyName: 'Ina Texte GmbH', address: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', country: 'DE', EUVATNumber: 'DE123456789' } as const;

  it('adds invoicing data she was created without, and staff correct them later', async () => {
    const { id } = (await expectStatus(send('post', '/admin/linguist', newLinguistBody()), 201)).body as { id: number };
    expect((await expectStatus(send('get', `/admin/linguist/${id}/invoicing-settings`), 200)).body).toEqual({ legalInfo: null });

    const added = await expectStatus(send('patch', `/admin/linguist/${id}/invoicing-settings`, { legalInfo: company }), 200);
    // a German company with a VAT number and no treatment given is VAT-liable (decision 060)
    expect(added.body).toEqual({ legalInfo: { ...company, taxNumber: null, taxTreatment: 'VAT_LIABLE', status: 'VALID', legalInfoLastCheckedAt: expect.any(String) } });

    const moved = { legalForm: 'PRIVATE', companyName: 'ignored', address: 'Via Roma 2', zipcode: '00100', city: 'Roma', country: 'it', taxNumber: 'RSSMRA80A01H501U' };
    const corrected = await expectStatus(send('patch', `/admin/linguist/${id}/invoicing-settings`, { legalInfo: moved }), 200);
    expect(corrected.body).toMatchObject({ legalInfo: { legalForm: 'PRIVATE', companyName: null, country: 'IT', EUVATNumber: null, taxNumber: 'RSSMRA80A01H501U', taxTreatment: 'REVERSE_CHARGE' } });
    expect(((await expectStatus(send('get', `/admin/linguist/${id}`), 200)).body as AdminLinguistProfile).legalInfo).toEqual((corrected.body as { legalInfo: unknown }).legalInfo);
  });

  it('refuses inconsistent data with 422, incomplete data with 400 naming the field, and keeps what was stored', async () => {
    const { id } = (await expectStatus(send('post', '/admin/linguist', newLinguistBody({ legalInfo: company })), 201)).body as { id: number };
    const before = (await expectStatus(send('get', `/admin/linguist/${id}/invoicing-settings`), 200)).body;

    const unknownNumber = await expectStatus(send('patch', `/admin/linguist/${id}/invoicing-settings`, { legalInfo: { ...company, EUVATNumber: 'DE111111111' } }), 422);
    expect(unknownNumber.body).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringMatching(/^Invalid legal information: /) });
    expect(Object.keys(errorOf(unknownNumber) ?? {})).toEqual(['legalInfo.EUVATNumber']);
    const noCompany = await expectStatus(send('patch', `/admin/linguist/${id}/invoicing-settings`, { legalInfo: { ...company, companyName: '' } }), 400);
    expect(errorOf(noCompany)).toHaveProperty(['legalInfo.companyName']);
    const unknownCountry = await expectStatus(send('patch', `/admin/linguist/${id}/invoicing-settings`, { legalInfo: { ...company, country: 'XX', EUVATNumber: null } }), 400);
    expect(errorOf(unknownCountry)).toHaveProperty(['legalInfo.country']);
    expect(errorOf(await expectStatus(send('patch', `/admin/linguist/${id}/invoicing-settings`, {}), 400))).toHaveProperty('legalInfo');
    await expectStatus(send('patch', `/admin/linguist/${id}/invoicing-settings`, { legalInfo: { ...company, zipcode: 'x'.repeat(21) } }), 400);
    expect((await expectStatus(send('get', `/admin/linguist/${id}/invoicing-settings`), 200)).body).toEqual(before);
  });

  it('answers 404 for no linguist and 403 for anyone but staff', async () => {
    await expectStatus(send('get', '/admin/linguist/2147483647/invoicing-settings'), 404);
    await expectStatus(send('patch', '/admin/linguist/2147483647/invoicing-settings', { legalInfo: company }), 404);
    await expectStatus(send('get', '/admin/linguist/1/invoicing-settings', undefined, client), 403);
  });
});

describe('what staff change of what she offers', () => {
  it('sets her away with a return date and back, 400 for a past date, 404 for no linguist', async () => {
    const linguist = await newLinguist(api);
    const until = tomorrowPlus(5);
    const away = (await expectStatus(send('put', `/admin/linguist/${linguist.id}/availability`, { status: 'unavailable', until }), 200)).body as AdminLinguistProfile;
    expect(away.availability).toEqual({ status: 'unavailable', until });
    // She sees what staff set.
    expect((await expectStatus(send('get', '/linguist/profile', undefined, linguist), 200)).body).toMatchObject({ availability: { status: 'unavailable', until } });
    const back = (await expectStatus(send('put', `/admin/linguist/${linguist.id}/availability`, { status: 'available' }), 200)).body as AdminLinguistProfile;
    expect(back.availability).toEqual({ status: 'available', until: null });

    expect(errorOf(await expectStatus(send('put', `/admin/linguist/${linguist.id}/availability`, { status: 'unavailable', until: '2001-01-01' }), 400))).toHaveProperty(['until']);
    await expectStatus(send('put', '/admin/linguist/2000000000/availability', { status: 'available' }), 404);
    await expectStatus(send('put', `/admin/linguist/${linguist.id}/availability`, { status: 'available' }, client), 403);
  });

  it('replaces her classification from the catalogues, 422 for an unknown id', async () => {
    const linguist = await newLinguist(api);
    const [topic] = await query<{ id: number }>('SELECT id FROM text_topics ORDER BY id LIMIT 1', {});
    const [expertise] = await query<{ id: number }>('SELECT id FROM industry_expertises ORDER BY id LIMIT 1', {});
    const body = { interests: [topic.id], industryExpertises: [expertise.id], academicDegreeId: null, academicFieldId: null };
    const saved = (await expectStatus(send('put', `/admin/linguist/${linguist.id}/classification`, body), 200)).body as SelfClassification;
    expect(saved).toMatchObject({ interests: [{ id: topic.id }], industryExpertises: [{ id: expertise.id }], academicDegree: null });
    expect((await expectStatus(send('get', `/admin/linguist/${linguist.id}/classification`), 200)).body).toEqual(saved);
    expect(errorOf(await expectStatus(send('put', `/admin/linguist/${linguist.id}/classification`, { ...body, interests: [2_000_000] }), 422))).toHaveProperty('interests');
    await expectStatus(send('get', '/admin/linguist/2000000000/classification'), 404);
  });

  it('sets her price per word within her level’s range, and the client’s direct price follows', async () => {
    const linguist = await newLinguist(api, { level: 'good', languages: ['de-DE'] });
    const prices = (await expectStatus(send('get', `/admin/linguist/${linguist.id}/prices`), 200)).body as SelfPricesPerWord;
    const range = prices.ranges.find((r) => r.service === 'copywriting');
    expect(range?.min).not.toBeNull();
    expect(prices).toMatchObject({ currency: 'EUR', level: 'good', prices: [] });

    const tooHigh = await expectStatus(send('post', `/admin/linguist/${linguist.id}/prices`, { language: 'de-DE', service: 'copywriting', pricePerWord: '9' }), 422);
    expect(errorOf(tooHigh)).toHaveProperty('pricePerWord');
    const notHers = await expectStatus(send('post', `/admin/linguist/${linguist.id}/prices`, { language: 'fr-FR', service: 'copywriting', pricePerWord: range?.min }), 422);
    expect(errorOf(notHers)).toHaveProperty('language');
    await expectStatus(send('post', `/admin/linguist/${linguist.id}/prices`, { language: 'de-DE', service: 'copywriting', pricePerWord: range?.max }), 200);
    expect(((await expectStatus(send('get', `/admin/linguist/${linguist.id}/prices`), 200)).body as SelfPricesPerWord).prices).toEqual([
      { language: { culture: 'de-DE', name: expect.any(String) }, service: 'copywriting', pricePerWord: range?.max, currency: 'EUR' },
    ]);

    const price = (perWord: string) => Math.round(Number(perWord) * 100 * 100);
    const quote = await expectStatus(send('get', `/client/orders/text-price?min=100&max=100&language=de-DE&level=good&type=DO&linguistId=${linguist.id}`, undefined, client), 200);
    expect((quote.body as { min: { amountNet: number } }).min.amountNet).toBe(price(range?.max ?? '0'));
  });
});

describe('GET /admin/groups', () => {
  it('finds every client’s groups by group or client name, newest first, with the total', async () => {
    const other = await newClient(api);
    await setCompanyName(api.runtime.sequelize, other.id, `Acme ${marker}`);
    const first = await insertGroup(api.runtime.sequelize, { clientId: client.id, name: `Writers ${marker}`, type: 'copywriting', memberIds: [] });
    const second = await insertGroup(api.runtime.sequelize, { clientId: other.id, name: 'Proofers', type: 'proofreading', memberIds: [] });

    const byClient = (await expectStatus(send('get', `/admin/groups?search=${encodeURIComponent(`acme ${marker.toLowerCase()}`)}`), 200)).body as Page<AdminLinguistGroup>;
    expect(byClient).toEqual({ total: 1, totalCapped: false, data: [expect.objectContaining({ id: second, name: 'Proofers', client: { id: other.id, name: `Acme ${marker}` } })] });
    const byName = (await expectStatus(send('get', `/admin/groups?search=${marker}`), 200)).body as Page<AdminLinguistGroup>;
    expect(byName.data.map((group) => group.id)).toEqual([second, first]);
    const typed = (await expectStatus(send('get', `/admin/groups?search=${marker}&type=copywriting`), 200)).body as Page<AdminLinguistGroup>;
    expect(typed.data.map((group) => group.id)).toEqual([first]);
    const byId = (await expectStatus(send('get', `/admin/groups?search=${first}`), 200)).body as Page<AdminLinguistGroup>;
    expect(byId.data.map((group) => group.id)).toContain(first);
    expect(errorOf(await expectStatus(send('get', '/admin/groups?type=drawing'), 400))).toHaveProperty('type');
    await expectStatus(send('get', '/admin/groups', undefined, client), 403);
  });

  it('counts up to 1,000 matches and says so, newest first as ever, and counts exactly for the total alone', async () => {
    const owner = await newClient(api);
    const company = `Capco${marker}`;
    await setCompanyName(api.runtime.sequelize, owner.id, company);
    // 1,001 groups of one client, created a second apart: the newest has the highest number.
    await api.runtime.sequelize.query(
      `INSERT INTO linguist_groups (client_id, name, type, created_at)
       SELECT :clientId, 'Cap-' || g, 'copywriting', now() - (2000 - g) * interval '1 second' FROM generate_series(1, 1001) g`,
      { replacements: { clientId: owner.id } },
    );
    const page = (await expectStatus(send('get', `/admin/groups?search=${company}&limit=3`), 200)).body as AdminCappedPage<AdminLinguistGroup>;
    expect([page.total, page.totalCapped]).toEqual([ADMIN_LINGUIST_LIST_TOTAL_CAP, true]);
    expect(page.data.map((group) => [group.name, group.client])).toEqual(['Cap-1001', 'Cap-1000', 'Cap-999'].map((name) => [name, { id: owner.id, name: company }]));
    const next = (await expectStatus(send('get', `/admin/groups?search=${company}&limit=3&offset=3`), 200)).body as AdminCappedPage<AdminLinguistGroup>;
    expect(next.data.map((group) => group.name)).toEqual(['Cap-998', 'Cap-997', 'Cap-996']);
    expect((await expectStatus(send('get', `/admin/groups?search=${company}&limit=0`), 200)).body).toEqual({ data: [], total: 1001, totalCapped: false });
    // both words must match, each the group's or the client's name
    expect((await expectStatus(send('get', `/admin/groups?search=${encodeURIComponent(`${company.toLowerCase()} cap-1001`)}`), 200)).body).toMatchObject({ total: 1, totalCapped: false });
  });
});
