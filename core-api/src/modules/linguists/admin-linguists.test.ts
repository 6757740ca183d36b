import { randomBytes } from 'node:crypto';
import {
  ADMIN_LINGUIST_LIST_TOTAL_CAP,
  type AdminCappedPage,
  type AdminClientLinguistItem,
  type AdminLinguistGroup,
  type AdminLinguistGroupDetail,
  type AdminLinguistListItem,
  type AdminLinguistNote,
  type AdminLinguistOrderRow,
  type AdminLinguistProfile,
  type LinguistGroup,
  type LinguistStatusChange,
  type Page,
} from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { uniqueEmail } from '../../testing/factories.js';
import { expectStatus, newAdmin, newClient, newLinguist, type Actor } from '../orders/testing/order-scenario.js';
import { insertOrder, insertProject } from '../orders/order-queries.fixtures.js';
import { setLinguistPrice } from '../pricing/index.js';
import { refreshLinguistStats } from './linguist-stats.js';

let api: TestContext;
let admin: Actor;
let client: Actor;
let linguistActor: Actor;

/** Every linguist this file names carries the marker, so searches see this file's linguists only. */
const marker = `Zl${randomBytes(4).toString('hex')}`;

function send(method: 'get' | 'put' | 'post' | 'patch' | 'delete', path: string, actor: Actor = admin, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

const fieldErrors = (res: { body: unknown }) => (res.body as { error?: Record<string, string[]> }).error;

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
  client = await newClient(api);
  linguistActor = await newLinguist(api);
});

afterAll(() => api.close());

describe('who may call', () => {
  it.each([
    ['get', '/admin/linguists'],
    ['post', '/admin/linguist'],
    ['get', '/admin/linguist/1'],
    ['patch', '/admin/linguist/1'],
    ['put', '/admin/linguist/1/status'],
    ['get', '/admin/linguist/1/status-history'],
    ['get', '/admin/linguist/1/orders'],
    ['get', '/admin/linguist/1/groups'],
    ['get', '/admin/linguist/1/notes'],
    ['post', '/admin/linguist/1/notes'],
    ['put', '/admin/linguist/1/note/1'],
    ['delete', '/admin/linguist/1/note/1'],
    ['get', '/admin/client/1/linguists'],
    ['get', '/admin/client/1/linguist/1'],
    ['get', '/admin/client/1/groups'],
    ['put', '/admin/client/1/linguist/1/block'],
    ['get', '/admin/group/1'],
    ['patch', '/admin/group/1'],
    ['post', '/admin/group/1/linguists'],
    ['delete', '/admin/group/1/linguist/1'],
  ] as const)('%s %s answers 403 to a client and a linguist, 401 without a token', async (method, path) => {
    await expectStatus(send(method, path, client, {}), 403);
    await expectStatus(send(method, path, linguistActor, {}), 403);
    await expectStatus(api.request()[method](path), 401);
  });
});

