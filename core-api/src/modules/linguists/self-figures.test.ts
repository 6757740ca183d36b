import type { LinguistActivity, LinguistOrderStats, Page, SelfClientEarnings, SelfClientRating } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newClient, newLinguist, type Actor } from '../orders/testing/order-scenario.js';
import { insertHistory, insertOrder, insertProject, setCompanyName } from '../orders/order-queries.fixtures.js';

let api: TestContext;
let anna: Actor;
let client: Actor;
let other: Actor;
let stranger: Actor;

const get = (path: string, actor: Actor = anna) => api.request().get(path).set('Authorization', `Bearer ${actor.token}`);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  api = await startTestApi();
  anna = await newLinguist(api, { nickname: 'figures_anna' });
  client = await newClient(api, { nickname: 'Acme Writers' });
  other = await newClient(api);
  stranger = await newClient(api);
  await setCompanyName(api.runtime.sequelize, other.id, 'Other GmbH');
  const db = api.runtime.sequelize;
  const projectId = await insertProject(db, { clientId: client.id });
  const otherProject = await insertProject(db, { clientId: other.id });
  const unrated = { status: 'accepted' as const, writerId: anna.id };
  // 333 words at 0.0315 = 10.4895, rounded half-up once per order to 10.49; 100 at 0.03 = 3.00.
  const recent = await insertOrder(db, { clientId: client.id, projectId, title: 'Recent', ...unrated, finalWords: 333, writerPayPerWord: '0.0315', acceptedAt: daysAgo(2), rating: { content: 5, form: 5, readability: 4, communication: 4 } });
  await insertOrder(db, { clientId: client.id, projectId, title: 'Older', ...unrated, finalWords: 100, writerPayPerWord: '0.03', acceptedAt: new Date('2024-03-10T12:00:00Z'), rating: { content: 3, form: 3, readability: 3, communication: 3 } });
  await insertOrder(db, { clientId: client.id, projectId, title: 'Unrated', ...unrated, finalWords: 100, writerPayPerWord: '0.03', acceptedAt: new Date('2024-03-20T12:00:00Z') });
  await insertOrder(db, { clientId: client.id, projectId, title: 'Canceled', status: 'canceled', writerId: anna.id });
  const otherOrder = await insertOrder(db, { clientId: other.id, projectId: otherProject, title: 'For Other', status: 'ready_for_client', writerId: anna.id });
  await insertHistory(db, { orderId: recent, action: 'accept', fromStatus: 'ready_for_client', toStatus: 'accepted', actorRole: 'client', actorId: client.id, createdAt: daysAgo(2) });
  await insertHistory(db, { orderId: otherOrder, action: 'submit', fromStatus: 'processing_cw', toStatus: 'ready_for_client', actorRole: 'linguist', actorId: anna.id, createdAt: daysAgo(1) });
  await expectStatus(api.request().post(`/client/linguist/${anna.id}/notes`).set('Authorization', `Bearer ${client.token}`).send({ text: 'Private to the client' }), 201);
});

afterAll(() => api.close());

describe('her profile figures', () => {
  it('counts every client’s orders', async () => {
    const stats = (await expectStatus(get('/linguist/profile/stats'), 200)).body as LinguistOrderStats;
    expect(stats).toMatchObject({
      ordersByStatus: { accepted: 3, canceled: 1, ready_for_client: 1 },
      totalOrders: 3,
      acceptanceRate: 0.75,
      rejectionRate: 0,
      ratedOrders: 2,
      ratings: { content: 4, form: 4, readability: 3.5, communication: 3.5 },
      rating: 3.75,
    });
  });

  it('lists her activities with every client, naming the client, without the clients’ notes', async () => {
    const page = (await expectStatus(get('/linguist/profile/activities'), 200)).body as Page<LinguistActivity>;
    expect(page.data.map((activity) => [activity.kind, activity.order?.title, activity.client?.name])).toEqual([
      ['order_delivered', 'For Other', 'Other GmbH'],
      ['order_accepted', 'Recent', 'Acme Writers'],
    ]);
    expect(page.data.every((activity) => activity.note === null)).toBe(true);
  });
});

describe('one client’s figures', () => {
  it('answers the client’s ratings of her, the latest first', async () => {
    const rating = (await expectStatus(get(`/linguist/client/${client.id}/rating`), 200)).body as SelfClientRating;
    expect(rating).toMatchObject({ rating: 3.75, ratedOrders: 2, ratings: { content: 4, form: 4, readability: 3.5, communication: 3.5 } });
    expect(rating.recent.map((order) => [order.title, order.rating.content])).toEqual([
      ['Recent', 5],
      ['Older', 3],
    ]);
  });

  it('sums her pay per order rounded once, by month and for the last 30 days', async () => {
    const earnings = (await expectStatus(get(`/linguist/client/${client.id}/earnings`), 200)).body as SelfClientEarnings;
    const thisMonth = daysAgo(2).toISOString().slice(0, 7);
    expect(earnings).toEqual({
      currency: 'EUR',
      total: 1049 + 300 + 300,
      lastMonth: 1049,
      byMonth: [
        { month: thisMonth, orders: 1, amount: 1049 },
        { month: '2024-03', orders: 2, amount: 600 },
      ],
    });
    expect((await expectStatus(get(`/linguist/client/${other.id}/earnings`), 200)).body).toEqual({ currency: null, total: 0, lastMonth: 0, byMonth: [] });
  });

  it('answers stats and activities over that client only', async () => {
    const stats = (await expectStatus(get(`/linguist/client/${other.id}/stats`), 200)).body as LinguistOrderStats;
    expect(stats).toMatchObject({ ordersByStatus: { ready_for_client: 1 }, totalOrders: 0, acceptanceRate: null });
    const page = (await expectStatus(get(`/linguist/client/${client.id}/activities`), 200)).body as Page<LinguistActivity>;
    expect(page).toEqual({ total: 1, data: [expect.objectContaining({ kind: 'order_accepted', client: null, note: null })] });
  });

  it.each(['rating', 'earnings', 'stats', 'activities'])('answers 404 for /%s of a client she never worked for', async (tab) => {
    await expectStatus(get(`/linguist/client/${stranger.id}/${tab}`), 404);
    await expectStatus(get(`/linguist/client/2000000000/${tab}`), 404);
  });
});
