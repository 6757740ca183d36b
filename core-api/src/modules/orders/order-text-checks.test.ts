import PgBoss from 'pg-boss';
import { QueryTypes } from 'sequelize';
import { countWords, type AiCheckResult, type OrderListPage, type PlagiarismResult, type TextInformation, type TextPreview } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../testing/fake-openai-server.js';
import { AI_CHECK_QUEUE, heuristicTextDetector, openAiTextDetector, runAiCheck } from '../ai/index.js';
import { call, expectStatus, newAdmin, newClient, newLinguist, newOrder, newProject, orderRequest, type Actor } from './testing/order-scenario.js';

jest.setTimeout(90_000);

let api: TestContext;
let boss: PgBoss;
let fake: FakeOpenAiServer;
let client: Actor;
let otherClient: Actor;
let writer: Actor;
let stranger: Actor;
let admin: Actor;
let projectId: number;

const RUN = Date.now().toString(36);

/** A text of `count` words no other test writes: each word carries this run's tag and the seed. */
function uniqueText(seed: string, count = 60): string {
  const sentences: string[] = [];
  for (let i = 0; i < count; i += 10) {
    sentences.push(`${Array.from({ length: Math.min(10, count - i) }, (_, j) => `w${seed}${RUN}n${i + j}`).join(' ')}.`);
  }
  return sentences.join(' ');
}

const get = (path: string, actor: Actor) => api.request().get(path).set('Authorization', `Bearer ${actor.token}`);
const post = (path: string, actor: Actor) => call(api, 'post', path, actor.token);

async function submittedOrder(owner: Actor, text: string, keywords: string[] = ['kettle']): Promise<number> {
  const ownerProject = owner === client ? projectId : await newProject(api, owner);
  const id = await newOrder(api, owner, ownerProject, orderRequest({ orders: [{ title: `Text ${RUN}`, minWords: 1, maxWords: 1000, keywords }] }));
  await expectStatus(call(api, 'put', `/linguist/order/${id}/take`, writer.token), 200);
  await expectStatus(call(api, 'put', `/linguist/order/${id}/text/submit`, writer.token, { text }), 200);
  return id;
}

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  api = await startTestApi();
  // The queue exists (so a request can queue its job) but no worker runs: the tests run the job themselves.
  boss = new PgBoss({ connectionString: api.config.databaseUrl, schedule: false, supervise: false });
  await boss.start();
  await boss.createQueue(AI_CHECK_QUEUE, { name: AI_CHECK_QUEUE, policy: 'standard' });
  client = await newClient(api, {}, 100_000_000n);
  otherClient = await newClient(api, {}, 100_000_000n);
  writer = await newLinguist(api);
  stranger = await newLinguist(api);
  admin = await newAdmin(api);
  projectId = await newProject(api, client);
});

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await api.close();
  await fake.close();
});