describe('create, search and profile', () => {
  it('creates a PENDING_ACTIVATION linguist, logs it, and refuses the same e-mail in other letters with 409', async () => {
    const email = uniqueEmail('staffmade');
    const body = {
      email,
      firstName: 'Marta',
      lastName: `Made${marker}`,
      nickname: `made_${marker}`,
      level: 'professional',
      roles: ['copywriter', 'proofreader'],
      languages: ['de-DE', 'en-GB'],
      country: 'de',
      currency: 'EUR',
    };
    const created = (await expectStatus(send('post', '/admin/linguist', admin, body), 201)).body as { id: number };
    const profile = (await expectStatus(send('get', `/admin/linguist/${created.id}`), 200)).body as AdminLinguistProfile;
    expect(profile).toMatchObject({
      id: created.id,
      email,
      status: 'PENDING_ACTIVATION',
      level: 'professional',
      roles: ['copywriter', 'proofreader'],
      servicesAvailable: ['copywriting', 'proofreading'],
      country: 'DE',
      currency: 'EUR',
      initials: 'MA',
      languages: [expect.objectContaining({ culture: 'de-DE' }), expect.objectContaining({ culture: 'en-GB' })],
      stats: { ordersByStatus: {}, totalOrders: 0, acceptanceRate: null, rejectionRate: null, rating: null },
    });
    // Her balance is the payouts module's (GET /admin/linguist/:id/balance), not a figure of her profile.
    expect(profile).not.toHaveProperty('balance');
    const history = (await expectStatus(send('get', `/admin/linguist/${created.id}/status-history`), 200)).body as LinguistStatusChange[];
    expect(history).toEqual([expect.objectContaining({ from: null, to: 'PENDING_ACTIVATION', admin: { id: admin.id, name: 'Ada Admin' } })]);

    const duplicate = await expectStatus(send('post', '/admin/linguist', admin, { ...body, email: email.toUpperCase() }), 409);
    expect(duplicate.body).toMatchObject({ message: expect.stringContaining('e-mail') });
  });

  it('answers 400 with field errors for a bad body, an unknown language or country', async () => {
    const bad = await expectStatus(send('post', '/admin/linguist', admin, { email: 'not-an-email', roles: [], level: 'godlike' }), 400);
    expect(Object.keys(fieldErrors(bad) ?? {})).toEqual(expect.arrayContaining(['email', 'firstName', 'lastName', 'level', 'roles', 'languages', 'country', 'currency']));
    const base = { email: uniqueEmail('bad'), firstName: 'A', lastName: 'B', level: 'good', roles: ['copywriter'], currency: 'EUR' };
    expect(fieldErrors(await expectStatus(send('post', '/admin/linguist', admin, { ...base, languages: ['xx-XX'], country: 'DE' }), 400))).toHaveProperty('languages');
    expect(fieldErrors(await expectStatus(send('post', '/admin/linguist', admin, { ...base, languages: ['de-DE'], country: 'QQ' }), 400))).toHaveProperty('country');
  });

  it('finds linguists of any status by nickname, names, e-mail or id and filters by status, role, level and language', async () => {
    const tag = `s${marker}`;
    const anna = await newLinguist(api, { nickname: `anna_${tag}`, firstName: 'Anna', lastName: 'Schmidt', level: 'good', languages: ['de-DE'] });
    const ben = await newLinguist(api, {
      nickname: `ben_${tag}`,
      status: 'CLOSED_BY_GC',
      roles: ['proofreader'],
      level: 'premium',
      languages: ['en-GB'],
    });
    const search = (query: string) => send('get', `/admin/linguists?search=${tag}&${query}`);
    const all = (await expectStatus(search(''), 200)).body as Page<AdminLinguistListItem>;
    expect(all.data.map((row) => row.id)).toEqual(expect.arrayContaining([anna.id, ben.id]));
    expect(all.data.find((row) => row.id === ben.id)).toMatchObject({ status: 'CLOSED_BY_GC', roles: ['proofreader'], level: 'premium', currency: 'EUR' });

    const ids = async (query: string) => ((await expectStatus(search(query), 200)).body as Page<AdminLinguistListItem>).data.map((row) => row.id);
    expect(await ids('status=CLOSED_BY_GC')).toEqual([ben.id]);
    expect(await ids('role=proofreader')).toEqual([ben.id]);
    expect(await ids('level=good')).toEqual(expect.not.arrayContaining([ben.id]));
    expect(await ids('language=en-GB&status=CLOSED_BY_GC,ACTIVE')).toEqual([ben.id]);

    const byName = (await expectStatus(send('get', `/admin/linguists?search=${encodeURIComponent(`anna schmidt anna_${tag}`)}`), 200)).body as Page<AdminLinguistListItem>;
    expect(byName.data.map((row) => row.id)).toEqual([anna.id]);
    const byId = (await expectStatus(send('get', `/admin/linguists?search=${anna.id}`), 200)).body as Page<AdminLinguistListItem>;
    expect(byId.data.map((row) => row.id)).toContain(anna.id);
    const onlyTotal = (await expectStatus(search('limit=0'), 200)).body as Page<AdminLinguistListItem>;
    expect(onlyTotal).toEqual({ data: [], total: all.total, totalCapped: false });
    expect((await expectStatus(send('get', `/admin/linguists?search=${encodeURIComponent(`%${tag}`)}`), 200)).body).toMatchObject({ total: 0 });
    await expectStatus(send('get', '/admin/linguists?status=SLEEPING'), 400);

    // sorted by nickname, id or creation either way (decision 059); another order is a 400 naming the field
    expect(await ids('sort=nickname')).toEqual([anna.id, ben.id]);
    expect(await ids('sort=-nickname')).toEqual([ben.id, anna.id]);
    expect(await ids('sort=id')).toEqual([anna.id, ben.id]);
    expect(await ids('sort=-created')).toEqual([ben.id, anna.id]);
    expect(fieldErrors(await expectStatus(search('sort=rating'), 400))).toHaveProperty('sort');
  });

  it('counts up to 1,000 matches and says so, newest first as ever, and counts exactly for the total alone', async () => {
    const tag = `cap${marker}`;
    // 1,001 closed accounts (no client sees them), created a second apart: the newest has the highest number.
    await api.runtime.sequelize.query(
      `INSERT INTO linguists (email, nickname, status, created_at)
       SELECT :tag || '_' || g || '@example.com', :tag || '_' || g, 'CLOSED_BY_GC', now() - (2000 - g) * interval '1 second'
         FROM generate_series(1, 1001) g`,
      { replacements: { tag } },
    );
    const page = (await expectStatus(send('get', `/admin/linguists?search=${tag}&limit=3`), 200)).body as AdminCappedPage<AdminLinguistListItem>;
    expect([page.total, page.totalCapped]).toEqual([ADMIN_LINGUIST_LIST_TOTAL_CAP, true]);
    expect(page.data.map((row) => row.nickname)).toEqual([`${tag}_1001`, `${tag}_1000`, `${tag}_999`]);
    const next = (await expectStatus(send('get', `/admin/linguists?search=${tag}&limit=3&offset=3`), 200)).body as AdminCappedPage<AdminLinguistListItem>;
    expect(next.data.map((row) => row.nickname)).toEqual([`${tag}_998`, `${tag}_997`, `${tag}_996`]);
    expect((await expectStatus(send('get', `/admin/linguists?search=${tag}&limit=0`), 200)).body).toEqual({ data: [], total: 1001, totalCapped: false });
    // by first name, last name or e-mail too, each word anywhere
    expect((await expectStatus(send('get', `/admin/linguists?search=${encodeURIComponent(`${tag}_1001@example`)}`), 200)).body).toMatchObject({ total: 1, totalCapped: false });
  });

  it('answers 404 for an unknown linguist on every linguist route', async () => {
    const missing = 2_147_483_647;
    for (const [method, path, body] of [
      ['get', `/admin/linguist/${missing}`],
      ['patch', `/admin/linguist/${missing}`, { level: 'good' }],
      ['put', `/admin/linguist/${missing}/status`, { status: 'CLOSED_BY_GC', reason: 'x' }],
      ['get', `/admin/linguist/${missing}/status-history`],
      ['get', `/admin/linguist/${missing}/orders`],
      ['get', `/admin/linguist/${missing}/groups`],
      ['get', `/admin/linguist/${missing}/notes`],
      ['post', `/admin/linguist/${missing}/notes`, { text: 'x' }],
    ] as const) {
      await expectStatus(send(method, path, admin, body), 404);
    }
  });
});

