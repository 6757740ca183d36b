import { QueryTypes } from 'sequelize';
import type { ProjectDto } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { call, expectStatus, newClient, newLinguist, type Actor } from '../orders/testing/order-scenario.js';

let api: TestContext;
let client: Actor;
let other: Actor;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api);
  other = await newClient(api);
});

afterAll(() => api.close());

async function projectRow(id: number) {
  const [row] = await api.runtime.sequelize.query<Record<string, unknown>>(
    `SELECT p.client_id, p.name, l.culture, p.purchase_order, p.quote_id, p.external_id, p.deadline_at
       FROM projects p JOIN languages l ON l.id = p.language_id WHERE p.id = :id`,
    { type: QueryTypes.SELECT, replacements: { id } },
  );
  return row;
}

async function create(body: object = { name: 'Spring campaign', language: 'de-DE' }): Promise<number> {
  const res = await expectStatus(call(api, 'post', '/client/project', client.token, body), 201);
  return (res.body as { id: number }).id;
}

describe('POST /client/project', () => {
  it('creates a project of the caller and answers its id', async () => {
    const res = await expectStatus(
      call(api, 'post', '/client/project', client.token, {
        name: 'Spring campaign',
        language: 'de-de',
        purchaseOrder: 'PO-4711',
        externalId: 'crm-12',
        deadlineAt: '2030-04-01T10:00:00.000Z',
      }),
      201,
    );
    expect(res.body).toEqual({ id: expect.any(Number) });
    expect(await projectRow((res.body as { id: number }).id)).toEqual({
      client_id: client.id,
      name: 'Spring campaign',
      culture: 'de-DE',
      purchase_order: 'PO-4711',
      quote_id: null,
      external_id: 'crm-12',
      deadline_at: new Date('2030-04-01T10:00:00.000Z'),
    });
  });

  it('refuses a missing name with 400 and an unknown language with 400 naming the field', async () => {
    const missing = await expectStatus(call(api, 'post', '/client/project', client.token, { language: 'de-DE' }), 400);
    expect(missing.body).toMatchObject({ error: { name: expect.any(Array) } });
    const unknown = await expectStatus(call(api, 'post', '/client/project', client.token, { name: 'X', language: 'xx-XX' }), 400);
    expect(unknown.body).toMatchObject({ message: 'Unknown language xx-XX', error: { language: ['Unknown language xx-XX'] } });
  });

  it('is for clients only', async () => {
    const linguist = await newLinguist(api);
    await expectStatus(call(api, 'post', '/client/project', linguist.token, { name: 'X', language: 'de-DE' }), 403);
  });
});

describe('PUT and PATCH /client/project/:id', () => {
  it('PUT replaces every field, clearing the ones left out, and answers the project', async () => {
    const id = await create({ name: 'Spring', language: 'de-DE', purchaseOrder: 'PO-1', quoteId: 'Q-1' });
    const res = await expectStatus(call(api, 'put', `/client/project/${id}`, client.token, { name: 'Summer', language: 'fr-FR', externalId: 'ext-9' }), 200);
    expect(res.body as ProjectDto).toMatchObject({ id, name: 'Summer', language: { culture: 'fr-FR' }, purchaseOrder: null, quoteId: null, externalId: 'ext-9' });
    expect(await projectRow(id)).toMatchObject({ name: 'Summer', culture: 'fr-FR', purchase_order: null, quote_id: null, external_id: 'ext-9' });
    await expectStatus(call(api, 'put', `/client/project/${id}`, client.token, { name: 'No language' }), 400);
  });

  it('PATCH changes only the given fields', async () => {
    const id = await create({ name: 'Spring', language: 'de-DE', purchaseOrder: 'PO-1' });
    const res = await expectStatus(call(api, 'patch', `/client/project/${id}`, client.token, { externalId: 'ext-1', deadlineAt: null }), 200);
    expect(res.body as ProjectDto).toMatchObject({ id, name: 'Spring', purchaseOrder: 'PO-1', externalId: 'ext-1', deadlineAt: null });
    expect(await projectRow(id)).toMatchObject({ name: 'Spring', culture: 'de-DE', purchase_order: 'PO-1', external_id: 'ext-1' });
    await expectStatus(call(api, 'patch', `/client/project/${id}`, client.token, {}), 400);
    await expectStatus(call(api, 'patch', `/client/project/${id}`, client.token, { language: 'xx-XX' }), 400);
  });

  it('answers 404 for another client’s project and leaves it unchanged', async () => {
    const id = await create();
    await expectStatus(call(api, 'put', `/client/project/${id}`, other.token, { name: 'Taken over', language: 'de-DE' }), 404);
    await expectStatus(call(api, 'patch', `/client/project/${id}`, other.token, { name: 'Taken over' }), 404);
    await expectStatus(call(api, 'patch', `/client/project/${id + 1_000_000}`, client.token, { name: 'Nothing' }), 404);
    expect((await projectRow(id))?.name).toBe('Spring campaign');
  });
});
