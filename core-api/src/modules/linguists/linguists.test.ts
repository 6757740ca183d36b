import type {
  ClientLinguistStats,
  LinguistGroup,
  LinguistGroupDetail,
  LinguistListItem,
  LinguistNote,
  LinguistOrderRow,
  LinguistProfile,
  Page,
} from '@inkwell/contracts';
import { QueryTypes } from 'sequelize';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newClient, newLinguist, type Actor } from '../orders/testing/order-scenario.js';
import { insertOrder, insertProject } from '../orders/order-queries.fixtures.js';
import { refreshLinguistStats } from './linguist-stats.js';
import { setLinguistAvatar, setLinguistInterests } from './linguist-profiles.service.js';

let api: TestContext;
let client: Actor;
let other: Actor;

function send(method: 'get' | 'put' | 'post' | 'patch' | 'delete', path: string, actor: Actor, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

async function topicIds(): Promise<number[]> {
  const rows = await api.runtime.sequelize.query<{ id: number }>('SELECT id FROM text_topics ORDER BY id LIMIT 3', { type: QueryTypes.SELECT });
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api);
  other = await newClient(api);
});

afterAll(() => api.close());

describe('relations', () => {
  it('bookmarks, refuses to bookmark a blocked linguist, and a block drops the bookmark and the memberships', async () => {
    const linguist = await newLinguist(api, { nickname: 'rel_anna' });
    expect((await expectStatus(send('put', `/client/linguist/${linguist.id}/bookmark`, client), 200)).body).toEqual({ relation: 'BOOKMARKED' });
    const group = (await expectStatus(send('post', '/client/group', client, { name: 'Writers', type: 'copywriting' }), 201)).body as LinguistGroup;
    await expectStatus(send('put', `/client/linguist/${linguist.id}/groups`, client, { groupsId: [group.id] }), 200);

    expect((await expectStatus(send('put', `/client/linguist/${linguist.id}/block`, client), 200)).body).toEqual({ relation: 'BLOCKED' });
    expect((await expectStatus(send('get', `/client/linguist/${linguist.id}/groups`, client), 200)).body).toEqual([]);
    const refused = await expectStatus(send('put', `/client/linguist/${linguist.id}/bookmark`, client), 409);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('blocked') });
    const notAdded = await expectStatus(send('put', `/client/linguist/${linguist.id}/groups`, client, { groupsId: [group.id] }), 409);
    expect(notAdded.body).toMatchObject({ message: expect.stringContaining('blocked') });

    expect((await expectStatus(send('put', `/client/linguist/${linguist.id}/unbookmark`, client), 200)).body).toEqual({ relation: 'BLOCKED' });
    expect((await expectStatus(send('put', `/client/linguist/${linguist.id}/unblock`, client), 200)).body).toEqual({ relation: null });
    // another client's view is untouched
    expect((await expectStatus(send('get', `/client/linguist/${linguist.id}`, other), 200)).body).toMatchObject({ relation: null });
  });

  it('answers 404 for a linguist who is not ACTIVE or does not exist', async () => {
    const closed = await newLinguist(api, { status: 'CLOSED_BY_USER' });
    await expectStatus(send('put', `/client/linguist/${closed.id}/bookmark`, client), 404);
    await expectStatus(send('get', `/client/linguist/${closed.id}`, client), 404);
    await expectStatus(send('get', '/client/linguist/2147483647', client), 404);
  });
});