describe('status', () => {
  it('changes the status with a reason, logs who and why, and answers 409 for the status she has', async () => {
    const linguist = await newLinguist(api);
    const closed = (await expectStatus(send('put', `/admin/linguist/${linguist.id}/status`, admin, { status: 'CLOSED_BY_GC', reason: 'Plagiarism in order 17' }), 200))
      .body as AdminLinguistProfile;
    expect(closed.status).toBe('CLOSED_BY_GC');
    await expectStatus(send('put', `/admin/linguist/${linguist.id}/status`, admin, { status: 'CLOSED_BY_GC', reason: 'again' }), 409);
    await expectStatus(send('put', `/admin/linguist/${linguist.id}/status`, admin, { status: 'ACTIVE', reason: 'Cleared after review' }), 200);

    const history = (await expectStatus(send('get', `/admin/linguist/${linguist.id}/status-history`), 200)).body as LinguistStatusChange[];
    expect(history.map(({ from, to, reason, admin: by }) => ({ from, to, reason, by: by?.id }))).toEqual([
      { from: 'CLOSED_BY_GC', to: 'ACTIVE', reason: 'Cleared after review', by: admin.id },
      { from: 'ACTIVE', to: 'CLOSED_BY_GC', reason: 'Plagiarism in order 17', by: admin.id },
    ]);
  });

  it('needs a reason and a status staff may set', async () => {
    const linguist = await newLinguist(api);
    expect(fieldErrors(await expectStatus(send('put', `/admin/linguist/${linguist.id}/status`, admin, { status: 'CLOSED_BY_GC', reason: '  ' }), 400))).toHaveProperty('reason');
    expect(fieldErrors(await expectStatus(send('put', `/admin/linguist/${linguist.id}/status`, admin, { status: 'PENDING_ACTIVATION', reason: 'x' }), 400))).toHaveProperty('status');
    const history = (await expectStatus(send('get', `/admin/linguist/${linguist.id}/status-history`), 200)).body as LinguistStatusChange[];
    expect(history).toEqual([]);
  });
});

