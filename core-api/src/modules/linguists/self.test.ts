import type { Page, SelfAvatar, SelfClassification, SelfClient, SelfClientOrder, SelfPricesPerWord, SelfProfile } from '@inkwell/contracts';
import { QueryTypes } from 'sequelize';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { FACTORY_PASSWORD, loginAs } from '../../testing/factories.js';
import { ratesForOrder } from '../pricing/index.js';
import { expectStatus, newClient, newLinguist, type Actor } from '../orders/testing/order-scenario.js';
import { insertOrder, insertProject } from '../orders/order-queries.fixtures.js';
import { pngOfSize, tinyGif, tinyJpeg, tinyPng, tinyWebp } from '../../http/file-upload.fixtures.js';

let api: TestContext;
let anna: Actor;
let other: Actor;
let client: Actor;
let stranger: Actor;

const errorOf = (res: { body: unknown }) => (res.body as { error: Record<string, string[]> }).error;

function send(method: 'get' | 'put' | 'post' | 'patch' | 'delete', path: string, actor: Actor, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

const upload = (actor: Actor, content: Buffer, filename: string, contentType: string) =>
  api.request().post('/linguist/profile/avatar').set('Authorization', `Bearer ${actor.token}`).attach('avatar', content, { filename, contentType });

async function firstIdsWhere(table: string, where: string): Promise<number[]> {
  const rows = await api.runtime.sequelize.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${where} ORDER BY id`, { type: QueryTypes.SELECT });
  return rows.map((row) => row.id);
}

async function firstIds(table: string, count: number): Promise<number[]> {
  const rows = await api.runtime.sequelize.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT ${count}`, { type: QueryTypes.SELECT });
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  api = await startTestApi();
  anna = await newLinguist(api, { nickname: 'self_anna', level: 'premium', languages: ['de-DE', 'en-GB'] });
  other = await newLinguist(api, { nickname: 'self_other' });
  client = await newClient(api, { nickname: 'Acme Writers' });
  stranger = await newClient(api);
  const db = api.runtime.sequelize;
  const projectId = await insertProject(db, { clientId: client.id });
  const rating = { content: 5, form: 4, readability: 4, communication: 5 };
  await insertOrder(db, { clientId: client.id, projectId, status: 'accepted', writerId: anna.id, finalWords: 400, writerPayPerWord: '0.05', acceptedAt: new Date(), rating });
  await insertOrder(db, { clientId: client.id, projectId, status: 'processing_cw', writerId: anna.id });
  const elsewhere = await insertProject(db, { clientId: stranger.id });
  await insertOrder(db, { clientId: stranger.id, projectId: elsewhere, status: 'accepted', writerId: other.id, finalWords: 300, acceptedAt: new Date() });
});

afterAll(() => api.close());

