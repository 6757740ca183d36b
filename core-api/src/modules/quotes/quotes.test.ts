import { QueryTypes } from 'sequelize';
import type { AdminQuoteDto, AdminQuoteListResponse, InstantQuoteResponse, QuoteDto, TextPriceResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { tinyDocx, tinyPdf, tinyPng } from '../../http/file-upload.fixtures.js';
import { CULTURE, expectStatus, newAdmin, newClient, newOrders, newProject, orderRequest, type Actor } from '../orders/testing/order-scenario.js';

jest.setTimeout(120_000);

let api: TestContext;
let admin: Actor;

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
});

afterAll(async () => {
  await api.close();
});

const errorOf = (res: { body: unknown }) => (res.body as { error?: Record<string, string[]> }).error ?? {};
const post = (actor: Actor, path: string, body: object) => api.request().post(path).set('Authorization', `Bearer ${actor.token}`).send(body);
const get = (actor: Actor, path: string) => api.request().get(path).set('Authorization', `Bearer ${actor.token}`);

function query<T extends object>(sql: string, replacements: Record<string, unknown>): Promise<T[]> {
  return api.runtime.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
}

const mailsTo = (recipient: string) =>
  query<{ template: string; subject: string; text_body: string; language: string }>(
    'SELECT template, subject, text_body, language FROM mail_outbox WHERE recipient = :recipient ORDER BY id',
    { recipient },
  );

const instant = { service: 'copywriting', language: CULTURE, level: 'good', paymentMethod: 'CARD', textsCount: 5, wordsCount: 500 };

describe('POST /client/quote/copywriting/instant', () => {
  it('answers what the order wizard charges for the same orders: net, tax and fee as text-price, net and tax as the orders created', async () => {
    const client = await newClient(api, { vat: '0.19' }, 1_000_000n);
    const quote = (await expectStatus(post(client, '/client/quote/copywriting/instant', instant), 200)).body as InstantQuoteResponse;

    const price = (
      await expectStatus(
        get(client, `/client/orders/text-price?min=500&max=500&textsAmount=5&language=${CULTURE}&level=good&services=copywriting&type=OO&paymentMethod=CARD`),
        200,
      )
    ).body as TextPriceResponse;
    expect(quote).toMatchObject({ amountNet: price.max.amountNet, tax: price.max.tax, serviceFee: price.max.fee, amountGross: price.max.amountGross, currency: 'EUR' });
    expect(quote.amountGross).toBe(quote.amountNet + quote.serviceFee + quote.tax);
    expect(quote.amountNet).toBe(quote.pricePerOrder * 5);
    expect(Number.isInteger(quote.amountNet) && quote.amountNet > 0).toBe(true);

    // The orders the wizard creates for the same inputs hold, together, the quote's net plus tax.
    const projectId = await newProject(api, client);
    const ids = await newOrders(
      api,
      client,
      projectId,
      orderRequest({ orders: Array.from({ length: 5 }, (_, n) => ({ title: `Text ${n + 1}`, minWords: 500, maxWords: 500, keywords: ['kettle'] })) }),
    );
    const [sum] = await query<{ gross: string; perWord: string }>(
      'SELECT sum(price_max)::text AS gross, min(client_price_per_word)::text AS "perWord" FROM orders WHERE id IN (:ids)',
      { ids },
    );
    expect(Number(sum?.gross)).toBe(quote.amountNet + quote.tax);
    expect(Number(sum?.perWord)).toBe(Number(quote.pricePerWord));
  });

  it('prices proofreading alone below copywriting with proofreading, and both above copywriting alone', async () => {
    const client = await newClient(api);
    const net = async (service: string) =>
      ((await expectStatus(post(client, '/client/quote/copywriting/instant', { ...instant, service }), 200)).body as InstantQuoteResponse).pricePerWord;
    const [copywriting, proofreading, both] = [await net('copywriting'), await net('proofreading'), await net('copywriting_proofreading')];
    expect(Number(both)).toBeCloseTo(Number(copywriting) + Number(proofreading), 6);
    expect(Number(proofreading)).toBeGreaterThan(0);
    expect(Number(proofreading)).toBeLessThan(Number(both));
  });

  it('charges an invoiced client no payment fee and refuses another method for it, naming paymentMethod', async () => {
    const client = await newClient(api, { invoicing: 'invoice' });
    const quote = (await expectStatus(post(client, '/client/quote/copywriting/instant', { ...instant, paymentMethod: 'BANK' }), 200)).body as InstantQuoteResponse;
    expect(quote.serviceFee).toBe(0);
    const refused = await expectStatus(post(client, '/client/quote/copywriting/instant', instant), 400);
    expect(errorOf(refused)).toHaveProperty('paymentMethod');
  });

  it('names every field that is wrong: counts below 1 or fractional, an unknown service, level and language', async () => {
    const client = await newClient(api);
    const res = await expectStatus(
      post(client, '/client/quote/copywriting/instant', { service: 'translating', language: CULTURE, level: 'legendary', paymentMethod: 'CASH', textsCount: 0, wordsCount: 2.5 }),
      400,
    );
    expect(Object.keys(errorOf(res)).sort()).toEqual(['level', 'paymentMethod', 'service', 'textsCount', 'wordsCount']);
    const unknown = await expectStatus(post(client, '/client/quote/copywriting/instant', { ...instant, language: 'xx-XX' }), 400);
    expect(errorOf(unknown)).toHaveProperty('language');
  });
});

