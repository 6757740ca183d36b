import { QueryTypes } from 'sequelize';
import type { TextLayoutDto, TemplateTree } from '@inkwell/templates';
import type { OrderTextDto } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { send } from '../templates/testing/template-requests.js';
import { call, expectStatus, newClient, newLinguist, newOrder, newProject, orderRequest, orderState, words, type Actor } from './testing/order-scenario.js';

// jest ignores testTimeout inside a project; scenarios of many HTTP calls need more than 5 s on a busy machine
jest.setTimeout(60_000);

let api: TestContext;
let client: Actor;
let writer: Actor;
let projectId: number;
let layout: TextLayoutDto;

/** Introduction 5..10 words (fixed), Details ≤ 4 (optional), Summary ≥ 2 (flexible). */
function sectionedLayout(): TemplateTree {
  const paragraph = [{ element: 'block' as const, tag: 'p' as const }];
  return {
    element: 'layout',
    sections: [
      { element: 'section', name: 'Introduction', type: 'fixed', min: 5, max: 10, children: paragraph },
      { element: 'section', name: 'Details', type: 'optional', max: 4, children: paragraph },
      { element: 'section', name: 'Summary', type: 'flexible', min: 2, children: paragraph },
    ],
  };
}

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, {}, 10_000_000n);
  writer = await newLinguist(api);
  projectId = await newProject(api, client);
  const created = await expectStatus(send(api, 'post', '/client/text-layout', client.token, { name: 'Sectioned', tree: sectionedLayout() }), 201);
  layout = created.body as TextLayoutDto;
});

afterAll(() => api.close());

const put = (path: string, body?: object) => call(api, 'put', path, writer.token, body);

/** An order taken by `writer`, with the layout unless told otherwise, of minWords..maxWords overall. */
async function takenOrder(options: { withLayout?: boolean; minWords?: number; maxWords?: number } = {}): Promise<number> {
  const item = { title: 'Kettle page', minWords: options.minWords ?? 1, maxWords: options.maxWords ?? 100 };
  const request = orderRequest({ orders: [item], ...(options.withLayout === false ? {} : { layoutId: layout.id }) });
  const id = await newOrder(api, client, projectId, request);
  await expectStatus(put(`/linguist/order/${id}/take`), 200);
  return id;
}

async function storedTexts(orderId: number) {
  return api.runtime.sequelize.query<{ version: number; content: string; words: number; sections: Record<string, string> | null }>(
    'SELECT version, content, words, sections FROM order_texts WHERE order_id = :orderId ORDER BY version',
    { type: QueryTypes.SELECT, replacements: { orderId } },
  );
}