describe('the AI-text check', () => {
  it('runs with the local heuristic without a key, says so, and refuses a second check of the same text with 409', async () => {
    const id = await submittedOrder(client, 'It is important to note that kettles boil water quickly and safely in every modern kitchen today. Furthermore, a good kettle saves energy and time for the whole family every day. In conclusion, choose a kettle that suits the way you live and cook at home.');
    expect((await expectStatus(get(`/client/order/${id}/ai-check`, client), 200)).body).toEqual([]);

    const requested = (await expectStatus(post(`/client/order/${id}/ai-check`, client), 201)).body as AiCheckResult;
    expect(requested).toMatchObject({ orderId: id, status: 'CREATE_REQUESTED', provider: 'heuristic', probability: null, historic: false });
    const running = await expectStatus(post(`/client/order/${id}/ai-check`, client), 409);
    expect((running.body as { message: string }).message).toContain('already running');

    await runAiCheck(requested.id, heuristicTextDetector());
    const [done] = (await expectStatus(get(`/admin/order/${id}/ai-check`, admin), 200)).body as AiCheckResult[];
    expect(done).toMatchObject({ id: requested.id, status: 'DONE', provider: 'heuristic', historic: false, contractorTextId: requested.contractorTextId });
    expect(done!.probability).toBeGreaterThan(0.5);
    expect(done!.classifications[0]).toMatchObject({ ai: true, matches: expect.arrayContaining([expect.objectContaining({ text: expect.stringContaining('Furthermore') })]) });
    expect((await expectStatus(post(`/admin/order/${id}/ai-check`, admin), 409)).body).toMatchObject({ message: expect.stringContaining('text must change') });
  });

  it('makes the results historic when the text changes, and then allows a new check', async () => {
    const id = await submittedOrder(client, uniqueText('hist'));
    const first = (await expectStatus(post(`/client/order/${id}/ai-check`, client), 201)).body as AiCheckResult;
    await runAiCheck(first.id, heuristicTextDetector());
    await expectStatus(call(api, 'put', `/client/order/${id}/revise`, client.token, { comment: 'Please say more about kettles.' }), 200);
    await expectStatus(call(api, 'put', `/linguist/order/${id}/text/submit`, writer.token, { text: uniqueText('hist2') }), 200);

    const historic = (await expectStatus(get(`/client/order/${id}/ai-check?historic=true`, client), 200)).body as AiCheckResult[];
    expect(historic.map((check) => [check.id, check.historic])).toEqual([[first.id, true]]);
    expect((await expectStatus(get(`/client/order/${id}/ai-check?historic=false`, client), 200)).body).toEqual([]);
    const second = (await expectStatus(post(`/client/order/${id}/ai-check`, client), 201)).body as AiCheckResult;
    expect(second.contractorTextId).not.toBe(first.contractorTextId);
  });

  it('asks an OpenAI-compatible model through the SDK, and records an unreadable answer as FAILED with a clear reason', async () => {
    const id = await submittedOrder(client, 'Kettles are great. People love them very much.');
    const detector = openAiTextDetector({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, model: 'gpt-test-mini', timeoutMs: 2000 }, api.runtime.logger);
    const check = (await expectStatus(post(`/client/order/${id}/ai-check`, client), 201)).body as AiCheckResult;
    await runAiCheck(check.id, detector);
    const [done] = (await expectStatus(get(`/client/order/${id}/ai-check`, client), 200)).body as AiCheckResult[];
    expect(done).toMatchObject({ status: 'DONE', provider: 'openai', probability: 0.87, classifications: [{ ai: true, probability: 0.87, matches: [{ words: 3, text: 'Kettles are great.' }] }] });
    expect(fake.requests.at(-1)).toMatchObject({ model: 'gpt-test-mini', schemaName: 'ai_text_check' });
    expect(JSON.parse(fake.requests.at(-1)!.messages[1]!.content)).toEqual({ text: 'Kettles are great. People love them very much.' });

    const other = await submittedOrder(client, 'Another kettle text. It whistles.');
    const failing = (await expectStatus(post(`/client/order/${other}/ai-check`, client), 201)).body as AiCheckResult;
    fake.failNext({ kind: 'malformed', content: '{"probability": 7, "classifications": []}' });
    await runAiCheck(failing.id, detector);
    const [failed] = (await expectStatus(get(`/client/order/${other}/ai-check`, client), 200)).body as AiCheckResult[];
    expect(failed).toMatchObject({ status: 'FAILED', probability: null, error: expect.stringContaining('could not be read') });
    // a failed check does not block the next one
    await expectStatus(post(`/client/order/${other}/ai-check`, client), 201);
  });

  it('answers another client’s order and a linguist with 404, an order without text with 409', async () => {
    const id = await submittedOrder(client, uniqueText('tenant'));
    await expectStatus(get(`/client/order/${id}/ai-check`, otherClient), 404);
    await expectStatus(post(`/client/order/${id}/ai-check`, otherClient), 404);
    await expectStatus(get(`/linguist/order/${id}/ai-check`, writer), 404);
    const untouched = await newOrder(api, client, projectId);
    await expectStatus(post(`/admin/order/${untouched}/ai-check`, admin), 409);
    await expectStatus(get(`/client/order/${id}/ai-check?historic=maybe`, client), 400);
  });
});

