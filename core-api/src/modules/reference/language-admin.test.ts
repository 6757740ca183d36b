import { randomBytes } from 'node:crypto';
import type { AdminLanguageDto } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newAdmin, newClient, orderRequest, type Actor } from '../orders/testing/order-scenario.js';
import { insertOrder, insertProject } from '../orders/order-queries.fixtures.js';

let api: TestContext;
let admin: Actor;

function send(method: 'get' | 'post' | 'put', path: string, actor: Actor = admin, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

const fieldErrors = (res: { body: unknown }) => (res.body as { error?: Record<string, string[]> }).error ?? {};

/** The worker's database outlives a run: each language gets a culture and a group no earlier run used. */
function freshLanguage(variant = 'Homeland') {
  const letters = Array.from(randomBytes(5), (byte) => String.fromCharCode(97 + (byte % 26)));
  const code = letters.slice(0, 3).join('');
  const region = letters.slice(3).join('').toUpperCase();
  const group = `Lang${randomBytes(3).toString('hex')}`;
  return { name: `${group} - ${variant}`, culture: `${code}-${region}`, group, code };
}

const bodyOf = ({ name, culture }: { name: string; culture: string }) => ({ name, culture });

const pickerCultures = async () => ((await api.request().get('/client/languages')).body as { data: { culture: string }[] }).data.map((language) => language.culture);

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
});
afterAll(() => api.close());

describe('POST /admin/pricing/languages', () => {
  it('adds a language that the pickers offer at once, its code taken from the culture', async () => {
    const fresh = freshLanguage();
    const res = await expectStatus(send('post', '/admin/pricing/languages', admin, { name: ` ${fresh.name} `, culture: fresh.culture.replace('-', '_').toLowerCase() }), 201);
    expect(res.body).toEqual({ id: expect.any(Number), name: fresh.name, culture: fresh.culture, code: fresh.code, active: true });
    expect(await pickerCultures()).toContain(fresh.culture);
  });

  it('refuses a culture another language has, in any spelling, with 409 under culture, and the same name with 409 under name', async () => {
    const fresh = freshLanguage();
    await expectStatus(send('post', '/admin/pricing/languages', admin, bodyOf(fresh)), 201);
    const culture = await expectStatus(send('post', '/admin/pricing/languages', admin, { name: `${fresh.group} - Elsewhere`, culture: fresh.culture.toLowerCase() }), 409);
    expect(fieldErrors(culture)).toHaveProperty('culture');
    const other = freshLanguage();
    const name = await expectStatus(send('post', '/admin/pricing/languages', admin, { name: fresh.name.toUpperCase(), culture: other.culture }), 409);
    expect(fieldErrors(name)).toHaveProperty('name');
    const { data } = (await expectStatus(send('get', '/admin/pricing/languages/all'), 200)).body as { data: AdminLanguageDto[] };
    expect(data.filter((language) => language.name.startsWith(fresh.group))).toHaveLength(1);
  });

  it('names the field of a missing name or culture, a name without its group, or a culture not language-REGION, with 400', async () => {
    const missing = await expectStatus(send('post', '/admin/pricing/languages', admin, { name: '  ', culture: '' }), 400);
    expect(Object.keys(fieldErrors(missing))).toEqual(expect.arrayContaining(['name', 'culture']));
    const fresh = freshLanguage();
    expect(fieldErrors(await expectStatus(send('post', '/admin/pricing/languages', admin, { name: 'Klingon', culture: fresh.culture }), 400))).toHaveProperty('name');
    expect(fieldErrors(await expectStatus(send('post', '/admin/pricing/languages', admin, { name: fresh.name, culture: 'klingon' }), 400))).toHaveProperty('culture');
    expect(fieldErrors(await expectStatus(send('post', '/admin/pricing/languages', admin, { name: fresh.name, culture: fresh.culture, active: 'maybe' }), 400))).toHaveProperty('active');
  });

  it('is for staff only', async () => {
    const client = await newClient(api);
    await expectStatus(send('post', '/admin/pricing/languages', client, bodyOf(freshLanguage())), 403);
    await expectStatus(api.request().get('/admin/pricing/languages/all'), 401);
  });
});

describe('PUT /admin/pricing/languages/:id', () => {
  it('renames a language and takes it out of the pickers for new orders, while an existing order keeps it', async () => {
    const fresh = freshLanguage();
    const { id } = (await expectStatus(send('post', '/admin/pricing/languages', admin, bodyOf(fresh)), 201)).body as AdminLanguageDto;
    const client = await newClient(api, {}, 100_000n);
    const projectId = await insertProject(api.runtime.sequelize, { clientId: client.id, culture: fresh.culture });
    const orderId = await insertOrder(api.runtime.sequelize, { clientId: client.id, projectId, culture: fresh.culture });

    const renamed = await expectStatus(send('put', `/admin/pricing/languages/${id}`, admin, { name: `${fresh.group} - Renamed`, culture: fresh.culture, active: false }), 200);
    expect(renamed.body).toMatchObject({ id, name: `${fresh.group} - Renamed`, active: false });
    expect(await pickerCultures()).not.toContain(fresh.culture);
    const all = (await expectStatus(send('get', '/admin/pricing/languages/all'), 200)).body as { data: AdminLanguageDto[] };
    expect(all.data.find((language) => language.id === id)).toMatchObject({ active: false, name: `${fresh.group} - Renamed` });

    const order = (await expectStatus(send('get', `/admin/order/${orderId}`), 200)).body as { language: { culture: string; name: string } };
    expect(order.language).toMatchObject({ culture: fresh.culture, name: `${fresh.group} - Renamed` });
    const refused = await expectStatus(send('post', `/client/project/${projectId}/orders`, client, orderRequest({ language: fresh.culture })), 400);
    expect(fieldErrors(refused)).toHaveProperty('language');

    await expectStatus(send('put', `/admin/pricing/languages/${id}`, admin, { name: `${fresh.group} - Renamed`, culture: fresh.culture, active: true }), 200);
    expect(await pickerCultures()).toContain(fresh.culture);
  });

  it('refuses another language’s culture with 409, and answers 404 for an unknown language', async () => {
    const [one, two] = [freshLanguage(), freshLanguage()];
    const { id } = (await expectStatus(send('post', '/admin/pricing/languages', admin, bodyOf(one)), 201)).body as AdminLanguageDto;
    await expectStatus(send('post', '/admin/pricing/languages', admin, bodyOf(two)), 201);
    expect(fieldErrors(await expectStatus(send('put', `/admin/pricing/languages/${id}`, admin, { ...bodyOf(one), culture: two.culture }), 409))).toHaveProperty('culture');
    // its own culture and name again are no conflict
    await expectStatus(send('put', `/admin/pricing/languages/${id}`, admin, { ...bodyOf(one), active: true }), 200);
    await expectStatus(send('put', '/admin/pricing/languages/2147483000', admin, bodyOf(one)), 404);
  });
});