describe('profile changes', () => {
  it('changes names, level, languages and interests; dropping the copywriter role takes her out of copywriting groups', async () => {
    const linguist = await newLinguist(api, { roles: ['copywriter', 'proofreader'] });
    const writers = (await expectStatus(send('post', '/client/group', client, { name: 'Writers', type: 'copywriting' }), 201)).body as LinguistGroup;
    const proofers = (await expectStatus(send('post', '/client/group', client, { name: 'Proofers', type: 'proofreading' }), 201)).body as LinguistGroup;
    await expectStatus(send('put', `/client/linguist/${linguist.id}/groups`, client, { groupsId: [writers.id, proofers.id] }), 200);

    const changed = (await expectStatus(
      send('patch', `/admin/linguist/${linguist.id}`, admin, { firstName: 'Nora', nickname: null, level: 'premium', roles: ['proofreader'], languages: ['fr-FR'], interests: [] }),
      200,
    )).body as AdminLinguistProfile;
    expect(changed).toMatchObject({ firstName: 'Nora', nickname: null, level: 'premium', roles: ['proofreader'], servicesAvailable: ['proofreading'] });
    expect(changed.languages.map((language) => language.culture)).toEqual(['fr-FR']);

    const groups = (await expectStatus(send('get', `/admin/linguist/${linguist.id}/groups`), 200)).body as AdminLinguistGroup[];
    expect(groups.map((group) => group.id)).toEqual([proofers.id]);
    expect(groups[0].client.id).toBe(client.id);

    await expectStatus(send('patch', `/admin/linguist/${linguist.id}`, admin, {}), 400);
    expect(fieldErrors(await expectStatus(send('patch', `/admin/linguist/${linguist.id}`, admin, { level: 'godlike' }), 400))).toHaveProperty('level');
    expect(fieldErrors(await expectStatus(send('patch', `/admin/linguist/${linguist.id}`, admin, { languages: ['xx-XX'] }), 400))).toHaveProperty('languages');
  });
});

