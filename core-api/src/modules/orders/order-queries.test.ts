import type { Sequelize } from 'sequelize';
import type { OrderDto, Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, createLinguist, loginAs } from '../../testing/factories.js';
import {
  blockLinguist,
  fixtureGross,
  hoursFromNow,
  insertGroup,
  insertHistory,
  insertOrder,
  insertProject,
  insertRevision,
  insertText,
  setCompanyName,
  type OrderFixture,
} from './order-queries.fixtures.js';

let api: TestContext;
let db: Sequelize;

beforeAll(async () => {
  api = await startTestApi();
  db = api.runtime.sequelize;
});

afterAll(() => api.close());

type Account = { email: string; password: string };

async function tokenOf(role: 'client' | 'linguist' | 'admin', account: Account): Promise<string> {
  return (await loginAs(api, role, account.email, account.password)).access_token;
}

function get(path: string, token: string) {
  return api.request().get(path).set('Authorization', `Bearer ${token}`);
}

async function page(path: string, token: string): Promise<Page<OrderDto>> {
  const res = await get(path, token);
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Page<OrderDto>;
}

async function ids(path: string, token: string): Promise<number[]> {
  return (await page(path, token)).data.map((order) => order.id);
}

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('client order reads', () => {
  let clientA: Awaited<ReturnType<typeof createClient>>;
  let tokenA: string;
  let tokenB: string;
  let p1: number;
  let p2: number;
  const o: Record<string, number> = {};

  beforeAll(async () => {
    clientA = await createClient();
    const clientB = await createClient();
    [tokenA, tokenB] = await Promise.all([tokenOf('client', clientA), tokenOf('client', clientB)]);
    const clientId = clientA.client.id;
    p1 = await insertProject(db, { clientId, name: 'Spring', culture: 'de-DE' });
    p2 = await insertProject(db, { clientId, name: 'Summer', culture: 'fr-FR' });
    const base = { clientId };
    const fixtures: Record<string, OrderFixture> = {
      open: { ...base, projectId: p1, title: 'Top% picks', createdAt: day('2024-03-01') },
      openLookalike: { ...base, projectId: p1, title: 'Topaz picks', createdAt: day('2024-03-02') },
      writing: { ...base, projectId: p1, status: 'processing_cw', deadlineAt: hoursFromNow(5), createdAt: day('2024-03-03') },
      proofreading: {
        ...base,
        projectId: p2,
        culture: 'fr-FR',
        status: 'processing_pr',
        proofreading: 'open',
        deadlineAt: hoursFromNow(30),
        createdAt: day('2024-03-04'),
      },
      revising: { ...base, projectId: p2, culture: 'fr-FR', status: 'in_revision', deadlineAt: hoursFromNow(72), createdAt: day('2024-03-05') },
      ready: { ...base, projectId: p1, status: 'ready_for_client', readyAt: day('2024-03-07'), createdAt: day('2024-03-06') },
      accepted2023: {
        ...base,
        projectId: p1,
        status: 'accepted',
        finalWords: 300,
        acceptedAt: new Date('2023-06-15T10:00:00Z'),
        createdAt: day('2024-03-07'),
      },
      accepted2024: {
        ...base,
        projectId: p2,
        culture: 'fr-FR',
        status: 'accepted',
        finalWords: 250,
        acceptedAt: new Date('2024-02-01T10:00:00Z'),
        createdAt: day('2024-03-08'),
      },
      rejectionRequested: { ...base, projectId: p1, status: 'rejection_requested', createdAt: day('2024-03-09') },
      canceled: { ...base, projectId: p2, culture: 'fr-FR', status: 'canceled', createdAt: day('2024-03-10') },
    };
    for (const [name, fixture] of Object.entries(fixtures)) o[name] = await insertOrder(db, fixture);
  });

  const q = (query: string) => `/client/orders?${query}`;

  it('lists every own order newest first, and only the total with limit=0', async () => {
    const all = await page(q('limit=100'), tokenA);
    const newestFirst = Object.values(o).sort((a, b) => b - a);
    expect(all.total).toBe(10);
    expect(all.data.map((order) => order.id)).toEqual(newestFirst);
    expect(await page(q('limit=0'), tokenA)).toEqual({ data: [], total: 10 });
    expect(await page(q('limit=0&status=processing'), tokenA)).toEqual({ data: [], total: 4 });
    expect(await ids(q('limit=3&offset=2'), tokenA)).toEqual(newestFirst.slice(2, 5));
  });

  it('filters by client view, given as repeated keys or a comma list', async () => {
    expect(await ids(q('status=open'), tokenA)).toEqual([o.openLookalike, o.open]);
    expect(await ids(q('status=processing'), tokenA)).toEqual([o.rejectionRequested, o.revising, o.proofreading, o.writing]);
    expect(await ids(q('status=ready'), tokenA)).toEqual([o.ready]);
    expect(await ids(q('status=completed'), tokenA)).toEqual([o.canceled, o.accepted2024, o.accepted2023]);
    expect(await ids(q('status=ready&status=open'), tokenA)).toEqual([o.ready, o.openLookalike, o.open]);
    expect(await ids(q('status=ready,open'), tokenA)).toEqual([o.ready, o.openLookalike, o.open]);
  });

  it('filters by detailed status', async () => {
    expect(await ids(q('processingStatus=processing_cw,processing_pr'), tokenA)).toEqual([o.proofreading, o.writing]);
    expect(await ids(q('status=processing&processingStatus=processing_cw,ready_for_client'), tokenA)).toEqual([o.writing]);
  });

  it('filters by hours left to the deadline', async () => {
    expect(await ids(q('remainingTo=8'), tokenA)).toEqual([o.writing]);
    expect(await ids(q('remainingTo=48'), tokenA)).toEqual([o.proofreading, o.writing]);
    expect(await ids(q('remainingFrom=48'), tokenA)).toEqual([o.revising]);
  });

  it('filters by project and by language', async () => {
    const ofP2 = [o.canceled, o.accepted2024, o.revising, o.proofreading];
    expect(await ids(q(`projectIds=${p2}`), tokenA)).toEqual(ofP2);
    expect((await page(q(`projectIds=${p1}&projectIds=${p2}&limit=0`), tokenA)).total).toBe(10);
    expect((await page(q(`projectIds=${p1},${p2}&limit=0`), tokenA)).total).toBe(10);
    expect(await ids(q('languages=fr-FR'), tokenA)).toEqual(ofP2);
    expect((await page(q('languages=fr-FR,de-DE&limit=0'), tokenA)).total).toBe(10);
    expect((await page(q('languages=en-GB'), tokenA)).total).toBe(0);
  });

  it('filters by acceptance year and acceptance day range, the end day included', async () => {
    expect(await ids(q('acceptedYears=2023'), tokenA)).toEqual([o.accepted2023]);
    expect(await ids(q('acceptedYears=2023,2024'), tokenA)).toEqual([o.accepted2024, o.accepted2023]);
    expect(await ids(q('acceptedDateFrom=2024-01-01'), tokenA)).toEqual([o.accepted2024]);
    expect(await ids(q('acceptedDateTo=2023-06-15'), tokenA)).toEqual([o.accepted2023]);
    expect(await ids(q('acceptedDateTo=2023-06-14'), tokenA)).toEqual([]);
    expect(await ids(q('acceptedDateFrom=2023-06-15T10:00:00Z&acceptedDateTo=2023-06-15T10:00:00Z'), tokenA)).toEqual([o.accepted2023]);
  });

  it('filters by creation day, that day included', async () => {
    expect(await ids(q('createdDateTo=2024-03-02'), tokenA)).toEqual([o.openLookalike, o.open]);
  });

  it('searches titles literally (wildcards escaped) and ids', async () => {
    expect(await ids(q(`search=${encodeURIComponent('top%')}`), tokenA)).toEqual([o.open]);
    expect(await ids(q('search=TOP'), tokenA)).toEqual([o.openLookalike, o.open]);
    expect(await ids(q(`search=${o.ready}`), tokenA)).toEqual([o.ready]);
  });

  it('asks a search for three characters of the title or an order id, in her lists and a project’s', async () => {
    for (const path of [q('search=to'), q('search=T'), q(`search=${encodeURIComponent(' to ')}`), `/client/project/${p1}/orders?search=to`]) {
      const res = await get(path, tokenA).expect(400);
      expect(res.body.error).toEqual({ search: ['search must be an order id or at least 3 characters of the title'] });
    }
    expect(await ids(q('search=top'), tokenA)).toEqual([o.openLookalike, o.open]);
    expect(await ids(`/client/project/${p1}/orders?search=paz`, tokenA)).toEqual([o.openLookalike]);
    // an id is looked up by its index, however short
    await get(q('search=7'), tokenA).expect(200);
  });

  it('refuses unknown keys and malformed values, naming the field', async () => {
    for (const [query, field] of [
      ['color=red', 'color'],
      ['status=archived', 'status.0'],
      ['acceptedDateFrom=31.01.2024', 'acceptedDateFrom'],
      ['createdDateTo=2024-02-30', 'createdDateTo'],
      ['limit=101', 'limit'],
      ['remainingTo=soon', 'remainingTo'],
    ]) {
      const res = await get(q(query!), tokenA).expect(400);
      expect(Object.keys(res.body.error)).toEqual([field]);
    }
  });

  it('never shows another client’s orders', async () => {
    expect(await ids(q('limit=100'), tokenB)).not.toContain(o.open);
    expect((await page(q('limit=0'), tokenB)).total).toBe(0);
    for (const suffix of ['', '/text', '/revisions', '/history']) {
      await get(`/client/order/${o.ready}${suffix}`, tokenB).expect(404);
    }
  });

  it('answers an order in minor units with the client view and without pay', async () => {
    const res = await get(`/client/order/${o.accepted2023}`, tokenA).expect(200);
    expect(res.body).toMatchObject({
      id: o.accepted2023,
      projectId: p1,
      projectName: 'Spring',
      clientId: clientA.client.id,
      type: 'OO',
      level: 'good',
      language: { name: 'German - Germany', culture: 'de-DE' },
      services: [{ name: 'copywriting', assignment: 'OO', linguist: null, groupId: null }],
      words: { min: 200, max: 400, final: 300 },
      price: { min: fixtureGross(200), max: fixtureGross(400), final: fixtureGross(300), currency: 'EUR' },
      pay: null,
      status: 'accepted',
      clientStatus: 'completed',
      acceptedAt: '2023-06-15T10:00:00.000Z',
      reservedUntil: null,
      reservedByMe: false,
    });
    expect(res.body.price).toEqual({ min: 1190, max: 2380, final: 1785, currency: 'EUR' });
  });

  it('reads revisions first to last and history with the actors’ display names', async () => {
    const { admin } = await createAdmin({ firstName: 'Ada', lastName: 'Admin' });
    const { linguist } = await createLinguist({ nickname: 'quillmaster' });
    await setCompanyName(db, clientA.client.id, 'Acme GmbH');
    const orderId = o.revising!;
    await insertRevision(db, { orderId, number: 2, comment: 'Shorter intro', createdAt: day('2024-03-06') });
    await insertRevision(db, { orderId, number: 1, comment: 'More examples', createdAt: day('2024-03-05'), requestedById: clientA.client.id });
    await insertHistory(db, { orderId, action: 'take', fromStatus: 'open', toStatus: 'processing_cw', actorRole: 'linguist', actorId: linguist.id });
    await insertHistory(db, {
      orderId,
      action: 'revise',
      fromStatus: 'ready_for_client',
      toStatus: 'in_revision',
      actorRole: 'client',
      actorId: clientA.client.id,
      note: 'More examples',
    });
    await insertHistory(db, { orderId, action: 'unassign', fromStatus: 'in_revision', toStatus: 'open', actorRole: 'admin', actorId: admin.id });
    await insertHistory(db, { orderId, action: 'expire', fromStatus: 'processing_cw', toStatus: 'open', actorRole: 'system' });

    const revisions = await get(`/client/order/${orderId}/revisions`, tokenA).expect(200);
    expect(revisions.body.data).toEqual([
      // named as the history names the client; a round older than migration 0045 that history could not name has none
      { number: 1, comment: 'More examples', requestedBy: 'client', requestedByName: 'Acme GmbH', createdAt: day('2024-03-05').toISOString() },
      { number: 2, comment: 'Shorter intro', requestedBy: 'client', requestedByName: null, createdAt: day('2024-03-06').toISOString() },
    ]);
    const history = await get(`/client/order/${orderId}/history`, tokenA).expect(200);
    expect(history.body.data.map((h: { actorRole: string; actorName: string | null }) => [h.actorRole, h.actorName])).toEqual([
      ['linguist', 'quillmaster'],
      ['client', 'Acme GmbH'],
      ['admin', 'Ada Admin'],
      ['system', null],
    ]);
    expect(history.body.data[1]).toMatchObject({ action: 'revise', fromStatus: 'ready_for_client', toStatus: 'in_revision', note: 'More examples' });
  });
});

