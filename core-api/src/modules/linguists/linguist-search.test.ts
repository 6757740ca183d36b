import type { LinguistListItem, LinguistSearchPage } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newClient, newLinguist, type Actor } from '../orders/testing/order-scenario.js';

// The search reads its pages along indexes of statistics rows and price floors that triggers keep (decision 034):
// these tests hold the triggers to what the ordering and the counts promise.
let api: TestContext;
let client: Actor;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api);
});

afterAll(() => api.close());

const search = async (query: string) =>
  (await expectStatus(api.request().get(`/client/linguists?${query}`).set('Authorization', `Bearer ${client.token}`), 200)).body as LinguistSearchPage;

const ids = (page: { data: LinguistListItem[] }) => page.data.map((l) => l.id);

async function setPrice(linguistId: number, culture: string, price: string | null): Promise<void> {
  const where = `linguist_id = :linguistId AND language_id = (SELECT id FROM languages WHERE culture = :culture) AND service = 'copywriting'`;
  await api.runtime.sequelize.query(
    price === null
      ? `DELETE FROM linguist_prices WHERE ${where}`
      : `INSERT INTO linguist_prices (linguist_id, language_id, service, currency_id, price_per_word)
         SELECT :linguistId, l.id, 'copywriting', (SELECT id FROM currencies WHERE iso4217 = 'EUR'), :price FROM languages l WHERE l.culture = :culture
         ON CONFLICT (linguist_id, language_id, service, currency_id) DO UPDATE SET price_per_word = EXCLUDED.price_per_word`,
    { replacements: { linguistId, culture, price } },
  );
}

describe('the price sort', () => {
  let cheap: Actor;
  let dear: Actor;
  let unpriced: Actor;

  beforeAll(async () => {
    cheap = await newLinguist(api, { nickname: 'pf_cheap', level: 'good', languages: ['de-DE', 'fr-FR'] });
    dear = await newLinguist(api, { nickname: 'pf_dear', level: 'good', languages: ['de-DE'] });
    unpriced = await newLinguist(api, { nickname: 'pf_none', level: 'good', languages: ['de-DE'] });
    await setPrice(cheap.id, 'de-DE', '0.090000');
    await setPrice(cheap.id, 'fr-FR', '0.040000');
    await setPrice(dear.id, 'de-DE', '0.060000');
  });

  it('orders by each linguist’s lowest price, both ways, with the unpriced after the priced', async () => {
    const ascending = await search('search=pf_&sort=price');
    expect(ids(ascending)).toEqual([cheap.id, dear.id, unpriced.id]);
    expect(ascending.data.map((l) => l.pricePerWord)).toEqual(['0.040000', '0.060000', null]);
    expect(ids(await search('search=pf_&sort=price&direction=desc'))).toEqual([dear.id, cheap.id, unpriced.id]);
    expect(ids(await search('search=pf_&sort=price&limit=1&offset=2'))).toEqual([unpriced.id]);
  });

  it('orders a few named linguists (the bookmarked) the same way', async () => {
    for (const linguist of [unpriced, dear, cheap]) {
      await expectStatus(api.request().put(`/client/linguist/${linguist.id}/bookmark`).set('Authorization', `Bearer ${client.token}`), 200);
    }
    const bookmarked = await search('relation=bookmarked&sort=price');
    expect(bookmarked).toMatchObject({ total: 3, totalCapped: false });
    expect(ids(bookmarked)).toEqual([cheap.id, dear.id, unpriced.id]);
    expect(ids(await search('relation=bookmarked&sort=price&direction=desc'))).toEqual([dear.id, cheap.id, unpriced.id]);
    expect(ids(await search('relation=bookmarked&sort=price&limit=2&offset=1'))).toEqual([dear.id, unpriced.id]);
  });

  it('follows a changed and a removed price', async () => {
    await setPrice(cheap.id, 'fr-FR', '0.080000');
    expect(ids(await search('search=pf_&sort=price'))).toEqual([dear.id, cheap.id, unpriced.id]);
    await setPrice(dear.id, 'de-DE', null);
    expect(ids(await search('search=pf_&sort=price'))).toEqual([cheap.id, dear.id, unpriced.id]);
    await setPrice(cheap.id, 'fr-FR', null);
    await setPrice(cheap.id, 'de-DE', null);
    // no price left: both by id among the unpriced
    expect(ids(await search('search=pf_&sort=price'))).toEqual([cheap.id, dear.id, unpriced.id].sort((a, b) => a - b));
  });

  it('lists a linguist created a moment ago in every order', async () => {
    const fresh = await newLinguist(api, { nickname: 'pf_fresh', level: 'good', languages: ['de-DE'] });
    for (const sort of ['rating', 'orders', 'price']) expect(ids(await search(`search=pf_fresh&sort=${sort}`))).toEqual([fresh.id]);
  });
});