describe('notes', () => {
  it('adds, lists, changes and deletes the client’s own notes; another client’s note is a 404', async () => {
    const linguist = await newLinguist(api);
    const first = (await expectStatus(send('post', `/client/linguist/${linguist.id}/notes`, client, { text: 'Fast <b>and</b> careful' }), 201)).body as LinguistNote;
    expect(first).toMatchObject({ linguistId: linguist.id, text: 'Fast <b>and</b> careful' });
    await expectStatus(send('post', `/client/linguist/${linguist.id}/notes`, other, { text: 'Mine' }), 201);

    const mine = (await expectStatus(send('get', `/client/linguist/${linguist.id}/notes`, client), 200)).body as LinguistNote[];
    expect(mine.map((note) => note.text)).toEqual(['Fast <b>and</b> careful']);

    const changed = await expectStatus(send('put', `/client/linguist/${linguist.id}/note/${first.id}`, client, { text: 'Changed' }), 200);
    expect(changed.body).toMatchObject({ id: first.id, text: 'Changed' });
    await expectStatus(send('put', `/client/linguist/${linguist.id}/note/${first.id}`, other, { text: 'Hijack' }), 404);
    await expectStatus(send('delete', `/client/linguist/${linguist.id}/note/${first.id}`, other), 404);
    await expectStatus(send('delete', `/client/linguist/${linguist.id}/note/${first.id}`, client), 204);
    await expectStatus(send('delete', `/client/linguist/${linguist.id}/note/${first.id}`, client), 404);
  });

  it('refuses an empty note and one over 2,000 characters', async () => {
    const linguist = await newLinguist(api);
    await expectStatus(send('post', `/client/linguist/${linguist.id}/notes`, client, { text: ' ' }), 400);
    await expectStatus(send('post', `/client/linguist/${linguist.id}/notes`, client, { text: 'x'.repeat(2001) }), 400);
    await expectStatus(send('post', `/client/linguist/${linguist.id}/notes`, client, { text: 'x'.repeat(2000) }), 201);
  });
});

describe('groups', () => {
  it('creates, lists by type with member counts, renames and deletes groups of the client only', async () => {
    const writer = await newLinguist(api, { roles: ['copywriter'] });
    const copy = (await expectStatus(send('post', '/client/group', client, { name: 'Core team', type: 'copywriting' }), 201)).body as LinguistGroup;
    const proof = (await expectStatus(send('post', '/client/group', client, { name: 'Checkers', type: 'proofreading' }), 201)).body as LinguistGroup;
    await expectStatus(send('put', `/client/linguist/${writer.id}/groups`, client, { groupsId: [copy.id] }), 200);

    const copywriting = (await expectStatus(send('get', '/client/groups?type=copywriting', client), 200)).body as LinguistGroup[];
    expect(copywriting.find((g) => g.id === copy.id)).toMatchObject({ name: 'Core team', membersCount: 1 });
    expect(copywriting.some((g) => g.id === proof.id)).toBe(false);

    const detail = (await expectStatus(send('get', `/client/group/${copy.id}`, client), 200)).body as LinguistGroupDetail;
    expect(detail.members.map((m) => m.id)).toEqual([writer.id]);
    await expectStatus(send('get', `/client/group/${copy.id}`, other), 404);
    await expectStatus(send('patch', `/client/group/${copy.id}`, other, { name: 'Mine now' }), 404);
    expect((await expectStatus(send('patch', `/client/group/${copy.id}`, client, { name: 'Renamed' }), 200)).body).toMatchObject({ name: 'Renamed' });
    await expectStatus(send('delete', `/client/group/${proof.id}`, other), 404);
    await expectStatus(send('delete', `/client/group/${proof.id}`, client), 204);
    await expectStatus(send('post', '/client/group', client, { name: 'Bad', type: 'translating' }), 400);
  });

  it('adds to and removes from several groups with groupsId; a group of another client is a 404, a wrong type a 422', async () => {
    const proofreader = await newLinguist(api, { roles: ['proofreader'] });
    const a = (await expectStatus(send('post', '/client/group', client, { name: 'P1', type: 'proofreading' }), 201)).body as LinguistGroup;
    const b = (await expectStatus(send('post', '/client/group', client, { name: 'P2', type: 'proofreading' }), 201)).body as LinguistGroup;
    const writers = (await expectStatus(send('post', '/client/group', client, { name: 'W', type: 'copywriting' }), 201)).body as LinguistGroup;
    const foreign = (await expectStatus(send('post', '/client/group', other, { name: 'Theirs', type: 'proofreading' }), 201)).body as LinguistGroup;

    const added = (await expectStatus(send('put', `/client/linguist/${proofreader.id}/groups`, client, { groupsId: [a.id, b.id] }), 200)).body as LinguistGroup[];
    expect(added.map((g) => g.id).sort()).toEqual([a.id, b.id].sort());
    await expectStatus(send('put', `/client/linguist/${proofreader.id}/groups`, client, { groupsId: [foreign.id] }), 404);
    const wrong = await expectStatus(send('put', `/client/linguist/${proofreader.id}/groups`, client, { groupsId: [writers.id] }), 422);
    expect(wrong.body).toMatchObject({ error: { groupsId: [expect.stringContaining('copywriting')] } });

    const left = (await expectStatus(send('delete', `/client/linguist/${proofreader.id}/groups`, client, { groupsId: [a.id] }), 200)).body as LinguistGroup[];
    expect(left.map((g) => g.id)).toEqual([b.id]);
    await expectStatus(send('delete', `/client/linguist/${proofreader.id}/groups`, client, { groupsId: [foreign.id] }), 404);
    await expectStatus(send('put', `/client/linguist/${proofreader.id}/groups`, client, { groupsId: [] }), 400);
  });
});