describe('profile', () => {
  it('answers her own profile and changes names, country and availability', async () => {
    const profile = (await expectStatus(send('get', '/linguist/profile', anna), 200)).body as SelfProfile;
    expect(profile).toMatchObject({ id: anna.id, nickname: 'self_anna', level: 'premium', currency: 'EUR', avatar: null, availability: { status: 'available', until: null } });
    expect(profile.languages.map((l) => l.culture)).toEqual(['de-DE', 'en-GB']);
    expect(profile.stats).toMatchObject({ totalOrders: 1, rating: 4.5 });

    const changed = await expectStatus(
      send('patch', '/linguist/profile', anna, { firstName: 'Anna', lastName: null, country: 'de', availability: { status: 'unavailable', until: '2099-01-31' } }),
      200,
    );
    expect(changed.body).toMatchObject({ firstName: 'Anna', lastName: null, country: 'DE', availability: { status: 'unavailable', until: '2099-01-31' } });
    const back = await expectStatus(send('patch', '/linguist/profile', anna, { availability: { status: 'available' } }), 200);
    expect(back.body).toMatchObject({ availability: { status: 'available', until: null } });
    // another linguist's profile is untouched
    expect((await expectStatus(send('get', '/linguist/profile', other), 200)).body).toMatchObject({ id: other.id, firstName: 'Lena' });
  });

  it('reads and changes the same profile at the settings path', async () => {
    const viaSettings = await expectStatus(send('patch', '/linguist/settings/profile', anna, { nickname: 'self_anna_2' }), 200);
    expect(viaSettings.body).toMatchObject({ id: anna.id, nickname: 'self_anna_2' });
    expect((await expectStatus(send('get', '/linguist/settings/profile', anna), 200)).body).toEqual((await expectStatus(send('get', '/linguist/profile', anna), 200)).body);
    await expectStatus(send('patch', '/linguist/settings/profile', anna, { nickname: 'self_anna' }), 200);
    expect(errorOf(await expectStatus(send('patch', '/linguist/settings/profile', anna, { country: 'XX' }), 422))).toHaveProperty('country');
    await expectStatus(send('patch', '/linguist/settings/profile', anna, { level: 'excellent' }), 400);
  });

  it('refuses bad profile input, naming the field', async () => {
    const bad = await expectStatus(send('patch', '/linguist/profile', anna, { availability: { status: 'available', until: '2099-01-01' } }), 400);
    expect(errorOf(bad)).toHaveProperty(['availability.until']);
    await expectStatus(send('patch', '/linguist/profile', anna, { availability: { status: 'unavailable', until: '2001-01-01' } }), 400);
    const country = await expectStatus(send('patch', '/linguist/profile', anna, { country: 'XX' }), 422);
    expect(errorOf(country)).toHaveProperty('country');
    await expectStatus(send('patch', '/linguist/profile', anna, {}), 400);
    await expectStatus(send('patch', '/linguist/profile', anna, { level: 'excellent' }), 400);
  });

  it('replaces her classification with catalogue ids, 422 for an unknown id', async () => {
    const [topicA, topicB] = await firstIds('text_topics', 2);
    const [expertise] = await firstIds('industry_expertises', 1);
    const [degree] = await firstIds('academic_degrees', 1);
    const [field] = await firstIds('academic_fields', 1);
    const body = { interests: [topicA, topicB], industryExpertises: [expertise], academicDegreeId: degree, academicFieldId: field };
    const saved = (await expectStatus(send('put', '/linguist/profile/classification', anna, body), 200)).body as SelfClassification;
    expect(saved.interests.map((i) => i.id).sort()).toEqual([topicA, topicB].sort());
    expect(saved).toMatchObject({ industryExpertises: [{ id: expertise }], academicDegree: { id: degree }, academicField: { id: field } });
    expect((await expectStatus(send('get', '/linguist/profile/classification', anna), 200)).body).toEqual(saved);
    expect((await expectStatus(send('get', '/linguist/profile/classification', other), 200)).body).toEqual({ interests: [], industryExpertises: [], academicDegree: null, academicField: null });

    const unknown = await expectStatus(send('put', '/linguist/profile/classification', anna, { ...body, industryExpertises: [2_000_000] }), 422);
    expect(errorOf(unknown)).toHaveProperty('industryExpertises');
  });

  it('replaces her languages with a proficiency each', async () => {
    const languages = await expectStatus(
      send('put', '/linguist/profile/languages', anna, { languages: [{ culture: 'de-DE', proficiency: 'native' }, { culture: 'fr-FR', proficiency: 'c1' }, { culture: 'en-GB' }] }),
      200,
    );
    expect(languages.body).toEqual([
      { culture: 'de-DE', name: expect.any(String), proficiency: 'native' },
      { culture: 'en-GB', name: expect.any(String), proficiency: null },
      { culture: 'fr-FR', name: expect.any(String), proficiency: 'c1' },
    ]);
    await expectStatus(send('put', '/linguist/profile/languages', anna, { languages: [{ culture: 'xx-XX' }] }), 422);
    await expectStatus(send('put', '/linguist/profile/languages', anna, { languages: [{ culture: 'de-DE', proficiency: 'fluent' }] }), 400);
    await expectStatus(send('put', '/linguist/profile/languages', anna, { languages: [] }), 400);
  });
});

