import type { OrderTextWords } from '@inkwell/contracts';
import type { TextLayoutDto } from '@inkwell/templates';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { send } from '../templates/testing/template-requests.js';
import { CULTURE, call, expectStatus, newClient, newLinguist, newOrder, newProject, orderRequest, orderState, type Actor } from './testing/order-scenario.js';

// jest ignores testTimeout inside a project; scenarios of many HTTP calls need more than 5 s on a busy machine
jest.setTimeout(60_000);

let api: TestContext;
let client: Actor;
let writer: Actor;
let stranger: Actor;
let projectId: number;

const errorOf = (res: { body: unknown }) => (res.body as { error: Record<string, string[]> }).error;
const put = (path: string, body?: object) => call(api, 'put', path, writer.token, body);

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, {}, 10_000_000n);
  writer = await newLinguist(api);
  // writes French only, so the German order is not hers to see
  stranger = await newLinguist(api, { languages: ['fr-FR'] });
  projectId = await newProject(api, client);
  await expectStatus(send(api, 'post', '/client/settings/stopwords', client.token, { language: CULTURE, stopwords: ['billig', 'Rabatt'] }), 200);
  await expectStatus(send(api, 'post', '/client/settings/stopwords', client.token, { language: 'en-GB', stopwords: ['Kessel'] }), 200);
  await expectStatus(send(api, 'post', '/client/settings/dictionary', client.token, { language: CULTURE, words: ['Inkwell'] }), 200);
});

afterAll(() => api.close());

async function takenOrder(layoutId?: number): Promise<number> {
  const request = orderRequest({ orders: [{ title: 'Kettle page', minWords: 1, maxWords: 100 }], ...(layoutId === undefined ? {} : { layoutId }) });
  const id = await newOrder(api, client, projectId, request);
  await expectStatus(put(`/linguist/order/${id}/take`), 200);
  return id;
}

describe('the client’s stopwords while a linguist writes', () => {
  it('gives the editor the client’s lists for the order’s language, to linguists who may see the order only', async () => {
    const id = await takenOrder();
    const words = await expectStatus(send(api, 'get', `/linguist/order/${id}/text/words`, writer.token), 200);
    expect(words.body).toEqual<OrderTextWords>({ language: CULTURE, stopwords: ['billig', 'Rabatt'], dictionary: ['Inkwell'] });
    await expectStatus(send(api, 'get', `/linguist/order/${id}/text/words`, stranger.token), 404);
  });

  it('saves a draft with a stopword but refuses to submit it with 422 naming each use and its position', async () => {
    const id = await takenOrder();
    const text = 'Ein billiger Kessel, heute BILLIG mit Rabatt.';
    await expectStatus(put(`/linguist/order/${id}/text/save`, { text }), 200);

    const refused = await expectStatus(put(`/linguist/order/${id}/text/submit`, { text }), 422);
    // whole words only, whatever their case; 'billiger' and the other language's 'Kessel' are fine
    expect(errorOf(refused)).toEqual({
      text: ['The client does not allow the word "BILLIG". Position 28.', 'The client does not allow the word "Rabatt". Position 39.'],
    });
    expect((await orderState(api, id)).status).toBe('processing_cw');

    await expectStatus(put(`/linguist/order/${id}/text/submit`, { text: 'Ein günstiger Kessel, heute preiswert.' }), 200);
    expect((await orderState(api, id)).status).toBe('ready_for_client');
  });

  it('names the section and the position within it for a layout’s text', async () => {
    const paragraph = [{ element: 'block' as const, tag: 'p' as const }];
    const tree = { element: 'layout' as const, sections: [{ element: 'section' as const, name: 'Intro', type: 'flexible' as const, children: paragraph }] };
    const layout = (await expectStatus(send(api, 'post', '/client/text-layout', client.token, { name: 'With intro', tree }), 201)).body as TextLayoutDto;
    const id = await takenOrder(layout.id);
    const refused = await expectStatus(put(`/linguist/order/${id}/text/submit`, { sections: { Intro: 'Nur heute billig.' } }), 422);
    expect(errorOf(refused)).toEqual({ 'sections.Intro': ['The client does not allow the word "billig". Position 11.'] });
  });
});