describe('texts', () => {
  let clientToken: string;
  let adminToken: string;
  let writerToken: string;
  let proofreaderToken: string;
  let writerId: number;
  let proofreaderId: number;
  let clientId: number;
  let projectId: number;

  beforeAll(async () => {
    const client = await createClient();
    const admin = await createAdmin();
    const writer = await createLinguist({ roles: ['copywriter'], level: 'good', languages: ['de-DE'] });
    const proofreader = await createLinguist({ roles: ['proofreader'], level: 'good', languages: ['de-DE'] });
    [clientToken, adminToken, writerToken, proofreaderToken] = await Promise.all([
      tokenOf('client', client),
      tokenOf('admin', admin),
      tokenOf('linguist', writer),
      tokenOf('linguist', proofreader),
    ]);
    clientId = client.client.id;
    writerId = writer.linguist.id;
    proofreaderId = proofreader.linguist.id;
    projectId = await insertProject(db, { clientId });
  });

  async function orderWithTexts(status: OrderFixture['status'], withProofreader = true): Promise<number> {
    const orderId = await insertOrder(db, {
      clientId,
      projectId,
      status,
      proofreading: 'open',
      writerId,
      proofreaderId: withProofreader ? proofreaderId : undefined,
    });
    await insertText(db, { orderId, authorId: writerId, authorRole: 'writer', version: 1, content: 'writer first', submittedAt: hoursFromNow(-5) });
    await insertText(db, { orderId, authorId: writerId, authorRole: 'writer', version: 2, content: 'writer second', submittedAt: hoursFromNow(-3) });
    return orderId;
  }

  it('shows the client nothing before the text is handed over', async () => {
    const orderId = await orderWithTexts('processing_pr');
    const res = await get(`/client/order/${orderId}/text`, clientToken).expect(404);
    expect(res.body.message).toBe(`Order ${orderId} has no text you can read yet`);
  });

  it('shows the client and admins the newest submitted version once ready: the proofread one', async () => {
    const orderId = await orderWithTexts('ready_for_client');
    await insertText(db, { orderId, authorId: proofreaderId, authorRole: 'proofreader', version: 1, content: 'proofread text', submittedAt: hoursFromNow(-1) });
    const forClient = await get(`/client/order/${orderId}/text`, clientToken).expect(200);
    expect(forClient.body).toMatchObject({ content: 'proofread text', words: 2, authorRole: 'proofreader', version: 1 });
    expect((await get(`/admin/order/${orderId}/text`, adminToken).expect(200)).body.content).toBe('proofread text');
  });

  it('shows admins the latest submitted version at any stage', async () => {
    const orderId = await orderWithTexts('processing_pr');
    expect((await get(`/admin/order/${orderId}/text`, adminToken).expect(200)).body).toMatchObject({ content: 'writer second', version: 2 });
  });

  it('gives a proofreader at work the writer’s latest version, not the writer’s draft', async () => {
    const orderId = await orderWithTexts('processing_pr');
    await insertText(db, { orderId, authorId: writerId, authorRole: 'writer', version: 0, content: 'writer draft' });
    const res = await get(`/linguist/order/${orderId}/text`, proofreaderToken).expect(200);
    expect(res.body).toMatchObject({ content: 'writer second', authorRole: 'writer', version: 2 });
  });

  it('gives a linguist their own draft first', async () => {
    const orderId = await orderWithTexts('processing_pr');
    await insertText(db, { orderId, authorId: proofreaderId, authorRole: 'proofreader', version: 0, content: 'my corrections so far' });
    const res = await get(`/linguist/order/${orderId}/text`, proofreaderToken).expect(200);
    expect(res.body).toEqual({ content: 'my corrections so far', words: 4, authorRole: 'proofreader', version: 0, submittedAt: null });
  });

  it('gives a writer in revision the last version the client saw', async () => {
    const orderId = await orderWithTexts('in_revision');
    await insertText(db, { orderId, authorId: proofreaderId, authorRole: 'proofreader', version: 1, content: 'proofread text', submittedAt: hoursFromNow(-1) });
    const res = await get(`/linguist/order/${orderId}/text`, writerToken).expect(200);
    expect(res.body).toMatchObject({ content: 'proofread text', authorRole: 'proofreader' });
  });

  it('shows a linguist who may only take the order its details but no text', async () => {
    const orderId = await orderWithTexts('ready_for_pr', false);
    await get(`/linguist/order/${orderId}`, proofreaderToken).expect(200);
    await get(`/linguist/order/${orderId}/text`, proofreaderToken).expect(404);
  });

  it('lists the submitted versions to compare, first to last, to whoever may read the text', async () => {
    const orderId = await orderWithTexts('ready_for_client');
    await insertText(db, { orderId, authorId: proofreaderId, authorRole: 'proofreader', version: 1, content: 'proofread text', submittedAt: hoursFromNow(-1) });
    await insertText(db, { orderId, authorId: writerId, authorRole: 'writer', version: 0, content: 'a draft nobody compares' });
    const expected = [
      { content: 'writer first', authorRole: 'writer', version: 1 },
      { content: 'writer second', authorRole: 'writer', version: 2 },
      { content: 'proofread text', authorRole: 'proofreader', version: 1 },
    ];
    for (const [role, token] of [['client', clientToken], ['admin', adminToken], ['linguist', writerToken], ['linguist', proofreaderToken]] as const) {
      const res = await get(`/${role}/order/${orderId}/text/versions`, token).expect(200);
      expect(res.body.data).toMatchObject(expected);
    }
  });

  it('lists no versions to a client before the text is handed over, nor to a linguist who may only take the order', async () => {
    const early = await orderWithTexts('processing_pr');
    expect((await get(`/client/order/${early}/text/versions`, clientToken).expect(200)).body).toEqual({ data: [] });
    const open = await orderWithTexts('ready_for_pr', false);
    expect((await get(`/linguist/order/${open}/text/versions`, proofreaderToken).expect(200)).body).toEqual({ data: [] });
    const stranger = await createClient();
    await get(`/client/order/${open}/text/versions`, await tokenOf('client', stranger)).expect(404);
  });
});