const copywritingQuote = { textTopicId: 1, textTypeId: 1, language: CULTURE, projectScope: 'LESS_20_TEXTS_PER_MONTH', projectDescription: 'Twelve product pages a month.' };
const translationData = { textTopicId: 1, textTypeId: 1, sourceLanguage: CULTURE, targetLanguages: ['en-GB', 'fr-FR'], projectScope: 'ONE_OFF_PROJECT', projectDescription: 'Our catalogue.' };

function translationRequest(client: Actor, data: object, file?: { content: Buffer; name: string; type: string }) {
  const req = api.request().post('/client/quote/translation').set('Authorization', `Bearer ${client.token}`).field('data', JSON.stringify(data));
  return file ? req.attach('file', file.content, { filename: file.name, contentType: file.type }) : req;
}

describe('custom quote requests', () => {
  it('stores a copywriting request and mails staff about it', async () => {
    const client = await newClient(api);
    const quote = (await expectStatus(post(client, '/client/quote/copywriting', copywritingQuote), 201)).body as QuoteDto;
    expect(quote).toMatchObject({ kind: 'copywriting', status: 'new', clientId: client.id, language: { culture: CULTURE }, targetLanguages: [], file: null, reply: null });
    const mails = (await mailsTo(api.config.seller.email)).filter((m) => m.template === 'quote-requested');
    expect(mails.some((m) => m.subject.includes(`Quote request ${quote.id}`) && m.text_body.includes('Twelve product pages a month.'))).toBe(true);
  });

  it('names the missing fields and refuses a projectScope outside the spec’s list', async () => {
    const client = await newClient(api);
    const res = await expectStatus(post(client, '/client/quote/copywriting', { projectScope: 'SOMETIMES' }), 400);
    expect(Object.keys(errorOf(res)).sort()).toEqual(['language', 'projectDescription', 'projectScope', 'textTopicId', 'textTypeId']);
    const topic = await expectStatus(post(client, '/client/quote/copywriting', { ...copywritingQuote, textTopicId: 999_999 }), 400);
    expect(errorOf(topic)).toHaveProperty('textTopicId');
  });

  it('stores a translation request with its file, by content hash, and lets its client and staff download it', async () => {
    const client = await newClient(api);
    const quote = (await expectStatus(translationRequest(client, translationData, { content: tinyPdf, name: 'catalogue.pdf', type: 'application/pdf' }), 201)).body as QuoteDto;
    expect(quote).toMatchObject({ kind: 'translation', targetLanguages: [{ culture: 'en-GB' }, { culture: 'fr-FR' }], file: { fileName: 'catalogue.pdf', contentType: 'application/pdf', bytes: tinyPdf.length } });
    expect(quote.file?.sha256).toMatch(/^[0-9a-f]{64}$/);

    const own = await expectStatus(get(client, `/client/quote/${quote.id}/file`).buffer(true), 200);
    expect(Buffer.compare(own.body as Buffer, tinyPdf)).toBe(0);
    const staff = await get(admin, `/admin/quote/${quote.id}/file`).buffer(true);
    expect(staff.status).toBe(200);
    expect(staff.headers['content-disposition']).toMatch(/^attachment; filename="catalogue.pdf"/);
  });

  it('takes a request without a file, and a plain text file', async () => {
    const client = await newClient(api);
    await expectStatus(translationRequest(client, translationData), 201);
    const text = (await expectStatus(translationRequest(client, translationData, { content: Buffer.from('Grüße aus Berlin\n'), name: 'texts.txt', type: 'text/plain' }), 201)).body as QuoteDto;
    expect(text.file?.contentType).toBe('text/plain');
  });

  it('refuses a file of another type by its content, even named .pdf, and a translation into its own source', async () => {
    const client = await newClient(api);
    const image = await expectStatus(translationRequest(client, translationData, { content: tinyPng, name: 'scan.png', type: 'image/png' }), 400);
    expect(errorOf(image)).toHaveProperty('file');
    const renamed = await expectStatus(translationRequest(client, translationData, { content: tinyPng, name: 'scan.pdf', type: 'application/pdf' }), 400);
    expect(errorOf(renamed)).toHaveProperty('file');
    const docxAsPdf = await expectStatus(translationRequest(client, translationData, { content: tinyDocx, name: 'texts.pdf', type: 'application/octet-stream' }), 400);
    expect(errorOf(docxAsPdf)).toHaveProperty('file');
    const own = await expectStatus(translationRequest(client, { ...translationData, targetLanguages: [CULTURE] }), 400);
    expect(errorOf(own)).toHaveProperty('targetLanguages');
    const noData = await expectStatus(api.request().post('/client/quote/translation').set('Authorization', `Bearer ${client.token}`).attach('file', tinyPdf, 'a.pdf'), 400);
    expect(errorOf(noData)).toHaveProperty('data');
    const missing = await expectStatus(translationRequest(client, { projectScope: 'ONE_OFF_PROJECT' }), 400);
    expect(Object.keys(errorOf(missing)).sort()).toEqual(['projectDescription', 'sourceLanguage', 'targetLanguages', 'textTopicId', 'textTypeId']);
  });

  it('hides one client’s request and file from another', async () => {
    const [owner, other] = [await newClient(api), await newClient(api)];
    const quote = (await expectStatus(translationRequest(owner, translationData, { content: tinyPdf, name: 'a.pdf', type: 'application/pdf' }), 201)).body as QuoteDto;
    await expectStatus(get(owner, `/client/quote/${quote.id}`), 200);
    await expectStatus(get(other, `/client/quote/${quote.id}`), 404);
    await expectStatus(get(other, `/client/quote/${quote.id}/file`), 404);
  });
});