describe('plagiarism', () => {
  it('finds the order a text copies, with the passage; flags the copy for staff; a different text finds nothing', async () => {
    const original = uniqueText('orig', 80);
    const source = await submittedOrder(otherClient, original);
    const copy = await submittedOrder(client, `My own opening words here. ${original.split('. ').slice(2, 6).join('. ')}. And my own ending too.`);

    const staffView = (await expectStatus(get(`/admin/order/${copy}/plagiarism`, admin), 200)).body as PlagiarismResult;
    expect(staffView.hit).toBe(true);
    expect(staffView.matches[0]).toMatchObject({ orderId: source, title: `Text ${RUN}` });
    // a quarter of the shingles is kept, so the passages found lie within the 40 copied words and cover most of them
    const copied = original.split('. ').slice(2, 6).join('. ');
    const passages = staffView.matches[0]!.passages;
    expect(passages.every((passage) => copied.includes(passage.text))).toBe(true);
    expect(passages.reduce((sum, passage) => sum + passage.words, 0)).toBeGreaterThanOrEqual(15);

    // the client and the linguist see the passages, not whose order it was
    const clientView = (await expectStatus(get(`/client/order/${copy}/plagiarism`, client), 200)).body as PlagiarismResult;
    expect(clientView.matches[0]).toMatchObject({ orderId: null, title: null, share: staffView.matches[0]!.share });
    const linguistView = (await expectStatus(get(`/linguist/order/${copy}/plagiarism`, writer), 200)).body as PlagiarismResult;
    expect(linguistView.matches[0]!.passages).toEqual(staffView.matches[0]!.passages);

    const [comment] = await api.runtime.sequelize.query<{ kind: string; comment: string }>(
      'SELECT kind, comment FROM order_comments WHERE order_id = :copy AND resolved_at IS NULL',
      { type: QueryTypes.SELECT, replacements: { copy } },
    );
    expect(comment).toMatchObject({ kind: 'PLAGIARISM_HIT', comment: expect.stringContaining(`order ${source}`) });
    const actionRequired = (await expectStatus(get(`/admin/orders/action-required?clientId=${client.id}&limit=100`, admin), 200)).body as OrderListPage;
    expect(actionRequired.data.map((order) => order.id)).toContain(copy);

    const different = await submittedOrder(client, uniqueText('fresh', 80));
    const none = (await expectStatus(get(`/admin/order/${different}/plagiarism`, admin), 200)).body as PlagiarismResult;
    expect(none).toMatchObject({ hit: false, matches: [] });
  });

  it('lets staff dismiss a hit with a reason: recorded in the history, off the action-required list, no hit for the client and the linguist', async () => {
    const original = uniqueText('dorig', 80);
    await submittedOrder(otherClient, original);
    const copy = await submittedOrder(client, `Fresh words open it. ${original.split('. ').slice(1, 6).join('. ')}. Fresh words end it.`);
    const put = (path: string, actor: Actor, body?: object) => call(api, 'put', path, actor.token, body);

    const missing = await expectStatus(put(`/admin/order/${copy}/plagiarism/dismiss`, admin, { reason: '  ' }), 400);
    expect(JSON.stringify(missing.body)).toContain('reason');
    await expectStatus(put(`/admin/order/${copy}/plagiarism/dismiss`, admin, { reason: 'x'.repeat(2001) }), 400);
    await expectStatus(put(`/client/order/${copy}/plagiarism/dismiss`, client, { reason: 'Mine' }), 404);
    await expectStatus(put(`/admin/order/999999999/plagiarism/dismiss`, admin, { reason: 'Nothing' }), 404);

    const dismissed = (await expectStatus(put(`/admin/order/${copy}/plagiarism/dismiss`, admin, { reason: 'Both texts quote the client’s own brochure.' }), 200))
      .body as PlagiarismResult;
    expect(dismissed).toMatchObject({ hit: false, dismissal: { reason: 'Both texts quote the client’s own brochure.' } });
    expect(dismissed.matches.length).toBeGreaterThan(0);
    for (const [path, actor] of [
      [`/client/order/${copy}/plagiarism`, client],
      [`/linguist/order/${copy}/plagiarism`, writer],
      [`/admin/order/${copy}/plagiarism`, admin],
    ] as const) {
      expect((await expectStatus(get(path, actor), 200)).body).toMatchObject({ hit: false, dismissal: { reason: 'Both texts quote the client’s own brochure.' } });
    }
    const history = (await expectStatus(get(`/admin/order/${copy}/history`, admin), 200)).body as { data: { action: string; note: string; actorRole: string }[] };
    expect(history.data.at(-1)).toMatchObject({ action: 'dismiss_plagiarism', note: 'Both texts quote the client’s own brochure.', actorRole: 'admin' });
    const actionRequired = (await expectStatus(get(`/admin/orders/action-required?clientId=${client.id}&limit=100`, admin), 200)).body as OrderListPage;
    expect(actionRequired.data.map((order) => order.id)).not.toContain(copy);
    await expectStatus(put(`/admin/order/${copy}/plagiarism/dismiss`, admin, { reason: 'Again' }), 409);

    const clean = await submittedOrder(client, uniqueText('dclean', 80));
    await expectStatus(put(`/admin/order/${clean}/plagiarism/dismiss`, admin, { reason: 'Nothing to dismiss' }), 409);
    const [{ count }] = await api.runtime.sequelize.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM order_history WHERE order_id = :clean AND action = 'dismiss_plagiarism'",
      { type: QueryTypes.SELECT, replacements: { clean } },
    );
    expect(count).toBe(0);
  });

  it('answers another tenant with 404', async () => {
    const id = await submittedOrder(client, uniqueText('mine'));
    await expectStatus(get(`/client/order/${id}/plagiarism`, otherClient), 404);
    // a linguist who neither writes nor may take the order does not see it
    await expectStatus(get(`/linguist/order/${id}/plagiarism`, stranger), 404);
  });
});

describe('text information and preview', () => {
  it('counts the order’s keywords in the text and renders it as escaped paragraphs', async () => {
    const text = 'A kettle <b>boils</b>.\n\nThe Kettle whistles; kettles sing.';
    const id = await submittedOrder(client, text, ['kettle', 'tea']);
    const info = (await expectStatus(get(`/linguist/order/${id}/text/information`, writer), 200)).body as TextInformation;
    expect(info).toEqual({ keywords: [{ keyword: 'kettle', count: 2 }, { keyword: 'tea', count: 0 }], wordsCount: countWords(text) });
    await expectStatus(get(`/admin/order/${id}/text/information`, admin), 200);
    const preview = (await expectStatus(get(`/admin/order/${id}/text/preview`, admin), 200)).body as TextPreview;
    expect(preview).toEqual({ html: '<p>A kettle &lt;b&gt;boils&lt;/b&gt;.</p><p>The Kettle whistles; kettles sing.</p>', hasLayout: false });
    await expectStatus(get(`/client/order/${id}/text/preview`, client), 404);
  });
});