describe('orders and statistics', () => {
  it('lists her orders of every client with the client’s name and counts them by status with the rates', async () => {
    const linguist = await newLinguist(api);
    const other = await newClient(api);
    const db = api.runtime.sequelize;
    const mine = await insertProject(db, { clientId: client.id });
    const theirs = await insertProject(db, { clientId: other.id });
    const accepted = await insertOrder(db, {
      clientId: client.id,
      projectId: mine,
      status: 'accepted',
      writerId: linguist.id,
      createdAt: new Date(Date.now() - 60_000),
      rating: { content: 4, form: 4, readability: 4, communication: 4 },
    });
    await insertOrder(db, { clientId: other.id, projectId: theirs, status: 'rejected', writerId: linguist.id, createdAt: new Date(Date.now() - 30_000) });
    await insertOrder(db, { clientId: other.id, projectId: theirs, status: 'processing_cw', writerId: linguist.id });
    await refreshLinguistStats([linguist.id]);

    const page = (await expectStatus(send('get', `/admin/linguist/${linguist.id}/orders?limit=2`), 200)).body as Page<AdminLinguistOrderRow>;
    expect(page.total).toBe(3);
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({ role: 'writer', client: { id: other.id } });
    const onlyAccepted = (await expectStatus(send('get', `/admin/linguist/${linguist.id}/orders?status=accepted`), 200)).body as Page<AdminLinguistOrderRow>;
    expect(onlyAccepted.data.map((order) => order.id)).toEqual([accepted]);

    const profile = (await expectStatus(send('get', `/admin/linguist/${linguist.id}`), 200)).body as AdminLinguistProfile;
    expect(profile.stats).toEqual({
      ordersByStatus: { accepted: 1, rejected: 1, processing_cw: 1 },
      totalOrders: 1,
      acceptanceRate: 0.5,
      rejectionRate: 0.5,
      rating: 4,
      ratings: { content: 4, form: 4, readability: 4, communication: 4 },
      ratedOrders: 1,
    });
  });
});

describe('staff notes', () => {
  it('adds, lists, changes and deletes notes any staff member sees; clients never see them', async () => {
    const linguist = await newLinguist(api);
    const colleague = await newAdmin(api);
    const note = (await expectStatus(send('post', `/admin/linguist/${linguist.id}/notes`, admin, { text: '  Fast <b>and</b> careful ' }), 201)).body as AdminLinguistNote;
    expect(note).toMatchObject({ linguistId: linguist.id, text: 'Fast <b>and</b> careful', author: { id: admin.id } });
    await expectStatus(send('post', `/client/linguist/${linguist.id}/notes`, client, { text: 'A client’s own note' }), 201);

    const staffNotes = (await expectStatus(send('get', `/admin/linguist/${linguist.id}/notes`, colleague), 200)).body as AdminLinguistNote[];
    expect(staffNotes.map((n) => n.text)).toEqual(['Fast <b>and</b> careful']);
    expect(((await expectStatus(send('get', `/client/linguist/${linguist.id}/notes`, client), 200)).body as { text: string }[]).map((n) => n.text)).toEqual([
      'A client’s own note',
    ]);

    const changed = (await expectStatus(send('put', `/admin/linguist/${linguist.id}/note/${note.id}`, colleague, { text: 'Changed' }), 200)).body as AdminLinguistNote;
    expect(changed).toMatchObject({ id: note.id, text: 'Changed', author: { id: admin.id } });
    const someoneElse = await newLinguist(api);
    await expectStatus(send('put', `/admin/linguist/${someoneElse.id}/note/${note.id}`, admin, { text: 'Wrong linguist' }), 404);
    await expectStatus(send('delete', `/admin/linguist/${someoneElse.id}/note/${note.id}`), 404);
    await expectStatus(send('delete', `/admin/linguist/${linguist.id}/note/${note.id}`), 204);
    await expectStatus(send('delete', `/admin/linguist/${linguist.id}/note/${note.id}`), 404);
  });

  it('takes 2,000 characters and no more, and no empty note', async () => {
    const linguist = await newLinguist(api);
    await expectStatus(send('post', `/admin/linguist/${linguist.id}/notes`, admin, { text: 'x'.repeat(2000) }), 201);
    expect(fieldErrors(await expectStatus(send('post', `/admin/linguist/${linguist.id}/notes`, admin, { text: 'x'.repeat(2001) }), 400))).toHaveProperty('text');
    expect(fieldErrors(await expectStatus(send('post', `/admin/linguist/${linguist.id}/notes`, admin, { text: '   ' }), 400))).toHaveProperty('text');
  });
});

