import type { WordList, WordListPage } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newAdmin, newClient, type Actor } from '../orders/testing/order-scenario.js';

let api: TestContext;
let client: Actor;
let other: Actor;
let admin: Actor;

const errorOf = (res: { body: unknown }) => (res.body as { error: Record<string, string[]> }).error;

function send(method: 'get' | 'put' | 'post' | 'delete', path: string, actor: Actor, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api);
  other = await newClient(api);
  admin = await newAdmin(api);
});

afterAll(() => api.close());

describe('a client’s stopwords and dictionary', () => {
  it('adds words per language once whatever their case, lists, replaces and removes them', async () => {
    const added = await expectStatus(send('post', '/client/settings/stopwords', client, { language: 'de-DE', stopwords: ['billig', ' Billig ', 'Rabatt', 'BILLIG'] }), 200);
    expect(added.body).toEqual<WordList>({ language: 'de-DE', words: ['billig', 'Rabatt'] });
    await expectStatus(send('post', '/client/settings/stopwords', client, { language: 'de-DE', stopwords: ['rabatt', 'gratis'] }), 200);
    await expectStatus(send('post', '/client/settings/stopwords', client, { language: 'en-GB', stopwords: ['cheap'] }), 200);

    const all = (await expectStatus(send('get', '/client/settings/stopwords', client), 200)).body as WordListPage;
    expect(all).toEqual({ total: 2, data: [{ language: 'de-DE', words: ['billig', 'gratis', 'Rabatt'] }, { language: 'en-GB', words: ['cheap'] }] });
    expect((await expectStatus(send('get', '/client/settings/stopwords?language=fr-FR', client), 200)).body).toEqual({ total: 1, data: [{ language: 'fr-FR', words: [] }] });
    // the dictionary is a list of its own
    expect((await expectStatus(send('get', '/client/settings/dictionary', client), 200)).body).toEqual({ total: 0, data: [] });

    const edited = await expectStatus(send('put', '/client/settings/stopwords', client, { language: 'de-DE', stopwords: ['billig', 'kostenlos'] }), 200);
    expect(edited.body).toEqual({ language: 'de-DE', words: ['billig', 'kostenlos'] });
    await expectStatus(send('delete', '/client/settings/stopwords', client, { language: 'de-DE', stopwords: ['BILLIG'] }), 204);
    expect((await expectStatus(send('get', '/client/settings/stopwords?language=de-DE', client), 200)).body).toEqual({ total: 1, data: [{ language: 'de-DE', words: ['kostenlos'] }] });
    await expectStatus(send('delete', '/client/settings/stopwords', client, { language: 'en-GB' }), 204);
    expect(((await expectStatus(send('get', '/client/settings/stopwords', client), 200)).body as WordListPage).data.map((list) => list.language)).toEqual(['de-DE']);
  });

  it('keeps the dictionary under words, and each client sees only its own lists', async () => {
    await expectStatus(send('post', '/client/settings/dictionary', client, { language: 'en-GB', words: ['Inkwell', "e-commerce"] }), 200);
    expect((await expectStatus(send('get', '/client/settings/dictionary', other), 200)).body).toEqual({ total: 0, data: [] });
    await expectStatus(send('delete', '/client/settings/dictionary', other, { language: 'en-GB', words: ['Inkwell'] }), 204);
    expect((await expectStatus(send('get', '/client/settings/dictionary', client), 200)).body).toEqual({ total: 1, data: [{ language: 'en-GB', words: ['e-commerce', 'Inkwell'] }] });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ language: 'de-DE', stopwords: [] }, 'stopwords'],
      [{ language: 'de-DE', stopwords: ['  '] }, 'stopwords.0'],
      [{ language: 'de-DE', stopwords: ['ok', 'two words'] }, 'stopwords.1'],
      [{ language: 'de-DE', stopwords: ['x'.repeat(51)] }, 'stopwords.0'],
      [{ language: 'de-DE' }, 'stopwords'],
      [{ language: 'xx-XX', stopwords: ['ok'] }, 'language'],
      [{ stopwords: ['ok'] }, 'language'],
    ];
    for (const [body, field] of cases) {
      expect(errorOf(await expectStatus(send('post', '/client/settings/stopwords', client, body), 400))).toHaveProperty([field]);
    }
    expect(errorOf(await expectStatus(send('post', '/client/settings/dictionary', client, { language: 'de-DE', stopwords: ['ok'] }), 400))).toHaveProperty('words');
  });

  it('lets staff read and change any client’s lists, and answers 404 for an unknown client', async () => {
    await expectStatus(send('post', `/admin/client/${other.id}/stopwords`, admin, { language: 'fr-FR', stopwords: ['gratuit'] }), 200);
    expect((await expectStatus(send('get', '/client/settings/stopwords', other), 200)).body).toEqual({ total: 1, data: [{ language: 'fr-FR', words: ['gratuit'] }] });
    await expectStatus(send('put', `/admin/client/${other.id}/dictionary`, admin, { language: 'fr-FR', words: ['Inkwell'] }), 200);
    expect((await expectStatus(send('get', `/admin/client/${other.id}/dictionary?language=fr-FR`, admin), 200)).body).toEqual({ total: 1, data: [{ language: 'fr-FR', words: ['Inkwell'] }] });
    await expectStatus(send('delete', `/admin/client/${other.id}/stopwords`, admin, { language: 'fr-FR' }), 204);
    await expectStatus(send('get', '/admin/client/999999999/stopwords', admin), 404);
    await expectStatus(send('get', `/admin/client/${other.id}/stopwords`, client), 403);
  });
});