describe('staff quotes', () => {
  it('lists new requests, answers one by mail to its client, and then lists it as answered', async () => {
    const client = await newClient(api, { language: 'de', firstName: 'Clara' });
    const quote = (await expectStatus(post(client, '/client/quote/copywriting', copywritingQuote), 201)).body as QuoteDto;

    const fresh = (await expectStatus(get(admin, '/admin/quotes?status=new&limit=100'), 200)).body as AdminQuoteListResponse;
    expect(fresh.data.map((q) => q.id)).toContain(quote.id);
    expect(fresh.data.every((q) => q.status === 'new')).toBe(true);
    const paged = (await expectStatus(get(admin, '/admin/quotes?status=new&limit=1&offset=0'), 200)).body as AdminQuoteListResponse;
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(fresh.total);

    const detail = (await expectStatus(get(admin, `/admin/quote/${quote.id}`), 200)).body as AdminQuoteDto;
    expect(detail).toMatchObject({ id: quote.id, clientName: 'Clara Client', textTopic: { id: 1 }, textType: { id: 1 } });

    const blank = await expectStatus(post(admin, `/admin/quote/${quote.id}/reply`, { reply: '  ' }), 400);
    expect(errorOf(blank)).toHaveProperty('reply');
    const answered = (await expectStatus(post(admin, `/admin/quote/${quote.id}/reply`, { reply: '0.09 € per word, 12 texts a month.' }), 200)).body as AdminQuoteDto;
    expect(answered).toMatchObject({ status: 'answered', reply: '0.09 € per word, 12 texts a month.' });
    expect(answered.answeredAt).not.toBeNull();
    await expectStatus(post(admin, `/admin/quote/${quote.id}/reply`, { reply: 'Again' }), 409);

    const [mail] = (await mailsTo(detail.clientEmail)).filter((m) => m.template === 'quote-answered');
    expect(mail).toMatchObject({ language: 'de' });
    expect(mail?.text_body).toContain('0.09 € per word');

    const done = (await expectStatus(get(admin, '/admin/quotes?status=answered&limit=100'), 200)).body as AdminQuoteListResponse;
    expect(done.data.map((q) => q.id)).toContain(quote.id);
    const own = (await expectStatus(get(client, `/client/quote/${quote.id}`), 200)).body as QuoteDto;
    expect(own.reply).toBe('0.09 € per word, 12 texts a month.');
  });

  it('answers 404 for a request that does not exist, and keeps the staff routes from clients', async () => {
    await expectStatus(get(admin, '/admin/quote/999999'), 404);
    await expectStatus(post(admin, '/admin/quote/999999/reply', { reply: 'Hello' }), 404);
    const client = await newClient(api);
    await expectStatus(get(client, '/admin/quotes'), 403);
  });
});