describe('avatar', () => {
  it('stores an image, serves it with its type and cache headers, and replaces and removes it', async () => {
    const first = { body: (await expectStatus(upload(anna, tinyPng, 'me.png', 'image/png'), 201)).body as SelfAvatar };
    expect(first.body).toMatchObject({ avatar: expect.stringMatching(/^\/linguist\/avatar\/[0-9a-f-]{36}$/), contentType: 'image/png', bytes: tinyPng.length });
    const image = await api.request().get(first.body.avatar).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(Buffer.compare(image.body as Buffer, tinyPng)).toBe(0);
    expect((await expectStatus(send('get', '/linguist/profile', anna), 200)).body).toMatchObject({ avatar: first.body.avatar });

    const second = { body: (await expectStatus(upload(anna, tinyWebp, 'me.webp', 'image/webp'), 201)).body as SelfAvatar };
    expect(second.body.avatar).not.toBe(first.body.avatar);
    await expectStatus(api.request().get(first.body.avatar), 404);
    expect((await api.request().get(second.body.avatar)).headers['content-type']).toBe('image/webp');
    expect(((await expectStatus(upload(anna, tinyJpeg, 'me.jpg', 'image/jpeg'), 201)).body as SelfAvatar).contentType).toBe('image/jpeg');

    await expectStatus(send('delete', '/linguist/profile/avatar', anna), 204);
    expect((await expectStatus(send('get', '/linguist/profile', anna), 200)).body).toMatchObject({ avatar: null });
    await expectStatus(api.request().get('/linguist/avatar/not-a-uuid'), 400);
  });

  it('refuses hostile files and writes nothing', async () => {
    const count = async () =>
      (await api.runtime.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM linguist_avatars WHERE linguist_id = :id', { type: QueryTypes.SELECT, replacements: { id: other.id } }))[0]?.n;
    const textWithPngHeader = Buffer.concat([tinyPng.subarray(0, 16), Buffer.from('I am a text file with a PNG header in front of me.')]);
    const cases: [string, Buffer, string, string, number][] = [
      ['a PNG header on a text file', textWithPngHeader, 'notes.png', 'image/png', 400],
      ['a GIF renamed .png', tinyGif, 'cat.png', 'image/png', 400],
      ['a non-image', Buffer.from('hello world'), 'hello.txt', 'text/plain', 400],
      ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', 400],
      ['a 2 MB image', pngOfSize(2 * 1024 * 1024), 'big.png', 'image/png', 413],
    ];
    for (const [kind, content, filename, contentType, status] of cases) {
      const res = await upload(other, content, filename, contentType);
      expect({ kind, status: res.status }).toEqual({ kind, status });
      expect(res.body.error).toHaveProperty('avatar');
    }
    const big = await upload(other, pngOfSize(2 * 1024 * 1024), 'big.png', 'image/png');
    expect(big.body.message).toBe('The file is larger than 512 KB');
    const two = await api
      .request()
      .post('/linguist/profile/avatar')
      .set('Authorization', `Bearer ${other.token}`)
      .attach('avatar', tinyPng, 'a.png')
      .attach('avatar', tinyPng, 'b.png');
    expect(two.status).toBe(400);
    expect(await count()).toBe(0);
    // a client cannot upload a linguist avatar
    expect((await upload(client, tinyPng, 'a.png', 'image/png')).status).toBe(403);
  });
});

describe('prices per word', () => {
  it('answers her prices and her level’s ranges, and sets a price within the range', async () => {
    const before = (await expectStatus(send('get', '/linguist/prices-per-word', anna), 200)).body as SelfPricesPerWord;
    // premium copywriting pays 0.05 EUR on the system list: she may ask 0.05 to 0.15
    expect(before).toMatchObject({ currency: 'EUR', level: 'premium' });
    expect(before.ranges.find((r) => r.service === 'copywriting')).toEqual({ service: 'copywriting', min: '0.05', max: '0.15' });

    const set = await expectStatus(send('post', '/linguist/prices-per-word', anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.08' }), 200);
    expect(set.body).toEqual({ language: { culture: 'de-DE', name: expect.any(String) }, service: 'copywriting', pricePerWord: '0.08', currency: 'EUR' });
    await expectStatus(send('post', '/linguist/prices-per-word', anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.09' }), 200);
    const after = (await expectStatus(send('get', '/linguist/prices-per-word', anna), 200)).body as SelfPricesPerWord;
    expect(after.prices).toEqual([{ language: { culture: 'de-DE', name: expect.any(String) }, service: 'copywriting', pricePerWord: '0.09', currency: 'EUR' }]);
    expect(((await expectStatus(send('get', '/linguist/prices-per-word', other), 200)).body as SelfPricesPerWord).prices).toEqual([]);
  });

  it('refuses a price outside the range, in a language not hers, or malformed', async () => {
    const high = await expectStatus(send('post', '/linguist/prices-per-word', anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.16' }), 422);
    expect(errorOf(high).pricePerWord[0]).toContain('0.05 to 0.15');
    await expectStatus(send('post', '/linguist/prices-per-word', anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.049' }), 422);
    const notHers = await expectStatus(send('post', '/linguist/prices-per-word', anna, { language: 'it-IT', service: 'copywriting', pricePerWord: '0.08' }), 422);
    expect(errorOf(notHers)).toHaveProperty('language');
    await expectStatus(send('post', '/linguist/prices-per-word', anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '1e-2' }), 400);
    await expectStatus(send('post', '/linguist/prices-per-word', anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '-0.1' }), 400);
  });

  it('answers and sets one price at the spec’s singular path', async () => {
    const none = await expectStatus(send('get', '/linguist/price-per-word?language=en-GB&service=proofreading', anna), 200);
    expect(none.body).toEqual({
      language: { culture: 'en-GB', name: expect.any(String) },
      service: 'proofreading',
      pricePerWord: null,
      currency: 'EUR',
      range: { service: 'proofreading', min: expect.any(String), max: expect.any(String) },
    });
    const set = await expectStatus(send('post', '/linguist/price-per-word', anna, { language: 'en-GB', service: 'proofreading', pricePerWord: (none.body as { range: { min: string } }).range.min }), 200);
    expect(set.body).toMatchObject({ language: { culture: 'en-GB' }, service: 'proofreading', currency: 'EUR' });
    const one = await expectStatus(send('get', '/linguist/price-per-word?language=en-gb&service=proofreading', anna), 200);
    expect(one.body).toMatchObject({ pricePerWord: (set.body as { pricePerWord: string }).pricePerWord });

    const notHers = await expectStatus(send('get', '/linguist/price-per-word?language=it-IT&service=copywriting', anna), 422);
    expect(errorOf(notHers)).toHaveProperty('language');
    expect(errorOf(await expectStatus(send('get', '/linguist/price-per-word?language=de-DE', anna), 400))).toHaveProperty('service');
    await expectStatus(send('get', '/linguist/price-per-word?language=de-DE&service=gpt3', anna), 400);
    await expectStatus(send('post', '/linguist/price-per-word', anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.16' }), 422);
  });

  it('refuses any price before staff set her level', async () => {
    const unassessed = await newLinguist(api, { level: null });
    const res = await expectStatus(send('post', '/linguist/prices-per-word', unassessed, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.05' }), 422);
    expect(errorOf(res)).toHaveProperty('pricePerWord');
  });
});

describe('clients and partnership prices', () => {
  it('lists the clients she worked for with orders, earnings and rating; another client is a 404', async () => {
    const clients = (await expectStatus(send('get', '/linguist/clients', anna), 200)).body as SelfClient[];
    expect(clients).toEqual([
      { id: client.id, name: 'Acme Writers', orders: 2, acceptedOrders: 1, earnings: '20.00', currency: 'EUR', rating: 4.5, lastOrderAt: expect.any(String) },
    ]);
    expect((await expectStatus(send('get', `/linguist/client/${client.id}`, anna), 200)).body).toEqual(clients[0]);
    await expectStatus(send('get', `/linguist/client/${stranger.id}`, anna), 404);
    await expectStatus(send('get', `/linguist/client/${client.id}`, other), 404);
    await expectStatus(send('get', '/linguist/client/2147483647', anna), 404);

    const orders = (await expectStatus(send('get', `/linguist/client/${client.id}/orders?limit=1`, anna), 200)).body as Page<SelfClientOrder>;
    expect(orders.total).toBe(2);
    expect(orders.data).toHaveLength(1);
    const all = (await expectStatus(send('get', `/linguist/client/${client.id}/orders`, anna), 200)).body as Page<SelfClientOrder>;
    expect(all.data.find((o) => o.status === 'accepted')).toMatchObject({ role: 'writer', payPerWord: '0.050000', earned: '20.00', currency: 'EUR' });
    await expectStatus(send('get', `/linguist/client/${stranger.id}/orders`, anna), 404);
  });

  it('sets a price for a client she worked for, which that client’s direct orders use', async () => {
    await expectStatus(send('post', `/linguist/partnership/${stranger.id}/price`, anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.07' }), 404);
    await expectStatus(send('get', `/linguist/partnership/${stranger.id}/price`, anna), 404);
    await expectStatus(send('post', `/linguist/partnership/${client.id}/price`, anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.2' }), 422);
    const saved = await expectStatus(send('post', `/linguist/partnership/${client.id}/price`, anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.07' }), 200);
    expect(saved.body).toMatchObject({ clientId: client.id, pricePerWord: '0.07', currency: 'EUR' });
    expect((await expectStatus(send('get', `/linguist/partnership/${client.id}/price`, anna), 200)).body).toEqual([saved.body]);

    const withRanges = await expectStatus(send('get', `/linguist/partnership/${client.id}/prices-per-word`, anna), 200);
    expect(withRanges.body).toEqual({ clientId: client.id, currency: 'EUR', level: 'premium', ranges: expect.any(Array), prices: [saved.body] });
    const viaSpecPath = await expectStatus(
      send('post', `/linguist/partnership/${client.id}/prices-per-word`, anna, { language: 'en-GB', service: 'copywriting', pricePerWord: '0.06' }),
      200,
    );
    expect(viaSpecPath.body).toMatchObject({ clientId: client.id, language: { culture: 'en-GB' }, pricePerWord: '0.06' });
    await expectStatus(send('get', `/linguist/partnership/${stranger.id}/prices-per-word`, anna), 404);
    await expectStatus(send('post', `/linguist/partnership/${stranger.id}/prices-per-word`, anna, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.07' }), 404);
    await expectStatus(send('get', `/linguist/partnership/${client.id}/prices-per-word`, other), 404);

    const [language] = await firstIdsWhere('languages', "culture = 'de-DE'");
    const rates = (who: Actor) => ratesForOrder({ clientId: who.id, languageId: language, level: 'premium', withProofreading: false, type: 'DO', linguistId: anna.id });
    expect((await rates(client)).clientPricePerWord).toBe('0.07');
    expect((await rates(stranger)).clientPricePerWord).toBe('0.09');
  });
});

describe('settings', () => {
  const confirmationMails = (recipient: string) =>
    api.runtime.sequelize.query<{ template: string; text_body: string }>(
      'SELECT template, text_body FROM mail_outbox WHERE recipient = :recipient ORDER BY id',
      { type: QueryTypes.SELECT, replacements: { recipient } },
    );
  const tokenIn = (mail: { text_body: string } | undefined) => /settings\/email\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
  const emailOf = async (who: Actor) => ((await expectStatus(send('get', '/linguist/profile', who), 200)).body as SelfProfile).email;

  it('refuses an e-mail change without the current password, to a taken address or to her own', async () => {
    const wrong = await expectStatus(send('put', '/linguist/settings/email', anna, { email: 'anna.new@example.test', currentPassword: 'nope-nope' }), 400);
    expect(errorOf(wrong)).toHaveProperty('currentPassword');
    const taken = await expectStatus(send('put', '/linguist/settings/email', anna, { email: (await emailOf(other)).toUpperCase(), currentPassword: FACTORY_PASSWORD }), 409);
    expect(errorOf(taken)).toHaveProperty('email');
    const own = await expectStatus(send('put', '/linguist/settings/email', anna, { email: await emailOf(anna), currentPassword: FACTORY_PASSWORD }), 400);
    expect(errorOf(own)).toHaveProperty('email');
    expect(errorOf(await expectStatus(send('put', '/linguist/settings/email', anna, { email: 'not-an-address', currentPassword: FACTORY_PASSWORD }), 400))).toHaveProperty('email');
    expect((await expectStatus(send('get', '/linguist/settings/email', anna), 200)).body).toEqual({ email: await emailOf(anna), pendingEmail: null });
  });

  it('changes her e-mail only once she opens the link mailed to the new address, and she signs in with it', async () => {
    const linguist = await newLinguist(api);
    const before = await emailOf(linguist);
    const email = `moved.${Date.now()}@example.test`;
    const asked = await expectStatus(send('put', '/linguist/settings/email', linguist, { email, currentPassword: FACTORY_PASSWORD }), 200);
    expect(asked.body).toEqual({ email: before, pendingEmail: email });
    // nothing changed yet: the settings say what waits for confirmation
    expect(await emailOf(linguist)).toBe(before);
    expect((await expectStatus(send('get', '/linguist/settings/email', linguist), 200)).body).toEqual({ email: before, pendingEmail: email });

    const [mail, ...more] = await confirmationMails(email);
    expect(more).toEqual([]);
    expect(mail?.template).toBe('confirm-email-change');
    expect(mail?.text_body).toContain(email);
    const token = tokenIn(mail);
    expect(token).not.toBe('');
    expect(await confirmationMails(before)).toEqual([]);

    // another linguist cannot use her link, and trying uses nothing up
    expect(errorOf(await expectStatus(send('post', '/linguist/settings/email/confirm', other, { token }), 400))).toHaveProperty('token');
    const confirmed = await expectStatus(send('post', '/linguist/settings/email/confirm', linguist, { token }), 200);
    expect(confirmed.body).toEqual({ email, pendingEmail: null });
    expect(await emailOf(linguist)).toBe(email);
    await expect(loginAs(() => api.request(), 'linguist', email, FACTORY_PASSWORD)).resolves.toHaveProperty('access_token');
    await expect(loginAs(() => api.request(), 'linguist', before, FACTORY_PASSWORD)).rejects.toThrow(/answered 401/);

    // the link works once
    expect(errorOf(await expectStatus(send('post', '/linguist/settings/email/confirm', linguist, { token }), 400))).toHaveProperty('token');
    await expectStatus(send('post', '/linguist/settings/email/confirm', linguist, {}), 400);
  });

  it('refuses an expired link and one a newer request replaced, with a 400 naming the token', async () => {
    const linguist = await newLinguist(api);
    const first = `first.${Date.now()}@example.test`;
    const second = `second.${Date.now()}@example.test`;
    await expectStatus(send('put', '/linguist/settings/email', linguist, { email: first, currentPassword: FACTORY_PASSWORD }), 200);
    await expectStatus(send('put', '/linguist/settings/email', linguist, { email: second, currentPassword: FACTORY_PASSWORD }), 200);
    const replaced = tokenIn((await confirmationMails(first))[0]);
    expect(errorOf(await expectStatus(send('post', '/linguist/settings/email/confirm', linguist, { token: replaced }), 400))).toHaveProperty('token');
    expect((await expectStatus(send('get', '/linguist/settings/email', linguist), 200)).body).toMatchObject({ pendingEmail: second });

    await api.runtime.sequelize.query(
      "UPDATE one_time_tokens SET expires_at = now() - interval '1 minute' WHERE role = 'linguist' AND user_id = :id AND purpose = 'confirm_email' AND used_at IS NULL",
      { replacements: { id: linguist.id } },
    );
    expect((await expectStatus(send('get', '/linguist/settings/email', linguist), 200)).body).toMatchObject({ pendingEmail: null });
    const expired = tokenIn((await confirmationMails(second))[0]);
    expect(errorOf(await expectStatus(send('post', '/linguist/settings/email/confirm', linguist, { token: expired }), 400))).toHaveProperty('token');
    expect(await emailOf(linguist)).not.toBe(second);
  });

  it('changes her password with the current one, by auth’s rules', async () => {
    const linguist = await newLinguist(api);
    await expectStatus(send('put', '/linguist/settings/password', linguist, { currentPassword: FACTORY_PASSWORD, newPassword: 'short' }), 400);
    await expectStatus(send('put', '/linguist/settings/password', linguist, { currentPassword: 'wrong-password', newPassword: 'a-new-password-1' }), 400);
    await expectStatus(send('put', '/linguist/settings/password', linguist, { currentPassword: FACTORY_PASSWORD, newPassword: 'a-new-password-1' }), 204);
    await expectStatus(send('put', '/linguist/settings/password', linguist, { currentPassword: FACTORY_PASSWORD, newPassword: 'a-new-password-2' }), 400);
  });

  it('reads defaults and changes some notification settings', async () => {
    expect((await expectStatus(send('get', '/linguist/settings/notification', anna), 200)).body).toEqual({
      directRequests: true,
      newAvailableOrders: true,
      orderUpdates: true,
      messages: true,
      newsletter: false,
    });
    const changed = await expectStatus(send('put', '/linguist/settings/notification', anna, { newsletter: true, messages: false }), 200);
    expect(changed.body).toMatchObject({ newsletter: true, messages: false, directRequests: true });
    expect((await expectStatus(send('get', '/linguist/settings/notification', other), 200)).body).toMatchObject({ newsletter: false, messages: true });
    await expectStatus(send('put', '/linguist/settings/notification', anna, { sms: true }), 400);
    await expectStatus(send('put', '/linguist/settings/notification', anna, { newsletter: 'yes' }), 400);
  });

  it('is for linguists only', async () => {
    await expectStatus(send('get', '/linguist/profile', client), 403);
    await expectStatus(api.request().get('/linguist/profile'), 401);
  });
});
