import { QueryTypes } from 'sequelize';
import type { ClientPriceListDto, PriceListPositionsDto, SystemPriceListDto } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newAdmin, newClient, newProject, orderRequest, type Actor } from '../orders/testing/order-scenario.js';
import { priceDay } from './price-days.js';
import { inForceOn } from './system-price-catalogue.js';

// Decision 053: dated price lists. Every system position this file schedules is removed after its test, so the
// seeded list the other test files of this worker price with is what they expect.

jest.setTimeout(60_000);

let api: TestContext;
let admin: Actor;

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
});

afterEach(async () => {
  await api.runtime.sequelize.query("DELETE FROM system_prices WHERE effective_from > DATE '1970-01-01'");
  await api.runtime.sequelize.query('DELETE FROM client_price_lists WHERE created_by = :adminId', { replacements: { adminId: admin.id } });
  await api.catalogues.settle();
});

afterAll(() => api.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => priceDay();
const dayFromToday = (days: number) => priceDay(new Date(Date.now() + days * DAY_MS));

const get = (path: string, token = admin.token) => api.request().get(path).set('Authorization', `Bearer ${token}`);
const send = (method: 'put' | 'post' | 'delete', path: string, body?: object, token = admin.token) => {
  const req = api.request()[method](path).set('Authorization', `Bearer ${token}`);
  return body === undefined ? req : req.send(body);
};

const germanPremium = (overrides: object = {}) => ({
  currency: 'EUR',
  service: 'copywriting',
  languageGroup: 'German',
  level: 'premium',
  clientPricePerWord: '0.09',
  linguistPayPerWord: '0.06',
  effectiveFrom: today(),
  ...overrides,
});

/** Net minor units of 100 words as staff's price calculator for the client answers them. */
async function netOf100Words(clientId: number, culture: string, level: string, extra = ''): Promise<number> {
  const res = await get(`/admin/client/${clientId}/order-price-calculator?min=100&max=100&language=${culture}&level=${level}${extra}`).expect(200);
  return (res.body as { min: { amountNet: number } }).min.amountNet;
}

async function storedPriceOf(orderId: number): Promise<string> {
  const [row] = await api.runtime.sequelize.query<{ price: string }>('SELECT client_price_per_word::text AS price FROM orders WHERE id = :orderId', {
    type: QueryTypes.SELECT,
    replacements: { orderId },
  });
  return row?.price ?? '';
}

async function staffOrder(client: Actor, projectId: number, level: string): Promise<number> {
  const res = await expectStatus(send('post', `/admin/client/${client.id}/project/${projectId}/orders`, orderRequest({ level })), 201);
  return (res.body as { ids: number[] }).ids[0] as number;
}

async function systemPositions(service = 'copywriting', currency = 'EUR'): Promise<PriceListPositionsDto> {
  return (await get(`/admin/pricing/system/positions?currency=${currency}&service=${service}`).expect(200)).body as PriceListPositionsDto;
}

async function newClientList(client: Actor): Promise<ClientPriceListDto> {
  return (await expectStatus(send('post', '/admin/pricing/client', { clientId: client.id }), 201)).body as ClientPriceListDto;
}

describe('staff raise a system price from a day', () => {
  it('prices the query and a new order with it, while an order created before keeps its price', async () => {
    const client = await newClient(api, { invoicing: 'invoice' });
    const projectId = await newProject(api, client);
    expect(await netOf100Words(client.id, 'de-DE', 'premium')).toBe(750);
    const before = await staffOrder(client, projectId, 'premium');

    const answer = await expectStatus(send('put', '/admin/pricing/system/positions', germanPremium()), 200);
    expect((answer.body as PriceListPositionsDto).positions).toContainEqual(
      expect.objectContaining({ languageGroup: 'German', level: 'premium', clientPricePerWord: '0.09', linguistPayPerWord: '0.06', effectiveFrom: today(), state: 'current' }),
    );

    expect(await netOf100Words(client.id, 'de-DE', 'premium')).toBe(900);
    expect(await netOf100Words(client.id, 'de-AT', 'premium')).toBe(900);
    expect(await netOf100Words(client.id, 'fr-FR', 'premium')).toBe(750);
    expect(await netOf100Words(client.id, 'de-DE', 'professional')).toBe(450);
    const after = await staffOrder(client, projectId, 'premium');
    expect(await storedPriceOf(after)).toBe('0.090000');
    expect(await storedPriceOf(before)).toBe('0.075000');
    const [pay] = await api.runtime.sequelize.query<{ pay: string }>('SELECT writer_pay_per_word::text AS pay FROM orders WHERE id = :after', {
      type: QueryTypes.SELECT,
      replacements: { after },
    });
    expect(pay?.pay).toBe('0.060000');
  });

  it('keeps a change from a later day scheduled, shown as such, and lets staff cancel it but not a position in force', async () => {
    const client = await newClient(api, { invoicing: 'invoice' });
    const tomorrow = dayFromToday(1);
    const res = await expectStatus(send('put', '/admin/pricing/system/positions', germanPremium({ effectiveFrom: tomorrow })), 200);
    const positions = (res.body as PriceListPositionsDto).positions;
    const scheduled = positions.find((p) => p.languageGroup === 'German');
    expect(scheduled).toMatchObject({ effectiveFrom: tomorrow, state: 'scheduled' });
    expect(positions.find((p) => p.languageGroup === null && p.level === 'premium')).toMatchObject({ clientPricePerWord: '0.075', state: 'current' });
    expect(await netOf100Words(client.id, 'de-DE', 'premium')).toBe(750);

    const lists = (await get('/admin/pricing/system').expect(200)).body as SystemPriceListDto[];
    expect(lists.map((list) => list.currency)).toEqual(['EUR', 'USD', 'GBP']);
    expect(lists[0]).toEqual({ currency: 'EUR', current: 15, scheduled: 1, nextChange: tomorrow });
    expect(lists[1]).toEqual({ currency: 'USD', current: 15, scheduled: 0, nextChange: null });

    const inForce = positions.find((p) => p.languageGroup === null && p.level === 'premium');
    await expectStatus(send('delete', `/admin/pricing/system/position/${inForce?.id}`), 409);
    await expectStatus(send('delete', `/admin/pricing/system/position/${scheduled?.id}`), 204);
    await expectStatus(send('delete', `/admin/pricing/system/position/${scheduled?.id}`), 404);
    expect((await systemPositions()).positions.some((p) => p.languageGroup === 'German')).toBe(false);
  });

  it('prices with the latest position that has begun, whatever was added later', async () => {
    const client = await newClient(api, { invoicing: 'invoice' });
    // Past days cannot be scheduled through the API; a position written days ago is what this stands for.
    await api.runtime.sequelize.query(
      `INSERT INTO system_prices (currency_id, language_group, service, level_code, client_price_per_word, linguist_pay_per_word, effective_from)
       SELECT id, 'German', 'copywriting', 'good', v.price::numeric, v.pay::numeric, v.day::date FROM currencies,
              (VALUES ('0.03', '0.02', :lastWeek), ('0.05', '0.03', :yesterday), ('0.07', '0.04', :tomorrow)) AS v(price, pay, day)
        WHERE iso4217 = 'EUR'`,
      { replacements: { lastWeek: dayFromToday(-7), yesterday: dayFromToday(-1), tomorrow: dayFromToday(1) } },
    );
    await api.catalogues.settle();
    expect(await netOf100Words(client.id, 'de-DE', 'good')).toBe(500);
    const german = (await systemPositions()).positions.filter((p) => p.languageGroup === 'German');
    expect(german.map((p) => [p.clientPricePerWord, p.state])).toEqual([
      ['0.05', 'current'],
      ['0.07', 'scheduled'],
    ]);
  });

  it('refuses an invalid change with a 400 naming the field and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ effectiveFrom: dayFromToday(-1) }, 'effectiveFrom'],
      [{ effectiveFrom: '2027-02-30' }, 'effectiveFrom'],
      [{ effectiveFrom: '01.12.2026' }, 'effectiveFrom'],
      [{ linguistPayPerWord: '0.1' }, 'linguistPayPerWord'],
      [{ languageGroup: 'Klingon' }, 'languageGroup'],
      [{ clientPricePerWord: '0' }, 'clientPricePerWord'],
      [{ clientPricePerWord: '7.5e-2' }, 'clientPricePerWord'],
      [{ clientPricePerWord: 0.09 }, 'clientPricePerWord'],
      [{ clientPricePerWord: '0.0000001' }, 'clientPricePerWord'],
      [{ level: 'legendary' }, 'level'],
      [{ service: 'painting' }, 'service'],
      [{ currency: 'CHF' }, 'currency'],
    ];
    for (const [change, field] of cases) {
      const res = await send('put', '/admin/pricing/system/positions', germanPremium(change));
      expect([res.status, Object.keys((res.body as { error?: object }).error ?? {})]).toEqual([400, [field]]);
    }
    expect((await systemPositions()).positions.some((p) => p.languageGroup === 'German')).toBe(false);
  });

  it('is for staff only', async () => {
    const client = await newClient(api);
    await expectStatus(get('/admin/pricing/system', client.token), 403);
    await expectStatus(send('put', '/admin/pricing/system/positions', germanPremium(), client.token), 403);
    await expectStatus(api.request().get('/admin/pricing/clients'), 401);
  });
});