describe('search, top, profile and stats', () => {
  let searcher: Actor;
  let star: Actor;
  let plain: Actor;
  let proofreader: Actor;
  let topics: number[];

  beforeAll(async () => {
    searcher = await newClient(api);
    topics = await topicIds();
    star = await newLinguist(api, { nickname: 'zz_star_writer', level: 'premium', languages: ['de-DE', 'en-GB'], roles: ['copywriter'] });
    plain = await newLinguist(api, { nickname: 'zz_plain_writer', level: 'good', languages: ['fr-FR'], roles: ['copywriter'] });
    proofreader = await newLinguist(api, { nickname: 'zz_proof', level: 'good', languages: ['de-DE'], roles: ['proofreader'] });
    await api.runtime.sequelize.transaction(async (transaction) => {
      await setLinguistInterests(star.id, [topics[0], topics[1]], transaction);
      await setLinguistInterests(plain.id, [topics[2]], transaction);
    });
    await setLinguistAvatar(star.id, '/avatars/star.png');
    await api.runtime.sequelize.query(
      `INSERT INTO linguist_prices (linguist_id, language_id, service, currency_id, price_per_word)
       SELECT :id, l.id, 'copywriting', (SELECT id FROM currencies WHERE iso4217 = 'EUR'), p
         FROM (VALUES ('de-DE', 0.09), ('en-GB', 0.07)) v(culture, p) JOIN languages l ON l.culture = v.culture`,
      { replacements: { id: star.id } },
    );

    const db = api.runtime.sequelize;
    const projectId = await insertProject(db, { clientId: searcher.id });
    const rating = { content: 5, form: 5, readability: 4, communication: 4 };
    await insertOrder(db, { clientId: searcher.id, projectId, status: 'accepted', writerId: star.id, proofreaderId: proofreader.id, finalWords: 300, acceptedAt: new Date(), rating });
    await insertOrder(db, { clientId: searcher.id, projectId, status: 'rejected', writerId: star.id, finalWords: 300 });
    await insertOrder(db, { clientId: searcher.id, projectId, status: 'processing_cw', writerId: star.id, createdAt: new Date(Date.now() - 90 * 86_400_000) });
    const elsewhere = await insertProject(db, { clientId: other.id });
    await insertOrder(db, { clientId: other.id, projectId: elsewhere, status: 'accepted', writerId: plain.id, finalWords: 300, acceptedAt: new Date(), rating: { content: 3, form: 3, readability: 3, communication: 3 } });
    await refreshLinguistStats([star.id, plain.id, proofreader.id]);
    await send('put', `/client/linguist/${plain.id}/bookmark`, searcher);
  });

  const search = async (query: string) =>
    ((await expectStatus(send('get', `/client/linguists?search=zz_&${query}`, searcher), 200)).body as Page<LinguistListItem>);

  it('lists ACTIVE linguists with their languages, interests, price, rating and relation, sorted by rating', async () => {
    const page = await search('');
    expect(page.total).toBe(3);
    // the proofreader shares the accepted order's rating; ties go to the lower id
    expect(page.data.map((l) => l.id)).toEqual([star.id, proofreader.id, plain.id]);
    expect(page.data[0]).toMatchObject({
      nickname: 'zz_star_writer',
      initials: 'ZZ',
      avatar: '/avatars/star.png',
      level: 'premium',
      rating: 4.5,
      successRate: 0.5,
      totalOrders: 1,
      pricePerWord: '0.070000',
      currency: 'EUR',
      relation: null,
      languages: [{ culture: 'de-DE', name: expect.any(String) }, { culture: 'en-GB', name: expect.any(String) }],
    });
    expect(page.data[0].interests.map((i) => i.id).sort()).toEqual([topics[0], topics[1]].sort());
    expect(page.data[2]).toMatchObject({ relation: 'BOOKMARKED', rating: 3, pricePerWord: null, currency: null });
  });

  it('filters by language, level, service, interests, relation and worked with me, and pages with the total', async () => {
    expect((await search('languages=de-DE')).data.map((l) => l.id)).toEqual([star.id, proofreader.id]);
    expect((await search('level=good')).data.map((l) => l.id)).toEqual([proofreader.id, plain.id]);
    expect((await search('service=proofreading')).data.map((l) => l.id)).toEqual([proofreader.id]);
    expect((await search(`interests=${topics[2]}`)).data.map((l) => l.id)).toEqual([plain.id]);
    expect((await search('relation=bookmarked')).data.map((l) => l.id)).toEqual([plain.id]);
    expect((await search('workedWithMe=true')).data.map((l) => l.id).sort()).toEqual([star.id, proofreader.id].sort());
    const paged = await search('limit=1&offset=1&sort=orders');
    expect(paged.total).toBe(3);
    expect(paged.data).toHaveLength(1);
    expect((await search('sort=price')).data[0].id).toBe(star.id);
    expect((await search('limit=0')).data).toEqual([]);
    await expectStatus(send('get', '/client/linguists?languages=xx-XX', searcher), 400);
    await expectStatus(send('get', '/client/linguists?sort=age', searcher), 400);
  });

  it('answers the top linguists, leaving out blocked ones', async () => {
    const top = (await expectStatus(send('get', '/client/linguists/top', searcher), 200)).body as LinguistListItem[];
    expect(top.length).toBeLessThanOrEqual(5);
    expect(top[0].rating).not.toBeNull();
    await send('put', `/client/linguist/${top[0].id}/block`, searcher);
    const after = (await expectStatus(send('get', '/client/linguists/top?limit=20', searcher), 200)).body as LinguistListItem[];
    expect(after.some((l) => l.id === top[0].id)).toBe(false);
    await send('put', `/client/linguist/${top[0].id}/unblock`, searcher);
  });

  it('shows a profile with the orders done for the client, and those orders', async () => {
    const profile = (await expectStatus(send('get', `/client/linguist/${star.id}`, searcher), 200)).body as LinguistProfile;
    expect(profile).toMatchObject({ id: star.id, totalOrders: 1, successRate: 0.5, rating: 4.5, ordersWithMe: { lifetime: 3, lastMonth: 2 } });
    expect((await expectStatus(send('get', `/client/linguist/${star.id}`, other), 200)).body).toMatchObject({ ordersWithMe: { lifetime: 0, lastMonth: 0 } });

    const orders = (await expectStatus(send('get', `/client/linguist/${star.id}/orders?limit=2`, searcher), 200)).body as Page<LinguistOrderRow>;
    expect(orders.total).toBe(3);
    expect(orders.data).toHaveLength(2);
    expect(orders.data[0]).toMatchObject({ role: 'writer', language: { culture: 'de-DE' }, price: { currency: 'EUR' } });
    const proofread = (await expectStatus(send('get', `/client/linguist/${proofreader.id}/orders`, searcher), 200)).body as Page<LinguistOrderRow>;
    expect(proofread.data.map((o) => o.role)).toEqual(['proofreader']);
    expect(((await expectStatus(send('get', `/client/linguist/${star.id}/orders`, other), 200)).body as Page<LinguistOrderRow>).total).toBe(0);
  });

  it('counts the dashboard’s linguists', async () => {
    const stats = (await expectStatus(send('get', '/client/linguists/stats', searcher), 200)).body as ClientLinguistStats;
    expect(stats).toEqual({ bookmarked: 1, blocked: 0, groups: 0, workedWithLifetime: 2, workedWithLastMonth: 2 });
  });

  it('is for clients only', async () => {
    await expectStatus(send('get', '/client/linguists', star), 403);
  });
});