describe('the client page', () => {
  it('lists the client’s bookmarked, blocked and worked-with linguists and acts on the client’s behalf under its rules', async () => {
    const owner = await newClient(api);
    const bookmarked = await newLinguist(api, { nickname: `bm_${marker}` });
    const blocked = await newLinguist(api, { nickname: `bl_${marker}` });
    const worker = await newLinguist(api, { nickname: `wk_${marker}`, status: 'CLOSED_BY_USER' });
    await expectStatus(send('put', `/admin/client/${owner.id}/linguist/${bookmarked.id}/bookmark`), 200);
    expect((await expectStatus(send('put', `/admin/client/${owner.id}/linguist/${blocked.id}/block`), 200)).body).toEqual({ relation: 'BLOCKED' });
    // the client's own rule: a blocked linguist cannot be bookmarked
    await expectStatus(send('put', `/admin/client/${owner.id}/linguist/${blocked.id}/bookmark`), 409);
    const db = api.runtime.sequelize;
    await insertOrder(db, { clientId: owner.id, projectId: await insertProject(db, { clientId: owner.id }), status: 'accepted', writerId: worker.id });

    const list = (await expectStatus(send('get', `/admin/client/${owner.id}/linguists`), 200)).body as Page<AdminClientLinguistItem>;
    expect(list.total).toBe(3);
    // by nickname, and a page of it by offset
    expect(list.data.map((row) => row.id)).toEqual([blocked.id, bookmarked.id, worker.id]);
    const second = (await expectStatus(send('get', `/admin/client/${owner.id}/linguists?limit=1&offset=1`), 200)).body as Page<AdminClientLinguistItem>;
    expect([second.total, second.data.map((row) => row.id)]).toEqual([3, [bookmarked.id]]);
    expect(Object.fromEntries(list.data.map((row) => [row.id, [row.relation, row.status, row.ordersWithClient]]))).toEqual({
      [bookmarked.id]: ['BOOKMARKED', 'ACTIVE', 0],
      [blocked.id]: ['BLOCKED', 'ACTIVE', 0],
      [worker.id]: [null, 'CLOSED_BY_USER', 1],
    });
    const ids = async (query: string) => ((await expectStatus(send('get', `/admin/client/${owner.id}/linguists?${query}`), 200)).body as Page<AdminClientLinguistItem>).data.map((row) => row.id);
    expect(await ids('relation=blocked')).toEqual([blocked.id]);
    expect(await ids('relation=workedWith')).toEqual([worker.id]);
    expect(await ids(`search=bm_${marker}`)).toEqual([bookmarked.id]);

    // the client sees the same
    const theirs = await expectStatus(send('get', `/client/linguist/${blocked.id}`, { id: owner.id, token: owner.token }), 200);
    expect(theirs.body).toMatchObject({ relation: 'BLOCKED' });
    expect((await expectStatus(send('get', `/admin/client/${owner.id}/linguist/${bookmarked.id}`), 200)).body).toMatchObject({ id: bookmarked.id, relation: 'BOOKMARKED' });

    await expectStatus(send('get', '/admin/client/2147483647/linguists'), 404);
    await expectStatus(send('get', '/admin/client/2147483647/groups'), 404);
    await expectStatus(send('put', `/admin/client/2147483647/linguist/${bookmarked.id}/block`), 404);
    await expectStatus(send('put', `/admin/client/${owner.id}/linguist/2147483647/block`), 404);
    await expectStatus(send('put', `/admin/client/${owner.id}/linguist/${bookmarked.id}/befriend`), 400);
  });

  it('shows and renames a group and adds members under the client’s rules, all or none', async () => {
    const owner = await newClient(api);
    const writer = await newLinguist(api, { nickname: `gw_${marker}` });
    const second = await newLinguist(api);
    const proofreader = await newLinguist(api, { roles: ['proofreader'] });
    const blocked = await newLinguist(api);
    const closed = await newLinguist(api, { status: 'CLOSED_BY_GC' });
    await expectStatus(send('put', `/admin/client/${owner.id}/linguist/${blocked.id}/block`), 200);
    const group = (await expectStatus(send('post', '/client/group', owner, { name: 'Team', type: 'copywriting' }), 201)).body as LinguistGroup;

    const groups = (await expectStatus(send('get', `/admin/client/${owner.id}/groups`), 200)).body as LinguistGroup[];
    expect(groups.map((g) => g.id)).toEqual([group.id]);

    const wrongType = await expectStatus(send('post', `/admin/group/${group.id}/linguists`, admin, { linguistIds: [writer.id, proofreader.id] }), 422);
    expect(fieldErrors(wrongType)).toHaveProperty('linguistIds');
    await expectStatus(send('post', `/admin/group/${group.id}/linguists`, admin, { linguistIds: [writer.id, blocked.id] }), 409);
    await expectStatus(send('post', `/admin/group/${group.id}/linguists`, admin, { linguistIds: [writer.id, closed.id] }), 404);
    await expectStatus(send('post', `/admin/group/${group.id}/linguists`, admin, { linguistIds: [writer.id, 2_147_483_647] }), 404);
    // none of those requests left a member behind
    expect(((await expectStatus(send('get', `/admin/group/${group.id}`), 200)).body as AdminLinguistGroupDetail).members).toEqual([]);

    const added = (await expectStatus(send('post', `/admin/group/${group.id}/linguists`, admin, { linguistIds: [writer.id, second.id] }), 200)).body as AdminLinguistGroupDetail;
    expect(added).toMatchObject({ id: group.id, client: { id: owner.id }, membersCount: 2 });
    expect(added.members.map((member) => member.id).sort((a, b) => a - b)).toEqual([writer.id, second.id].sort((a, b) => a - b));

    expect((await expectStatus(send('patch', `/admin/group/${group.id}`, admin, { name: ' Core team ' }), 200)).body).toMatchObject({ name: 'Core team' });
    await expectStatus(send('delete', `/admin/group/${group.id}/linguist/${second.id}`), 204);
    await expectStatus(send('delete', `/admin/group/${group.id}/linguist/${second.id}`), 404);
    const after = (await expectStatus(send('get', `/client/group/${group.id}`, owner), 200)).body as AdminLinguistGroupDetail;
    expect(after).toMatchObject({ name: 'Core team', membersCount: 1 });

    await expectStatus(send('get', '/admin/group/2147483647'), 404);
    await expectStatus(send('patch', '/admin/group/2147483647', admin, { name: 'x' }), 404);
    await expectStatus(send('post', '/admin/group/2147483647/linguists', admin, { linguistIds: [writer.id] }), 404);
  });
});