describe('linguist visibility', () => {
  // Icelandic keeps this pool apart from orders other test files create in the same database.
  const culture = 'is-IS';
  const tokens: Record<string, string> = {};
  const linguistIds: Record<string, number> = {};
  const o: Record<string, number> = {};

  beforeAll(async () => {
    const client = await createClient();
    const clientId = client.client.id;
    const specs = {
      good: { roles: ['copywriter'], level: 'good', languages: [culture] },
      junior: { roles: ['copywriter'], level: 'simple', languages: [culture] },
      elsewhere: { roles: ['copywriter'], level: 'premium', languages: ['mt-MT'] },
      blocked: { roles: ['copywriter'], level: 'good', languages: [culture] },
      member: { roles: ['copywriter'], level: 'good', languages: [culture] },
      proofreader: { roles: ['proofreader'], level: 'good', languages: [culture] },
      writerProofreader: { roles: ['copywriter', 'proofreader'], level: 'premium', languages: [culture] },
    } as const;
    for (const [name, spec] of Object.entries(specs)) {
      const account = await createLinguist({ roles: [...spec.roles], level: spec.level, languages: [...spec.languages] });
      linguistIds[name] = account.linguist.id;
      tokens[name] = await tokenOf('linguist', account);
    }
    await blockLinguist(db, clientId, linguistIds.blocked!);
    const group = await insertGroup(db, { clientId, name: 'Core writers', type: 'copywriting', memberIds: [linguistIds.member!] });
    const projectId = await insertProject(db, { clientId, culture });
    const base = { clientId, projectId, culture };
    const fixtures: Record<string, OrderFixture> = {
      open: { ...base },
      group: { ...base, type: 'GO', writerGroupId: group },
      directToGood: { ...base, type: 'DO', directLinguistId: linguistIds.good },
      directToMember: { ...base, type: 'DO', directLinguistId: linguistIds.member },
      directToJuniorAtPremium: { ...base, type: 'DO', level: 'premium', directLinguistId: linguistIds.junior },
      forProofreading: { ...base, status: 'ready_for_pr', proofreading: 'open', writerId: linguistIds.writerProofreader },
      reservedByMember: { ...base, reservedBy: linguistIds.member, reservedUntil: hoursFromNow(0.1) },
      reservationExpired: { ...base, reservedBy: linguistIds.member, reservedUntil: hoursFromNow(-0.1) },
      reservedByGood: { ...base, reservedBy: linguistIds.good, reservedUntil: hoursFromNow(0.1) },
      takenByMember: { ...base, status: 'processing_cw', writerId: linguistIds.member },
    };
    for (const [name, fixture] of Object.entries(fixtures)) o[name] = await insertOrder(db, fixture);
  });

  function named(list: number[]): string[] {
    return Object.entries(o)
      .filter(([, id]) => list.includes(id))
      .map(([name]) => name)
      .sort();
  }

  async function newOrders(linguist: string, query = ''): Promise<string[]> {
    return named(await ids(`/linguist/orders/new?limit=100${query}`, tokens[linguist]!));
  }

  it('offers a qualified copywriter the open pool, their direct requests and free or own reservations', async () => {
    expect(await newOrders('good')).toEqual(['directToGood', 'open', 'reservationExpired', 'reservedByGood']);
    expect(await newOrders('good', '&type=requested')).toEqual(['directToGood']);
    expect(await newOrders('good', '&type=available')).toEqual(['open', 'reservationExpired', 'reservedByGood']);
    expect(await newOrders('good', '&type=requested,available')).toEqual(['directToGood', 'open', 'reservationExpired', 'reservedByGood']);
  });

  it('offers group orders to members only, and hides what another linguist reserved', async () => {
    expect(await newOrders('member')).toEqual(['directToMember', 'group', 'open', 'reservationExpired', 'reservedByMember']);
  });

  it('offers nothing to a linguist below the level, of another language or blocked by the client, except a direct request', async () => {
    expect(await newOrders('junior')).toEqual(['directToJuniorAtPremium']);
    expect(await newOrders('elsewhere')).toEqual([]);
    expect(await newOrders('blocked')).toEqual([]);
  });

  it('offers a text for proofreading to proofreaders other than its writer', async () => {
    expect(await newOrders('proofreader')).toEqual(['forProofreading']);
    expect(await newOrders('writerProofreader')).not.toContain('forProofreading');
  });

  it('marks the caller’s own live reservation and hides expired ones', async () => {
    const mine = (await page('/linguist/orders/new?limit=100', tokens.good!)).data;
    const reserved = mine.find((order) => order.id === o.reservedByGood)!;
    const expired = mine.find((order) => order.id === o.reservationExpired)!;
    expect(reserved.reservedByMe).toBe(true);
    expect(Date.parse(reserved.reservedUntil!)).toBeGreaterThan(Date.now());
    expect(expired).toMatchObject({ reservedByMe: false, reservedUntil: null });
    const forOthers = await get(`/linguist/order/${o.reservedByMember}`, tokens.member!).expect(200);
    expect(forOthers.body.reservedByMe).toBe(true);
  });

  it('shows an order only when it is takeable by or assigned to the caller', async () => {
    await get(`/linguist/order/${o.open}`, tokens.good!).expect(200);
    await get(`/linguist/order/${o.group}`, tokens.good!).expect(404);
    await get(`/linguist/order/${o.directToMember}`, tokens.good!).expect(404);
    await get(`/linguist/order/${o.takenByMember}`, tokens.good!).expect(404);
    await get(`/linguist/order/${o.takenByMember}`, tokens.member!).expect(200);
    await get(`/linguist/order/${o.reservedByMember}`, tokens.good!).expect(404);
    await get(`/linguist/order/${o.open}`, tokens.blocked!).expect(404);
    for (const suffix of ['/revisions', '/history']) await get(`/linguist/order/${o.takenByMember}${suffix}`, tokens.good!).expect(404);
  });

  it('answers pay for the part the linguist plays: proofreader pay for a text waiting for proofreading', async () => {
    const asProofreader = await get(`/linguist/order/${o.forProofreading}`, tokens.proofreader!).expect(200);
    expect(asProofreader.body.pay).toEqual({ min: 200, max: 400, final: null, currency: 'EUR' });
    const asWriter = await get(`/linguist/order/${o.open}`, tokens.good!).expect(200);
    expect(asWriter.body.pay).toEqual({ min: 600, max: 1200, final: null, currency: 'EUR' });
    expect(asWriter.body.price).toBeNull(); // the client's price would reveal the platform's margin
  });

  it('lists the clients of the orders she may take, with how many each, by the same rule and paging', async () => {
    const second = await createClient({ nickname: 'Nordic Texts' });
    const projectId = await insertProject(db, { clientId: second.client.id, culture });
    for (let i = 0; i < 5; i++) await insertOrder(db, { clientId: second.client.id, projectId, culture });
    const firstClient = (await get(`/linguist/order/${o.open}`, tokens.good!).expect(200)).body.clientId as number;
    type Clients = Page<{ id: number; name: string; orders: number }>;
    const clients = async (linguist: string, query = 'limit=100') => (await get(`/linguist/orders/new/clients?${query}`, tokens[linguist]!).expect(200)).body as Clients;

    const forGood = await clients('good');
    expect(forGood.total).toBe(2);
    expect(forGood.data).toEqual([
      { id: second.client.id, name: 'Nordic Texts', orders: 5 },
      { id: firstClient, name: expect.any(String), orders: 4 },
    ]);
    expect((await clients('good', 'type=requested')).data).toEqual([{ id: firstClient, name: expect.any(String), orders: 1 }]);
    expect(await clients('good', 'limit=0')).toEqual({ data: [], total: 2 });
    expect(await clients('good', 'limit=1&offset=1')).toEqual({ data: [forGood.data[1]], total: 2 });
    expect(await clients('good', 'offset=5')).toEqual({ data: [], total: 2 });
    // a blocked linguist does not learn of the client that blocked her
    expect((await clients('blocked')).data.map((c) => c.id)).toEqual([second.client.id]);
    expect(await clients('elsewhere')).toEqual({ data: [], total: 0 });
    await get('/linguist/orders/new/clients?type=mine', tokens.good!).expect(400);
  });

  it('names the direct linguist of an open direct order and the proofreading assignment', async () => {
    const direct = await get(`/linguist/order/${o.directToGood}`, tokens.good!).expect(200);
    expect(direct.body.services).toEqual([{ name: 'copywriting', assignment: 'DO', linguist: { id: linguistIds.good, nickname: null }, groupId: null }]);
    const proofreading = await get(`/linguist/order/${o.forProofreading}`, tokens.proofreader!).expect(200);
    expect(proofreading.body.services).toEqual([
      { name: 'copywriting', assignment: 'OO', linguist: { id: linguistIds.writerProofreader, nickname: null }, groupId: null },
      { name: 'proofreading', assignment: 'open', linguist: null, groupId: null },
    ]);
  });
});

