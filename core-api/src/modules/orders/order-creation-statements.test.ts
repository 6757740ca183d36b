import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { readsCatalogue, statementsDuring } from '../../testing/sql-statements.js';
import { newClient, newLinguist, newOrder, newProject, orderRequest, type Actor } from './testing/order-scenario.js';

// Issue 10: languages, levels, currencies and system prices come from core-api's in-memory catalogue
// (decision 024), so creating an order reads none of their tables. Before it, one order read them six times.

let api: TestContext;
let client: Actor;
let projectId: number;
let directLinguist: Actor;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, {}, 10_000_000n);
  projectId = await newProject(api, client);
  directLinguist = await newLinguist(api);
});

afterAll(() => api.close());

describe('POST /client/project/:id/orders', () => {
  it.each([
    ['an open order', () => orderRequest()],
    ['an open order with proofreading', () => orderRequest({ proofreading: { assignment: 'open' } })],
    ['a direct order', () => orderRequest({ type: 'DO', linguistId: directLinguist.id })],
  ])('creates %s without reading a catalogue table', async (_kind, request) => {
    const statements = await statementsDuring(api.runtime.sequelize, () => newOrder(api, client, projectId, request()));
    expect(statements.filter((sql) => sql.startsWith('INSERT INTO "orders"'))).toHaveLength(1);
    expect(statements.filter(readsCatalogue)).toEqual([]);
  });
});
