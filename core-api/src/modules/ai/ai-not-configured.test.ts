import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newClient } from '../orders/testing/order-scenario.js';

let api: TestContext;

beforeAll(async () => {
  api = await startTestApi({ OPENAI_API_KEY: undefined });
});

afterAll(() => api.close());

describe('the generator without OPENAI_API_KEY', () => {
  it('answers 503 "not configured" to generate and usage, and still lists saved results', async () => {
    const client = await newClient(api, { servicesAvailable: ['gpt3_topics_titles'] });
    const auth = { Authorization: `Bearer ${client.token}` };
    for (const res of [
      await api.request().post('/client/generator/generate').set(auth).send({ language: 'en', type: 'TITLE', keyword: 'coffee' }),
      await api.request().get('/client/generator/usage').set(auth),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'NOT_CONFIGURED', message: 'The AI title and outline generator (OPENAI_API_KEY) is not configured' });
    }
    await expectStatus(api.request().get('/client/generator/results').set(auth), 200);
  });

  it('answers 403 before 503 to a client without the service', async () => {
    const client = await newClient(api, { servicesAvailable: ['copywriting'] });
    const res = await api.request().post('/client/generator/generate').set('Authorization', `Bearer ${client.token}`).send({ language: 'en', type: 'TITLE', keyword: 'coffee' });
    expect(res.status).toBe(403);
  });
});