describe('linguist order lists and pay', () => {
  let token: string;
  const o: Record<string, number> = {};

  beforeAll(async () => {
    const client = await createClient();
    const me = await createLinguist({ roles: ['copywriter', 'proofreader'], level: 'good', languages: ['de-DE'] });
    const other = await createLinguist({ roles: ['copywriter', 'proofreader'], level: 'good', languages: ['de-DE'] });
    token = await tokenOf('linguist', me);
    const clientId = client.client.id;
    const projectId = await insertProject(db, { clientId });
    const mine = me.linguist.id;
    const theirs = other.linguist.id;
    const base = { clientId, projectId, proofreading: 'open' as const };
    const fixtures: Record<string, OrderFixture> = {
      writing: { ...base, status: 'processing_cw', writerId: mine },
      revising: { ...base, status: 'in_revision', writerId: mine, proofreaderId: theirs },
      proofreadingForOther: { ...base, status: 'processing_pr', writerId: theirs, proofreaderId: mine },
      waitingForProofreader: { ...base, status: 'ready_for_pr', writerId: mine },
      beingProofread: { ...base, status: 'processing_pr', writerId: mine, proofreaderId: theirs },
      withClient: { ...base, status: 'ready_for_client', writerId: mine },
      proofreadWithClient: { ...base, status: 'ready_for_client', writerId: theirs, proofreaderId: mine },
      otherRevising: { ...base, status: 'in_revision', writerId: theirs, proofreaderId: mine },
      rejectionRequested: { ...base, status: 'rejection_requested', writerId: mine },
      accepted: { ...base, status: 'accepted', writerId: mine, finalWords: 202, writerPayPerWord: '0.0325', acceptedAt: hoursFromNow(-1) },
      acceptedProofread: { ...base, status: 'accepted', writerId: theirs, proofreaderId: mine, finalWords: 300, acceptedAt: hoursFromNow(-1) },
      canceled: { ...base, status: 'canceled', writerId: mine },
      notMine: { ...base, status: 'processing_cw', writerId: theirs },
    };
    for (const [name, fixture] of Object.entries(fixtures)) o[name] = await insertOrder(db, fixture);
  });

  async function list(name: string): Promise<string[]> {
    const found = await ids(`/linguist/orders/${name}?limit=100`, token);
    return Object.entries(o)
      .filter(([, id]) => found.includes(id))
      .map(([key]) => key)
      .sort();
  }

  it('splits my orders into ongoing, pending and completed', async () => {
    expect(await list('ongoing')).toEqual(['proofreadingForOther', 'revising', 'writing']);
    expect(await list('pending')).toEqual([
      'beingProofread',
      'otherRevising',
      'proofreadWithClient',
      'rejectionRequested',
      'waitingForProofreader',
      'withClient',
    ]);
    expect(await list('completed')).toEqual(['accepted', 'acceptedProofread', 'canceled']);
    expect((await page('/linguist/orders/completed?limit=0', token)).total).toBe(3);
  });

  it('answers pay at min, max and final words, rounded half-up, for my part', async () => {
    const completed = (await page('/linguist/orders/completed?limit=100', token)).data;
    // 200 × 3.25 = 650, 400 × 3.25 = 1300, 202 × 3.25 = 656.5 → 657 cents
    expect(completed.find((order) => order.id === o.accepted)!.pay).toEqual({ min: 650, max: 1300, final: 657, currency: 'EUR' });
    expect(completed.find((order) => order.id === o.acceptedProofread)!.pay).toEqual({ min: 200, max: 400, final: 300, currency: 'EUR' });
  });

  it('refuses a client token and unknown list keys', async () => {
    await get('/linguist/orders/ongoing?status=open', token).expect(400);
    const client = await createClient();
    await get('/linguist/orders/ongoing', await tokenOf('client', client)).expect(403);
  });
});

