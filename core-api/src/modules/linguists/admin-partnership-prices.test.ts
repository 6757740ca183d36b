import type { AdminClientPartnershipPrice } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newAdmin, newClient, newLinguist, type Actor } from '../orders/testing/order-scenario.js';
import { insertOrder, insertProject } from '../orders/order-queries.fixtures.js';

let api: TestContext;
let admin: Actor;
let anna: Actor;
let bert: Actor;
let client: Actor;
let stranger: Actor;

function send(method: 'get' | 'put' | 'delete', path: string, actor: Actor, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}
const pricesOf = async (clientId: number) => (await expectStatus(send('get', `/admin/client/${clientId}/partnership-prices`, admin), 200)).body as AdminClientPartnershipPrice[];
const priceOf = (clientId: number, linguistId: number) => `/admin/client/${clientId}/linguist/${linguistId}/partnership-price`;

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
  anna = await newLinguist(api, { nickname: 'partner_anna', level: 'premium', languages: ['de-DE', 'en-GB'] });
  bert = await newLinguist(api, { nickname: 'partner_bert', level: 'premium', languages: ['de-DE'] });
  client = await newClient(api, { nickname: 'Partner Co' });
  stranger = await newClient(api);
  const db = api.runtime.sequelize;
  const projectId = await insertProject(db, { clientId: client.id });
  await insertOrder(db, { clientId: client.id, projectId, status: 'accepted', writerId: anna.id, acceptedAt: new Date() });
  await insertOrder(db, { clientId: client.id, projectId, status: 'accepted', writerId: bert.id, acceptedAt: new Date() });
});

afterAll(() => api.close());

describe('a client’s partnership prices for staff', () => {
  it('sets them on the linguists’ behalf by their own rules, lists them with nicknames, and removes one', async () => {
    expect(await pricesOf(client.id)).toEqual([]);
    // her level's range, her languages, and a client she worked for decide, as when she sets it herself
    await expectStatus(send('put', priceOf(client.id, anna.id), admin, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.2' }), 422);
    await expectStatus(send('put', priceOf(client.id, bert.id), admin, { language: 'en-GB', service: 'copywriting', pricePerWord: '0.07' }), 422);
    await expectStatus(send('put', priceOf(stranger.id, anna.id), admin, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.07' }), 404);
    await expectStatus(send('put', priceOf(client.id, anna.id), admin, { language: 'de-DE', service: 'copywriting', pricePerWord: 'cheap' }), 400);

    await expectStatus(send('put', priceOf(client.id, anna.id), admin, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.07' }), 200);
    await expectStatus(send('put', priceOf(client.id, anna.id), admin, { language: 'en-GB', service: 'copywriting', pricePerWord: '0.065' }), 200);
    await expectStatus(send('put', priceOf(client.id, bert.id), admin, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.06' }), 200);
    // a second save changes the price rather than adding one
    await expectStatus(send('put', priceOf(client.id, anna.id), admin, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.075' }), 200);

    const prices = await pricesOf(client.id);
    expect(prices.map(({ linguist, language, service, pricePerWord, currency }) => [linguist.nickname, language.culture, service, pricePerWord, currency])).toEqual([
      ['partner_anna', 'de-DE', 'copywriting', '0.075', 'EUR'],
      ['partner_anna', 'en-GB', 'copywriting', '0.065', 'EUR'],
      ['partner_bert', 'de-DE', 'copywriting', '0.06', 'EUR'],
    ]);
    // she sees what staff set for her
    expect((await expectStatus(send('get', `/linguist/partnership/${client.id}/price`, anna), 200)).body).toHaveLength(2);
    expect(await pricesOf(stranger.id)).toEqual([]);

    await expectStatus(send('delete', `${priceOf(client.id, anna.id)}?language=en-GB&service=copywriting`, admin), 204);
    await expectStatus(send('delete', `${priceOf(client.id, anna.id)}?language=en-GB&service=copywriting`, admin), 404);
    await expectStatus(send('delete', `${priceOf(client.id, anna.id)}?language=en-GB`, admin), 400);
    expect((await pricesOf(client.id)).map((price) => [price.linguist.nickname, price.language.culture])).toEqual([
      ['partner_anna', 'de-DE'],
      ['partner_bert', 'de-DE'],
    ]);
  });

  it('answers 404 for an unknown client and refuses anyone but staff', async () => {
    await expectStatus(send('get', '/admin/client/999999/partnership-prices', admin), 404);
    await expectStatus(send('get', `/admin/client/${client.id}/partnership-prices`, client), 403);
    await expectStatus(send('put', priceOf(client.id, 999999), admin, { language: 'de-DE', service: 'copywriting', pricePerWord: '0.07' }), 404);
  });
});