describe('level and the direct-order price', () => {
  const priceQuery = (linguistId: number) => ({ min: 100, max: 100, language: 'de-DE', level: 'good', services: 'copywriting', type: 'DO', linguistId });
  const price = async (linguistId: number) =>
    ((await expectStatus(send('get', '/client/orders/text-price', client).query(priceQuery(linguistId)), 200)).body as { min: { amountNet: number } }).min.amountNet;

  it('lifts her own price into a higher level’s range, so the direct order costs what the new level asks (decision 030)', async () => {
    const linguist = await newLinguist(api, { level: 'good' });
    await setLinguistPrice({ linguistId: linguist.id, culture: 'de-DE', service: 'copywriting', currency: 'EUR', pricePerWord: '0.05' });
    // 100 words at her 0.05 EUR, inside good's 0.0187–0.0561
    expect(await price(linguist.id)).toBe(500);
    await expectStatus(send('patch', `/admin/linguist/${linguist.id}`, admin, { level: 'excellent' }), 200);
    // excellent pays 0.08 per word at least: her price moves up to it
    expect(await price(linguist.id)).toBe(800);
  });

  it('leaves a price the new level allows as it is', async () => {
    const linguist = await newLinguist(api, { level: 'good' });
    await setLinguistPrice({ linguistId: linguist.id, culture: 'de-DE', service: 'copywriting', currency: 'EUR', pricePerWord: '0.05' });
    await expectStatus(send('patch', `/admin/linguist/${linguist.id}`, admin, { level: 'premium' }), 200);
    // premium allows 0.05–0.15
    expect(await price(linguist.id)).toBe(500);
  });
});