describe('submitting a text against the order’s layout', () => {
  it('accepts a conforming text: stores the sections, their joined text with headings and all their words', async () => {
    const id = await takenOrder();
    const sections = { Introduction: words(6), Summary: words(3) };
    const res = await expectStatus(put(`/linguist/order/${id}/text/submit`, { sections }), 200);
    expect(res.body).toEqual({ id, status: 'ready_for_client' });
    const content = `Introduction\n\n${words(6)}\n\nSummary\n\n${words(3)}`;
    expect(await storedTexts(id)).toEqual([{ version: 1, content, words: 9, sections }]);

    const read = await expectStatus(send(api, 'get', `/client/order/${id}/text`, client.token), 200);
    expect(read.body as OrderTextDto).toMatchObject({ content, words: 9, version: 1, sections });
  });

  it('joins the sections in layout order, whatever order they were sent in', async () => {
    const id = await takenOrder();
    const sections = { Summary: 'Short and sweet.', Details: 'Made of steel.', Introduction: 'This kettle boils water very fast.' };
    await expectStatus(put(`/linguist/order/${id}/text/submit`, { sections }), 200);
    const [text] = await storedTexts(id);
    expect(text?.content).toBe('Introduction\n\nThis kettle boils water very fast.\n\nDetails\n\nMade of steel.\n\nSummary\n\nShort and sweet.');
    expect(text?.words).toBe(12);
  });

  it('refuses with 422 naming each section that breaks the layout, and writes nothing', async () => {
    const id = await takenOrder();
    await expectStatus(put(`/linguist/order/${id}/text/save`, { sections: { Introduction: words(2) } }), 200);
    const res = await expectStatus(put(`/linguist/order/${id}/text/submit`, { sections: { Introduction: words(3), Details: words(7) } }), 422);
    const body = res.body as { message: string; error: Record<string, string[]> };
    expect(body.error).toEqual({
      'sections.Introduction': ['Section "Introduction" has 3 words; it needs 5 to 10'],
      'sections.Details': ['Section "Details" has 7 words; it allows at most 4'],
      'sections.Summary': ['Section "Summary" is missing'],
    });
    expect(body.message).toContain('Section "Introduction" has 3 words');
    expect((await orderState(api, id)).status).toBe('processing_cw');
    // only the draft saved before is there
    expect(await storedTexts(id)).toEqual([{ version: 0, content: `Introduction\n\n${words(2)}`, words: 2, sections: { Introduction: words(2) } }]);
  });

  it('refuses a section too long, and a section the layout does not have', async () => {
    const id = await takenOrder();
    const res = await expectStatus(put(`/linguist/order/${id}/text/submit`, { sections: { Introduction: words(11), Summary: words(2), Extra: words(1) } }), 422);
    expect((res.body as { error: Record<string, string[]> }).error).toEqual({
      'sections.Introduction': ['Section "Introduction" has 11 words; it allows 5 to 10'],
      'sections.Extra': ['The layout has no section "Extra"'],
    });
    expect(await storedTexts(id)).toEqual([]);
  });

  it('still checks the order’s overall min..max', async () => {
    const id = await takenOrder({ minWords: 20, maxWords: 30 });
    const res = await expectStatus(put(`/linguist/order/${id}/text/submit`, { sections: { Introduction: words(6), Summary: words(3) } }), 422);
    const message = 'The text has 9 words; this order needs 20 to 30';
    expect((res.body as { error: Record<string, string[]> }).error).toEqual({ text: [message] });
    expect(await storedTexts(id)).toEqual([]);
  });

  it('refuses a whole text for a layout order with 400', async () => {
    const id = await takenOrder();
    const res = await expectStatus(put(`/linguist/order/${id}/text/submit`, { text: words(9) }), 400);
    expect(Object.keys((res.body as { error: Record<string, string[]> }).error)).toEqual(['sections']);
  });

  it('saves a draft by section and answers it with its sections', async () => {
    const id = await takenOrder();
    const sections = { Introduction: words(2), Summary: '' };
    const res = await expectStatus(put(`/linguist/order/${id}/text/save`, { sections }), 200);
    expect(res.body).toEqual({ content: `Introduction\n\n${words(2)}`, words: 2, sections, authorRole: 'writer', version: 0, submittedAt: null });
    const read = await expectStatus(send(api, 'get', `/linguist/order/${id}/text`, writer.token), 200);
    expect(read.body).toMatchObject({ version: 0, sections });
  });
});

describe('orders without a layout', () => {
  it('take a whole text exactly as before, without sections', async () => {
    const id = await takenOrder({ withLayout: false });
    const draft = await expectStatus(put(`/linguist/order/${id}/text/save`, { text: words(4) }), 200);
    expect(draft.body).toEqual({ content: words(4), words: 4, authorRole: 'writer', version: 0, submittedAt: null });
    await expectStatus(put(`/linguist/order/${id}/text/submit`, { text: words(40) }), 200);
    expect(await storedTexts(id)).toEqual([{ version: 1, content: words(40), words: 40, sections: null }]);
    const read = await expectStatus(send(api, 'get', `/client/order/${id}/text`, client.token), 200);
    expect(read.body).not.toHaveProperty('sections');
  });

  it('refuse sections with 400 on save and submit, and write nothing', async () => {
    const id = await takenOrder({ withLayout: false });
    for (const action of ['save', 'submit']) {
      const res = await expectStatus(put(`/linguist/order/${id}/text/${action}`, { sections: { Introduction: words(6) } }), 400);
      expect((res.body as { error: Record<string, string[]> }).error).toEqual({ sections: [`Order ${id} has no layout; send its text as a whole`] });
    }
    expect(await storedTexts(id)).toEqual([]);
  });
});

describe('the body', () => {
  it('takes exactly one of text and sections, section names of at most 50 characters', async () => {
    const id = await takenOrder();
    const bodies = [{}, { text: 'a', sections: { Introduction: 'a' } }, { sections: { ['x'.repeat(51)]: 'a' } }, { sections: { Introduction: 5 } }];
    for (const body of bodies) await expectStatus(put(`/linguist/order/${id}/text/submit`, body), 400);
    await expectStatus(put(`/linguist/order/${id}/text/save`, { sections: { ['x'.repeat(50)]: 'a' } }), 200);
  });

  it('refuses more than 1,000,000 characters in all', async () => {
    const id = await takenOrder();
    const half = 'a'.repeat(500_001);
    const res = await expectStatus(put(`/linguist/order/${id}/text/save`, { sections: { Introduction: half, Summary: half } }), 400);
    expect(Object.keys((res.body as { error: Record<string, string[]> }).error)).toEqual(['sections']);
  });
});
