// Issue 14, end to end ("Done when"): the postpaid client (her services include gpt3_topics_titles) opens the title and
// outline generator from the Get started Tools card, generates three titles with the fake OpenAI server and saves one;
// her instant copywriting quote shows what core-api prices the same orders at (the wizard's own text-price answer);
// she sends a custom translation quote with a PDF, which staff find on the back office's Quotes page and download; she
// adds a German stopword, and the writer's text using it is refused at that word in the editor; staff run the AI check
// (answered by the fake OpenAI model, not the local heuristic) and see the plagiarism check name the copied order. The
// editor's spelling marks (Hunspell in a worker, decision 055) name the made-up stopword as unknown to the German
// dictionary and nothing else; staff dismiss the copy's plagiarism hit with a reason, and the client sees no hit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { Client } from 'pg';
import type { InstantQuoteResponse } from '@inkwell/contracts';
import { launchBrowser, newPage, stack } from './support/browser';
import { euros } from './support/money';
import { byRole, choose, click, clickInDialog, dialog, expectToast, fillField, login, open, pathOf, replaceText, selectedText, waitForDialogToClose, waitForExactText, waitForPath } from './support/ui';
import { storySteps } from './support/story';

const CLIENT = 'client@demo.test';
const CLIENT_NAME = 'Demo Postpaid GmbH';
const WRITER = 'writer@demo.test';
const ADMIN = 'admin@demo.test';
const GERMAN_PROJECT = 'Trade fair magazine (German)';
const RUN = Date.now();
const KEYWORD = `trade fair stands ${RUN}`;
/** What the fake OpenAI server answers for a keyword (core-api/src/testing/fake-openai-server.ts). */
const TITLES = [`10 tips for ${KEYWORD}`, `${KEYWORD} explained`, `Why ${KEYWORD} matters in 2026`];
const SAVED_TITLE = TITLES[1];
/** The instant quote: the spec's example of 5 texts of 500 words, copywriting in German at the Linguist level. */
const QUOTE = { language: 'de-DE', languageName: 'German - Germany', level: 'good', levelName: 'Linguist', texts: 5, words: 500 };
const QUOTE_DESCRIPTION = `Our trade fair catalogue (${RUN}), 40 pages, from English into German.`;
const QUOTE_FILE_NAME = `catalogue-${RUN}.pdf`;
/** A one-page PDF, header to %%EOF (as core-api's upload fixtures). */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const STOPWORD = `Ramschware${String(RUN).slice(-4).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
const ORIGINAL_TITLE = `Tools story ${RUN} original`;
const COPY_TITLE = `Tools story ${RUN} copy`;
/** Plain German words, unique to this run, long enough for the plagiarism shingles (decision 047). */
const CLEAN_TEXT = [
  `Die Messe ${RUN} beginnt am Montag mit neuen Ständen für Möbel, Stoffe und Leuchten aus ganz Europa.`,
  'Unsere Händler zeigen dort ihre Sammlung für den Herbst und laden jeden Besucher zu einem Kaffee ein.',
  'Wer früh kommt, findet die besten Plätze in der großen Halle und spricht in Ruhe mit den Herstellern.',
  'Am Abend feiern wir gemeinsam mit allen Gästen den gelungenen Auftakt der Woche in der alten Brauerei.',
].join(' ');
const STOPWORD_TEXT = CLEAN_TEXT.replace('neuen Ständen', `${STOPWORD} und neuen Ständen`);
const STOPWORD_POSITION = STOPWORD_TEXT.indexOf(STOPWORD) + 1;

jest.setTimeout(180_000);
const step = storySteps();

let browser: Browser;
let db: Client;
let clientPage: Page;
let writerPage: Page;
let adminPage: Page;
const seen = { dir: '', clientId: 0, projectId: 0, quoteId: 0, originalId: 0, copyId: 0, stopwordAdded: false };

/** A call to the signed-in user's own BFF, as the app makes it. */
async function bffCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async (m, p, b) => {
      const res = await fetch(p, { method: m, credentials: 'include', headers: b === undefined ? {} : { 'content-type': 'application/json' }, body: b });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
    method,
    url,
    body === undefined ? undefined : JSON.stringify(body),
  );
}

/** Picks the first real option (after the placeholder) of the select labelled `field`, once the options have loaded. */
async function chooseFirst(page: Page, field: string): Promise<string> {
  const select = (await page.locator(byRole('combobox', field)).waitHandle()) as ElementHandle<HTMLSelectElement>;
  const value = await page.waitForFunction((el) => Array.from(el.options).find((option) => option.value !== '')?.value ?? false, {}, select);
  await select.select((await value.jsonValue()) as string);
  return select.evaluate((el) => el.selectedOptions[0]?.text ?? '');
}

/** The figures of the instant quote's result, term → shown value. */
async function quoteFigures(page: Page): Promise<Record<string, string>> {
  const figures = await page.waitForFunction(() => {
    const list = document.querySelector('[aria-label="Your quote"]');
    if (!list) return false;
    return Object.fromEntries(
      Array.from(list.querySelectorAll('dt')).map((dt) => [(dt.textContent ?? '').trim(), (dt.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ').trim()]),
    );
  });
  return (await figures.jsonValue()) as Record<string, string>;
}

/** A German order of the client's in her German project, created through her BFF as the wizard's last step does. */
async function createGermanOrder(title: string): Promise<number> {
  const created = await bffCall<{ ids: number[] }>(clientPage, 'POST', `/api/client/project/${seen.projectId}/orders`, {
    language: 'de-DE',
    level: 'good',
    type: 'OO',
    processingDays: 3,
    orders: [{ title, minWords: 40, maxWords: 200 }],
  });
  expect(created.status).toBe(201);
  return created.body.ids[0];
}

beforeAll(async () => {
  browser = await launchBrowser();
  db = new Client({ connectionString: stack().databaseUrl });
  await db.connect();
  [clientPage, writerPage, adminPage] = await Promise.all([newPage(browser), newPage(browser), newPage(browser)]);
  seen.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-tools-'));
  const { rows } = await db.query<{ client_id: number; project_id: number; services: string[] }>(
    `SELECT c.id AS client_id, p.id AS project_id, c.services_available AS services
       FROM clients c JOIN projects p ON p.client_id = c.id WHERE c.email = $1 AND p.name = $2`,
    [CLIENT, GERMAN_PROJECT],
  );
  if (rows.length !== 1) throw new Error(`The demo data has no project ${GERMAN_PROJECT} of ${CLIENT}`);
  expect(rows[0].services).toContain('gpt3_topics_titles');
  seen.clientId = rows[0].client_id;
  seen.projectId = rows[0].project_id;
});

afterAll(async () => {
  // The demo client is shared with the other stories: her German stopword goes again.
  if (seen.stopwordAdded && clientPage) {
    await bffCall(clientPage, 'DELETE', '/api/client/settings/stopwords', { language: 'de-DE', stopwords: [STOPWORD] }).catch(() => undefined);
  }
  await db?.end();
  await browser?.close();
  if (seen.dir) fs.rmSync(seen.dir, { recursive: true, force: true });
});

describe('issue 14: AI titles, quotes, stopwords and the text checks', () => {
  step('the client opens the title and outline generator from the Get started Tools card', async () => {
    await Promise.all([login(clientPage, 'client', CLIENT), login(writerPage, 'linguist', WRITER), login(adminPage, 'admin', ADMIN)]);
    // The navigation offers it too, to a client with the service.
    await clientPage.locator(`nav ${byRole('link', 'AI titles')}`).wait();
    await open(clientPage, 'client', '/get_started');
    const tools = await clientPage.locator(byRole('region', 'Tools')).waitHandle();
    const link = await tools.waitForSelector(byRole('link', 'Title and outline generator'));
    if (!link) throw new Error('No generator link in the Tools card');
    await waitForExactText(clientPage, 'Let AI suggest titles and outlines for your next texts.');
    await link.click();
    await waitForPath(clientPage, '/title_and_outline_generator');
    await clientPage.locator(byRole('heading', 'Title and outline generator (Beta)')).wait();
  });

  step('she generates three titles for a keyword in the playground and saves one; it is on the Saved tab', async () => {
    expect(await selectedText(clientPage, 'Type')).toBe('Titles');
    await fillField(clientPage, 'Keyword', KEYWORD);
    await click(clientPage, 'button', 'Generate');
    const suggestions = await clientPage.locator(byRole('region', 'Suggestions')).waitHandle();
    const shown = await clientPage.waitForFunction(
      (el) => {
        const titles = Array.from(el.querySelectorAll('h3')).map((item) => (item.textContent ?? '').trim());
        return titles.length >= 3 ? titles : false;
      },
      {},
      suggestions,
    );
    expect(await shown.jsonValue()).toEqual(TITLES);
    await click(clientPage, 'button', `Save “${SAVED_TITLE}”`);
    await expectToast(clientPage, 'The suggestion was saved.');
    const saved = await db.query<{ title: string; keyword: string }>('SELECT title, keyword FROM generator_results WHERE client_id = $1 AND keyword = $2', [seen.clientId, KEYWORD]);
    expect(saved.rows).toEqual([{ title: SAVED_TITLE, keyword: KEYWORD }]);

    await click(clientPage, 'tab', 'Saved');
    await waitForPath(clientPage, '/title_and_outline_generator/saved');
    await clientPage.locator(byRole('button', `Open “${SAVED_TITLE}”`)).wait();
    for (const other of TITLES.filter((title) => title !== SAVED_TITLE)) expect(await clientPage.$(byRole('button', `Open “${other}”`))).toBeNull();
  });

  step('on Get started her instant copywriting quote equals the wizard’s price for the same 5 texts of 500 words', async () => {
    await open(clientPage, 'client', '/get_started');
    const copywriting = await clientPage.locator(byRole('region', 'Copywriting')).waitHandle();
    const getQuote = await copywriting.waitForSelector(byRole('button', 'Get a Quote'));
    await getQuote?.click();
    await dialog(clientPage, 'Copywriting quote');
    await choose(clientPage, 'Service', 'Copywriting');
    await choose(clientPage, 'Language', QUOTE.languageName);
    await choose(clientPage, 'Quality level', QUOTE.levelName);
    // The postpaid client is invoiced: no payment method to choose, bank transfer is sent.
    expect(await clientPage.$(byRole('combobox', 'Payment method'))).toBeNull();
    // Number fields are spin buttons to assistive technology.
    await clientPage.locator(byRole('spinbutton', 'Number of texts')).fill(String(QUOTE.texts));
    await clientPage.locator(byRole('spinbutton', 'Words per text')).fill(String(QUOTE.words));
    const [answer] = await Promise.all([
      clientPage.waitForResponse((res) => res.url().endsWith('/api/client/quote/copywriting/instant') && res.request().method() === 'POST'),
      clickInDialog(clientPage, 'Copywriting quote', 'Calculate'),
    ]);
    expect(answer.status()).toBe(200);
    const quote = (await answer.json()) as InstantQuoteResponse;
    const figures = await quoteFigures(clientPage);

    // The order wizard prices the same orders with core-api's text-price (decision 045): all five, and one of them.
    const query = (texts: number) =>
      `/api/client/orders/text-price?min=${QUOTE.words}&max=${QUOTE.words}&textsAmount=${texts}&language=${QUOTE.language}&level=${QUOTE.level}&services=copywriting&type=OO&paymentMethod=BANK`;
    type Price = { amountNet: number; fee: number; tax: number; amountGross: number; currency: string };
    const all = await bffCall<{ max: Price }>(clientPage, 'GET', query(QUOTE.texts));
    const one = await bffCall<{ max: Price }>(clientPage, 'GET', query(1));
    expect([all.status, one.status]).toEqual([200, 200]);
    expect(all.body.max.currency).toBe('EUR');
    expect(all.body.max.amountNet).toBeGreaterThan(0);
    expect(figures['Amount net']).toBe(euros(BigInt(all.body.max.amountNet)));
    expect(figures['Payment fee']).toBe(euros(BigInt(all.body.max.fee)));
    expect(figures['Tax']).toBe(euros(BigInt(all.body.max.tax)));
    expect(figures['Total']).toBe(euros(BigInt(all.body.max.amountGross)));
    expect(figures['Price per text']).toBe(euros(BigInt(one.body.max.amountNet)));
    expect(quote).toMatchObject({
      amountNet: all.body.max.amountNet,
      serviceFee: all.body.max.fee,
      tax: all.body.max.tax,
      amountGross: all.body.max.amountGross,
      pricePerOrder: one.body.max.amountNet,
      currency: 'EUR',
    });
    await clickInDialog(clientPage, 'Copywriting quote', 'Close');
    await waitForDialogToClose(clientPage, 'Copywriting quote');
  });

  step('she sends a custom translation quote with a PDF and sees the spec’s thanks', async () => {
    const file = path.join(seen.dir, QUOTE_FILE_NAME);
    fs.writeFileSync(file, TINY_PDF);
    const translation = await clientPage.locator(byRole('region', 'Translation')).waitHandle();
    const getQuote = await translation.waitForSelector(byRole('button', 'Get a Quote'));
    await getQuote?.click();
    const box = await dialog(clientPage, 'Custom translation quote');
    await chooseFirst(clientPage, 'Topic');
    await chooseFirst(clientPage, 'Text type');
    await choose(clientPage, 'Source language', 'English', { prefix: true });
    // The multi-select's button is named by its label and what it shows ("Target languages Please choose"): found by its field.
    const targets = await box.waitForSelector('button[id$="-targetLanguages"]');
    await targets?.click();
    const picker = await clientPage.locator(byRole('dialog', 'Target languages')).waitHandle();
    const german = await picker.waitForSelector(byRole('checkbox', QUOTE.languageName));
    await german?.click();
    await clientPage.waitForFunction((el) => (el as HTMLInputElement).checked, {}, german);
    await clientPage.keyboard.press('Escape');
    await clientPage.waitForSelector(byRole('dialog', 'Target languages'), { hidden: true });
    await choose(clientPage, 'Project scope', 'One-off project');
    await fillField(clientPage, 'Project description', QUOTE_DESCRIPTION);
    const input = (await box.waitForSelector('input[type="file"]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(file);
    const [sent] = await Promise.all([
      clientPage.waitForResponse((res) => res.url().endsWith('/api/client/quote/translation') && res.request().method() === 'POST'),
      clickInDialog(clientPage, 'Custom translation quote', 'Send request'),
    ]);
    expect(sent.status()).toBe(201);
    await expectToast(clientPage, 'Thanks for your quote request! Our success team will get back to you within 2-8 hrs during our business hours.');
    await waitForDialogToClose(clientPage, 'Custom translation quote');
    const { rows } = await db.query<{ id: number; kind: string; status: string; file_name: string; bytes: number }>(
      `SELECT q.id, q.kind, q.status, f.file_name, f.bytes FROM quotes q JOIN quote_files f ON f.quote_id = q.id
        WHERE q.client_id = $1 AND q.project_description = $2`,
      [seen.clientId, QUOTE_DESCRIPTION],
    );
    expect(rows).toEqual([{ id: expect.any(Number), kind: 'translation', status: 'new', file_name: QUOTE_FILE_NAME, bytes: TINY_PDF.length }]);
    seen.quoteId = rows[0].id;
  });

  step('staff find the request on the back office’s Quotes page and download its file', async () => {
    await adminPage.locator(`nav ${byRole('link', 'Quotes')}`).click();
    await waitForPath(adminPage, '/quotes');
    const table = await adminPage.locator(byRole('table', 'New')).waitHandle();
    const link = await table.waitForSelector(byRole('link', `Open request ${seen.quoteId}`));
    const row = await link!.evaluate((el) => (el.closest('tr')?.textContent ?? '').replace(/\s+/g, ' '));
    expect(row).toContain(CLIENT_NAME);
    expect(row).toContain('Translation');
    await link!.click();
    await waitForPath(adminPage, `/quote/${seen.quoteId}`);
    await waitForExactText(adminPage, QUOTE_DESCRIPTION);
    const [download] = await Promise.all([
      adminPage.waitForResponse((res) => res.url().endsWith(`/api/admin/quote/${seen.quoteId}/file`)),
      click(adminPage, 'button', `Download ${QUOTE_FILE_NAME}`),
    ]);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');
    expect(Buffer.from(await download.buffer()).equals(TINY_PDF)).toBe(true);
  });

  step('the client adds a German stopword on the Stopwords tab of her settings', async () => {
    await open(clientPage, 'client', '/settings/stopwords');
    await clientPage.locator(byRole('tabpanel', 'Stopwords')).wait();
    await choose(clientPage, 'Language', QUOTE.languageName, { prefix: true });
    await fillField(clientPage, 'Add stopwords', STOPWORD);
    const form = await clientPage.locator(byRole('form', 'Add stopwords')).waitHandle();
    const add = await form.waitForSelector(byRole('button', 'Add'));
    await add!.click();
    await expectToast(clientPage, 'One word added.');
    seen.stopwordAdded = true;
    await clientPage.locator(byRole('button', `Delete “${STOPWORD}”`)).wait();
  });

  step('the writer takes a German order of the client; her text with the stopword is refused at that word', async () => {
    // Set-up through the BFFs: the client orders two German texts, the writer takes both.
    seen.originalId = await createGermanOrder(ORIGINAL_TITLE);
    seen.copyId = await createGermanOrder(COPY_TITLE);
    for (const id of [seen.originalId, seen.copyId]) expect((await bffCall(writerPage, 'PUT', `/api/linguist/order/${id}/take`)).status).toBe(200);

    await open(writerPage, 'linguist', `/order/${seen.originalId}`);
    await replaceText(writerPage, 'Your text', STOPWORD_TEXT);
    // The editor marks the word while she writes…
    const marks = await writerPage.locator(byRole('group', 'Words the client does not allow')).waitHandle();
    await writerPage.waitForFunction((el, word) => (el.textContent ?? '').includes(word), {}, marks, STOPWORD);
    expect(await marks.evaluate((el) => el.textContent)).toContain(`Position ${STOPWORD_POSITION}:`);
    // …and the German dictionary, loaded by the editor's worker, knows every other word but not the made-up one.
    const spelling = await writerPage.locator(byRole('group', 'Words the German dictionary does not know')).setTimeout(30_000).waitHandle();
    await writerPage.waitForFunction((el, word) => (el.textContent ?? '').includes(word), {}, spelling, STOPWORD);
    expect(await spelling.evaluate((el) => el.textContent)).toBe(`${STOPWORD} at position ${STOPWORD_POSITION}`);
    await waitForExactText(writerPage, 'Spelling (German): the dictionary does not know 1 word. Check it; it does not stop you from submitting.');
    // …and submit is refused, naming the word and its position next to the text.
    const [refused] = await Promise.all([
      writerPage.waitForResponse((res) => res.url().endsWith(`/api/linguist/order/${seen.originalId}/text/submit`)),
      (async () => {
        await click(writerPage, 'button', 'Submit');
        await clickInDialog(writerPage, 'Submit the text?', 'Submit');
      })(),
    ]);
    expect(refused.status()).toBe(422);
    const message = `The client does not allow the word "${STOPWORD}". Position ${STOPWORD_POSITION}.`;
    const alert = await writerPage.waitForFunction(
      (wanted) => Array.from(document.querySelectorAll('[role="alert"]')).find((el) => (el.textContent ?? '').includes(wanted)) ?? false,
      {},
      message,
    );
    expect(alert).toBeTruthy();
    const order = await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [seen.originalId]);
    expect(order.rows[0].status).not.toBe('ready');
  });

  step('without the stopword her text goes through; a second order is submitted with the same text', async () => {
    await replaceText(writerPage, 'Your text', CLEAN_TEXT);
    await writerPage.waitForSelector(byRole('group', 'Words the client does not allow'), { hidden: true });
    await waitForExactText(writerPage, 'Spelling (German): every word is in the dictionary or the client’s own words.');
    await click(writerPage, 'button', 'Submit');
    await clickInDialog(writerPage, 'Submit the text?', 'Submit');
    await expectToast(writerPage, 'Your text has been submitted.');
    // The copy, through the BFF: the plagiarism check has a submitted text to find.
    const copied = await bffCall(writerPage, 'PUT', `/api/linguist/order/${seen.copyId}/text/submit`, { text: CLEAN_TEXT });
    expect(copied.status).toBe(200);
  });

  step('staff run the AI check on the copy (the fake OpenAI model answers) and see the plagiarism match with a link', async () => {
    await open(adminPage, 'admin', `/order/${seen.copyId}/checks`);
    const aiCheck = await adminPage.locator(byRole('region', 'AI-text check')).waitHandle();
    await waitForExactText(adminPage, 'No AI check yet');
    const run = await aiCheck.waitForSelector(byRole('button', 'Run AI check'));
    await run!.click();
    await waitForExactText(adminPage, 'Likely machine-written: 87 %');
    await waitForExactText(adminPage, 'Checked by an AI model');
    expect(await aiCheck.evaluate((el) => el.textContent)).not.toContain('Local heuristic');
    // The model judged the first sentence machine-written; the panel quotes it with its words.
    const firstSentence = CLEAN_TEXT.split(/(?<=[.!?])\s+/)[0];
    const passage = `${firstSentence}${firstSentence.split(' ').length} words`;
    await adminPage.waitForFunction((el, wanted) => (el.textContent ?? '').includes(wanted), {}, aiCheck, passage);
    const { rows } = await db.query<{ status: string; provider: string }>('SELECT status, provider FROM ai_checks WHERE order_id = $1', [seen.copyId]);
    expect(rows).toEqual([{ status: 'DONE', provider: 'openai' }]);

    const plagiarism = await adminPage.locator(byRole('region', 'Plagiarism')).waitHandle();
    await waitForExactText(adminPage, 'This text shares passages with other texts on the platform.');
    const match = await plagiarism.waitForSelector(byRole('link', `Order ${seen.originalId}: ${ORIGINAL_TITLE}`));
    expect(await plagiarism.evaluate((el) => el.textContent)).toMatch(/\d+ % of its sampled passages/);

    // Staff judge the hit harmless: the reason goes into the history, and the client no longer sees a hit.
    const reason = `Tools story ${RUN}: the same client's own text`;
    await click(adminPage, 'button', 'Dismiss the hit');
    const box = await dialog(adminPage, 'Dismiss the plagiarism hit');
    const reasonField = await box.waitForSelector('textarea');
    await reasonField!.type(reason);
    await clickInDialog(adminPage, 'Dismiss the plagiarism hit', 'Dismiss hit');
    await waitForDialogToClose(adminPage, 'Dismiss the plagiarism hit');
    await adminPage.waitForFunction((el, wanted) => (el.textContent ?? '').includes(wanted), {}, plagiarism, `: ${reason}`);
    expect(await plagiarism.evaluate((el) => el.textContent)).toContain('Staff dismissed this hit on');
    const history = await db.query<{ action: string; note: string }>('SELECT action, note FROM order_history WHERE order_id = $1 ORDER BY id DESC LIMIT 1', [seen.copyId]);
    expect(history.rows).toEqual([{ action: 'dismiss_plagiarism', note: reason }]);
    const openHits = await db.query("SELECT 1 FROM order_comments WHERE order_id = $1 AND kind = 'PLAGIARISM_HIT' AND resolved_at IS NULL", [seen.copyId]);
    expect(openHits.rowCount).toBe(0);
    const forClient = await bffCall(clientPage, 'GET', `/api/client/order/${seen.copyId}/plagiarism`);
    expect(forClient.body).toMatchObject({ hit: false, dismissal: { reason } });

    await match!.click();
    await waitForPath(adminPage, `/order/${seen.originalId}`);
    expect(pathOf(adminPage)).toBe(`/order/${seen.originalId}`);
  });
});