describe('the linguists a client worked with, as her orders change', () => {
  const db = () => api.runtime.sequelize;
  const workedWith = async (actor: Actor) => {
    const stats = (await expectStatus(send('get', '/client/linguists/stats', actor), 200)).body as ClientLinguistStats;
    const page = (await expectStatus(send('get', '/client/linguists?workedWithMe=true', actor), 200)).body as Page<LinguistListItem>;
    expect(page.total).toBe(stats.workedWithLifetime);
    return page.data.map((l) => l.id).sort((a, b) => a - b);
  };
  // every row of the client's pairs: the writes below fold them, so each pair is one row
  const pairs = async (clientId: number) =>
    (
      await db().query<{ linguist_id: number; orders: string }>(
        'SELECT linguist_id, orders FROM client_linguist_orders WHERE client_id = :clientId ORDER BY linguist_id, id',
        { type: QueryTypes.SELECT, replacements: { clientId } },
      )
    ).map((row): [number, string] => [row.linguist_id, row.orders]);
  const byLinguist = (rows: [number, string][]) => [...rows].sort((a, b) => a[0] - b[0]);

  it('follows each order’s writer and proofreader through inserts, reassignments, moves and deletes, one row per pair', async () => {
    const owner = await newClient(api);
    const buyer = await newClient(api);
    const [writer, second, checker] = [await newLinguist(api), await newLinguist(api), await newLinguist(api)];
    const projectId = await insertProject(db(), { clientId: owner.id });
    const first = await insertOrder(db(), { clientId: owner.id, projectId, status: 'processing_pr', writerId: writer.id, proofreaderId: checker.id });
    const again = await insertOrder(db(), { clientId: owner.id, projectId, status: 'processing_cw', writerId: writer.id });
    expect(await workedWith(owner)).toEqual([writer.id, checker.id].sort((a, b) => a - b));
    expect(await pairs(owner.id)).toEqual(byLinguist([[writer.id, '2'], [checker.id, '1']]));

    // a status change touches no pair; her second order passes to another writer, then the first loses its proofreader
    await db().query("UPDATE orders SET status = 'ready_for_client' WHERE id = :first", { replacements: { first } });
    await db().query('UPDATE orders SET writer_id = :second WHERE id = :again', { replacements: { second: second.id, again } });
    await db().query('UPDATE orders SET proofreader_id = NULL WHERE id = :first', { replacements: { first } });
    expect(await workedWith(owner)).toEqual([writer.id, second.id].sort((a, b) => a - b));
    expect(await pairs(owner.id)).toEqual(byLinguist([[writer.id, '1'], [second.id, '1']]));

    // an order that changes hands between clients leaves the one and reaches the other; a deleted order leaves too
    const buyersProject = await insertProject(db(), { clientId: buyer.id });
    await db().query('UPDATE orders SET client_id = :buyer, project_id = :buyersProject WHERE id = :again', {
      replacements: { buyer: buyer.id, buyersProject, again },
    });
    expect(await workedWith(owner)).toEqual([writer.id]);
    expect(await workedWith(buyer)).toEqual([second.id]);
    await db().query('DELETE FROM orders WHERE id = :first', { replacements: { first } });
    expect(await workedWith(owner)).toEqual([]);
    expect(await pairs(owner.id)).toEqual([]);
  });
});