describe('client price lists', () => {
  it('override the system list for their client only: the group, then every group, then the system list', async () => {
    const client = await newClient(api, { invoicing: 'invoice' });
    const other = await newClient(api, { invoicing: 'invoice' });
    const list = await newClientList(client);
    expect(list).toMatchObject({ clientId: client.id, currency: 'EUR', current: 0, scheduled: 0 });
    await expectStatus(send('put', '/admin/pricing/system/positions', germanPremium()), 200);

    const position = { service: 'copywriting', languageGroup: null, level: 'premium', clientPricePerWord: '0.08', effectiveFrom: today() };
    const res = await expectStatus(send('put', `/admin/pricing/client/${list.id}/positions`, position), 200);
    expect((res.body as PriceListPositionsDto).positions).toEqual([
      expect.objectContaining({ languageGroup: null, level: 'premium', clientPricePerWord: '0.08', linguistPayPerWord: null, state: 'current' }),
    ]);
    // The client's price for every group beats the system's German price; others keep the system's.
    expect(await netOf100Words(client.id, 'de-DE', 'premium')).toBe(800);
    expect(await netOf100Words(other.id, 'de-DE', 'premium')).toBe(900);

    await expectStatus(send('put', `/admin/pricing/client/${list.id}/positions`, { ...position, languageGroup: 'German', clientPricePerWord: '0.1' }), 200);
    expect(await netOf100Words(client.id, 'de-DE', 'premium')).toBe(1000);
    expect(await netOf100Words(client.id, 'fr-FR', 'premium')).toBe(800);
    expect(await netOf100Words(client.id, 'fr-FR', 'good')).toBe(280);

    // The linguist still earns the system pay.
    const projectId = await newProject(api, client);
    const orderId = await staffOrder(client, projectId, 'premium');
    const [order] = await api.runtime.sequelize.query<{ price: string; pay: string }>(
      'SELECT client_price_per_word::text AS price, writer_pay_per_word::text AS pay FROM orders WHERE id = :orderId',
      { type: QueryTypes.SELECT, replacements: { orderId } },
    );
    expect(order).toEqual({ price: '0.100000', pay: '0.060000' });

    const found = (await get(`/admin/pricing/clients?search=${client.id}`).expect(200)).body as { data: ClientPriceListDto[]; total: number };
    expect(found).toEqual({ total: 1, data: [expect.objectContaining({ id: list.id, current: 2, scheduled: 0 })] });
  });

  it('accept the price query naming the client’s own list and refuse another client’s, naming clientPriceListId', async () => {
    const client = await newClient(api, { invoicing: 'invoice' });
    const other = await newClient(api, { invoicing: 'invoice' });
    const own = await newClientList(client);
    const others = await newClientList(other);
    expect(await netOf100Words(client.id, 'de-DE', 'good', `&clientPriceListId=${own.id}`)).toBe(280);
    const refused = await get(`/admin/client/${client.id}/order-price-calculator?min=100&max=100&language=de-DE&level=good&clientPriceListId=${others.id}`);
    expect([refused.status, Object.keys((refused.body as { error: object }).error)]).toEqual([400, ['clientPriceListId']]);
    const asClient = await get(`/client/orders/text-price?min=100&max=100&language=de-DE&level=good&clientPriceListId=${others.id}`, client.token);
    expect(asClient.status).toBe(400);
  });

  it('exist once per client, for clients that exist, and refuse invalid positions', async () => {
    const client = await newClient(api);
    const list = await newClientList(client);
    await expectStatus(send('post', '/admin/pricing/client', { clientId: client.id }), 409);
    const unknown = await send('post', '/admin/pricing/client', { clientId: 2_000_000_000 });
    expect([unknown.status, Object.keys((unknown.body as { error: object }).error)]).toEqual([400, ['clientId']]);
    await expectStatus(get('/admin/pricing/client/2000000000'), 404);
    await expectStatus(get('/admin/pricing/client/2000000000/positions'), 404);
    await expectStatus(get(`/admin/pricing/client/${list.id}`), 200);

    const position = { service: 'copywriting', languageGroup: null, level: 'good', clientPricePerWord: '0.04', effectiveFrom: dayFromToday(-1) };
    const past = await send('put', `/admin/pricing/client/${list.id}/positions`, position);
    expect([past.status, Object.keys((past.body as { error: object }).error)]).toEqual([400, ['effectiveFrom']]);
    const scheduled = await expectStatus(send('put', `/admin/pricing/client/${list.id}/positions`, { ...position, effectiveFrom: dayFromToday(3) }), 200);
    const [pending] = (scheduled.body as PriceListPositionsDto).positions;
    expect(pending).toMatchObject({ state: 'scheduled', effectiveFrom: dayFromToday(3) });
    await expectStatus(send('delete', `/admin/pricing/client/position/${pending?.id}`), 204);
    await expectStatus(send('put', '/admin/pricing/client/2000000000/positions', { ...position, effectiveFrom: today() }), 404);
  });
});

describe('inForceOn', () => {
  const positions = [{ effectiveFrom: '2026-12-01' }, { effectiveFrom: '2026-11-01' }, { effectiveFrom: '1970-01-01' }];

  it('picks the newest position that has begun on the day', () => {
    expect(inForceOn(positions, '2026-11-30')).toBe(positions[1]);
    expect(inForceOn(positions, '2026-12-01')).toBe(positions[0]);
    expect(inForceOn(positions, '1969-12-31')).toBeNull();
    expect(inForceOn(undefined, '2026-12-01')).toBeNull();
  });
});