describe('admin order reads', () => {
  let adminToken: string;
  let owner: Account;
  let clientId: number;
  let otherClientId: number;
  const o: Record<string, number> = {};
  // A word only these orders' titles contain, so the lists can be read across every client; letters only,
  // so searching for an id never matches it.
  const marker = `zebra${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

  beforeAll(async () => {
    const admin = await createAdmin();
    adminToken = await tokenOf('admin', admin);
    const created = await createClient();
    owner = created;
    clientId = created.client.id;
    otherClientId = (await createClient()).client.id;
    const projectId = await insertProject(db, { clientId });
    const otherProjectId = await insertProject(db, { clientId: otherClientId, culture: 'fr-FR' });
    const base = { clientId, projectId, title: `${marker} order` };
    const fixtures: Record<string, OrderFixture> = {
      open: { ...base },
      writing: { ...base, status: 'processing_cw' },
      freshForProofreading: { ...base, status: 'ready_for_pr', proofreading: 'open' },
      staleForProofreading: { ...base, status: 'ready_for_pr', proofreading: 'open' },
      staleWithoutHistory: { ...base, status: 'ready_for_pr', proofreading: 'open', updatedAt: hoursFromNow(-30) },
      rejectionRequested: { ...base, status: 'rejection_requested' },
      accepted: { ...base, status: 'accepted', finalWords: 300, acceptedAt: hoursFromNow(-2) },
      canceled: { ...base, status: 'canceled' },
      rejected: { ...base, status: 'rejected' },
      otherClientOpen: { clientId: otherClientId, projectId: otherProjectId, culture: 'fr-FR', title: `${marker} elsewhere` },
    };
    for (const [name, fixture] of Object.entries(fixtures)) o[name] = await insertOrder(db, fixture);
    // updated_at is recent for these two: only the history says how long they have waited.
    const submitted = { action: 'submit', fromStatus: 'processing_cw', toStatus: 'ready_for_pr', actorRole: 'linguist' } as const;
    await insertHistory(db, { ...submitted, orderId: o.freshForProofreading!, createdAt: hoursFromNow(-1) });
    await insertHistory(db, { ...submitted, orderId: o.staleForProofreading!, createdAt: hoursFromNow(-30) });
  });

  async function list(path: string): Promise<string[]> {
    const found = await ids(`${path}${path.includes('?') ? '&' : '?'}limit=100&search=${marker}`, adminToken);
    return Object.entries(o)
      .filter(([, id]) => found.includes(id))
      .map(([key]) => key)
      .sort();
  }

  it('lists open, processing and completed orders of every client', async () => {
    expect(await list('/admin/orders/open')).toEqual(['open', 'otherClientOpen']);
    expect(await list('/admin/orders/processing')).toEqual([
      'freshForProofreading',
      'rejectionRequested',
      'staleForProofreading',
      'staleWithoutHistory',
      'writing',
    ]);
    expect(await list('/admin/orders/completed')).toEqual(['accepted', 'canceled', 'rejected']);
  });

  it('lists orders needing action: rejection requests and texts waiting over 24 hours for a proofreader', async () => {
    expect(await list('/admin/orders/action-required')).toEqual(['rejectionRequested', 'staleForProofreading', 'staleWithoutHistory']);
    expect(await list('/admin/orders/action-required?filter=all')).toEqual(['rejectionRequested', 'staleForProofreading', 'staleWithoutHistory']);
    expect(await list('/admin/orders/action-required?filter=proofreader_missing')).toEqual(['staleForProofreading', 'staleWithoutHistory']);
    expect(await list('/admin/orders/action-required?filter=rejection_requested')).toEqual(['rejectionRequested']);
    await get('/admin/orders/action-required?filter=urgent', adminToken).expect(400);
  });

  it('narrows by client, language and id', async () => {
    expect(await list(`/admin/orders/open?clientId=${otherClientId}`)).toEqual(['otherClientOpen']);
    expect(await list('/admin/orders/open?languages=fr-FR')).toEqual(['otherClientOpen']);
    expect(await ids(`/admin/orders/completed?search=${o.rejected}`, adminToken)).toEqual([o.rejected]);
    expect((await page(`/admin/orders/completed?clientId=${clientId}&limit=0`, adminToken)).total).toBe(3);
  });

  it('reads any order without pay, and refuses other roles', async () => {
    const res = await get(`/admin/order/${o.accepted}`, adminToken).expect(200);
    expect(res.body).toMatchObject({ id: o.accepted, clientId, pay: null, price: { final: fixtureGross(300) } });
    await get(`/admin/order/${o.open}/revisions`, adminToken).expect(200, { data: [] });
    await get('/admin/order/2147483000', adminToken).expect(404);
    const client = await createClient();
    await get('/admin/orders/open', await tokenOf('client', client)).expect(403);
  });

  it('names the client for staff only: company first, else the full name', async () => {
    await setCompanyName(db, clientId, 'Teak & Co. KG');
    const listed = await get(`/admin/orders/open?clientId=${clientId}&search=${marker}`, adminToken).expect(200);
    expect(listed.body.data.map((order: { clientName: string }) => order.clientName)).toEqual(['Teak & Co. KG']);
    const other = await get(`/admin/order/${o.otherClientOpen}`, adminToken).expect(200);
    expect(other.body.clientName).toMatch(/\S/); // factories give every client a first and last name
    expect(other.body.clientName).not.toContain('@');

    const asOwner = await get(`/client/order/${o.open}`, await tokenOf('client', owner)).expect(200);
    expect(asOwner.body.clientName).toBeNull();
  });
});