describe('an away linguist', () => {
  it('leaves the search and the top list while she is away, and comes back on her return day', async () => {
    const away = await newLinguist(api, { nickname: 'aw_away', level: 'good', languages: ['de-DE'] });
    const setAway = (until: string | null) =>
      api.runtime.sequelize.query(
        `INSERT INTO linguist_profiles (linguist_id, availability, unavailable_until) VALUES (:id, 'unavailable', :until::date)
         ON CONFLICT (linguist_id) DO UPDATE SET availability = 'unavailable', unavailable_until = EXCLUDED.unavailable_until`,
        { replacements: { id: away.id, until } },
      );
    const listed = async () => ids(await search('search=aw_away')).includes(away.id);
    const topped = async () =>
      ((await expectStatus(api.request().get('/client/linguists/top?limit=20').set('Authorization', `Bearer ${client.token}`), 200)).body as LinguistListItem[]).some(
        (l) => l.id === away.id,
      );
    expect(await listed()).toBe(true);
    await api.runtime.sequelize.query('UPDATE linguist_stats SET rating = 5, total_orders = 1000, finished_orders = 1000 WHERE linguist_id = :id', { replacements: { id: away.id } });
    expect(await topped()).toBe(true);
    await setAway(null);
    expect(await listed()).toBe(false);
    expect(await topped()).toBe(false);
    await setAway(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    expect(await listed()).toBe(false);
    // the day she is back is today or past
    await setAway(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    expect(await listed()).toBe(true);
    await api.runtime.sequelize.query('UPDATE linguist_stats SET rating = NULL, total_orders = 0, finished_orders = 0 WHERE linguist_id = :id', { replacements: { id: away.id } });
  });
});

describe('the total', () => {
  const MANY = 1003;

  beforeAll(async () => {
    // accounts alone, in one statement: the count only needs ACTIVE rows that match
    await api.runtime.sequelize.query(
      `INSERT INTO linguists (email, password_hash, status, first_name, last_name, nickname, language, currency_id, roles, created_at, updated_at)
       SELECT 'cap' || n || '@example.test', 'x', 'ACTIVE', 'Cap', 'Linguist', 'cap_many_' || n, 'en', (SELECT id FROM currencies WHERE iso4217 = 'EUR'),
              ARRAY['copywriter'], now(), now()
         FROM generate_series(1, :many) n`,
      { replacements: { many: MANY } },
    );
  });

  afterAll(() => api.runtime.sequelize.query("DELETE FROM linguists WHERE nickname LIKE 'cap\\_many\\_%'"));

  it('counts a page’s matches up to 1,000 and says so beyond', async () => {
    const page = await search('search=cap_many_&limit=10');
    expect(page).toMatchObject({ total: 1000, totalCapped: true });
    expect(page.data).toHaveLength(10);
    const few = await search('search=cap_many_10&limit=10');
    // cap_many_10, _100 … _109, _1000 … _1003
    expect(few).toMatchObject({ total: 15, totalCapped: false });
  });

  it('counts in full when only the total is asked', async () => {
    expect(await search('search=cap_many_&limit=0')).toEqual({ data: [], total: MANY, totalCapped: false });
  });

  it('finds many bookmarked along the rating index, in the order of the whole search, counting them exactly', async () => {
    const collector = await newClient(api);
    await api.runtime.sequelize.query(
      `INSERT INTO client_linguist_relations (client_id, linguist_id, relation)
       SELECT :clientId, id, 'BOOKMARKED' FROM linguists WHERE nickname LIKE 'cap\\_many\\_%'`,
      { replacements: { clientId: collector.id } },
    );
    const mine = async (query: string) =>
      (await expectStatus(api.request().get(`/client/linguists?${query}`).set('Authorization', `Bearer ${collector.token}`), 200)).body as LinguistSearchPage;
    const bookmarked = await mine('relation=bookmarked&limit=10&offset=20');
    // nothing narrows them beyond "active and not away": counted in full, by subtracting those who are not
    expect(bookmarked).toMatchObject({ total: MANY, totalCapped: false });
    expect(ids(bookmarked)).toEqual(ids(await mine('search=cap_many_&limit=10&offset=20')));
    expect(await mine('relation=bookmarked&limit=0')).toMatchObject({ total: MANY, totalCapped: false });
    // a name narrows them: counted up to the cap, as any search
    expect(await mine('relation=bookmarked&search=cap_many_&limit=10')).toMatchObject({ total: 1000, totalCapped: true });

    await api.runtime.sequelize.query("UPDATE linguists SET status = 'CLOSED_BY_USER' WHERE nickname IN ('cap_many_1', 'cap_many_2')");
    await api.runtime.sequelize.query(
      `INSERT INTO linguist_profiles (linguist_id, availability, unavailable_until)
       SELECT id, 'unavailable', NULL FROM linguists WHERE nickname = 'cap_many_3'`,
    );
    expect(await mine('relation=bookmarked&limit=10')).toMatchObject({ total: MANY - 3, totalCapped: false });
    await api.runtime.sequelize.query("UPDATE linguists SET status = 'ACTIVE' WHERE nickname IN ('cap_many_1', 'cap_many_2')");
    await api.runtime.sequelize.query("DELETE FROM linguist_profiles WHERE linguist_id = (SELECT id FROM linguists WHERE nickname = 'cap_many_3')");
    expect((await mine('relation=bookmarked&search=cap_many_100&limit=10')).data.map((l) => l.nickname).sort()).toEqual(
      ['cap_many_100', ...Array.from({ length: 4 }, (_, i) => `cap_many_100${i}`)].sort(),
    );
  });

  it('pages past the cap by offset', async () => {
    const deep = await search('search=cap_many_&sort=orders&direction=asc&limit=10&offset=1000');
    expect(deep.data).toHaveLength(3);
  });
});
