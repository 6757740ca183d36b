// Issue 3, end to end: a prepaid client orders a proofread text, a writer and a proofreader deliver it, the client
// asks for one revision and accepts; the balances the three apps show match the ledger to the cent.
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, newPage } from './support/browser';
import { Ledger, type OrderRow } from './support/ledger';
import { euros, grossFor, minorUnitsFor } from './support/money';
import { expectWizardStep } from './support/wizard';
import {
  byRole,
  choose,
  click,
  clickInDialog,
  detail,
  dialog,
  expectToast,
  fillField,
  login,
  MONEY,
  open,
  pathOf,
  replaceText,
  selectedText,
  textareaValue,
  waitForDialogToClose,
  waitForExactText,
  waitForPath,
} from './support/ui';

const CLIENT = 'prepaid@demo.test';
const WRITER = 'writer@demo.test';
const PROOFREADER = 'proofreader@demo.test';

const TITLE = `E2E story ${Date.now()}`;
const MIN_WORDS = 100;
const MAX_WORDS = 200;
const PROCESSING = '3 days';
const REVISION_COMMENT = 'Please add a sentence about the opening hours and keep the tone warm.';
const RATING = { Content: 5, Form: 4, Readability: 5, Communication: 3 };

// Plain sentences without hyphens, apostrophes or digits, so counting words is counting spaces.
const DRAFT = [
  'The Corner Cup reopens this spring with a fresh look and a menu built around seasonal coffee.',
  'We spent the winter rebuilding the counter, sanding the old oak tables and painting the walls a warm cream.',
  'The espresso machine is new, but the people behind it are the same friendly faces you already know.',
  'Our beans come from a small roastery across the river, and every bag is roasted within the week.',
  'You can choose between a bright filter coffee with notes of berries and a dark espresso blend with hints of cocoa.',
  'For slow mornings we serve pour over coffee at the bar, brewed one cup at a time while you watch.',
  'The kitchen bakes cinnamon buns, sourdough toast and a lemon cake that regulars keep asking about.',
  'Families are welcome, dogs are welcome, and laptops are welcome at the long table by the window.',
  'Come in, say hello and let us make you the cup that starts your day well.',
].join(' ');
const PROOFREAD = DRAFT.replace('the same friendly faces', 'the same cheerful faces').replace('and let us', 'so we can');
const REVISED = `${PROOFREAD} We open at seven every morning and close at six in the evening, every day of the week.`;
const FINAL = `${REVISED.replace('the old oak tables', 'the worn oak tables')} We look forward to your visit.`;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

// One story across three apps: each step waits on real requests, so a step gets more than the suite's default.
jest.setTimeout(120_000);

let browser: Browser;
let ledger: Ledger;
let clientPage: Page;
let writerPage: Page;
let proofreaderPage: Page;

/** Everything the story learns on the way and compares at the end. */
const seen = {
  clientId: 0,
  writerId: 0,
  proofreaderId: 0,
  available: 0n,
  reserved: 0n,
  writerEarned: 0n,
  proofreaderEarned: 0n,
  order: undefined as OrderRow | undefined,
};

const order = (): OrderRow => {
  if (!seen.order) throw new Error('The order has not been created yet');
  return seen.order;
};

const account = {
  available: () => `client:${seen.clientId}:available`,
  reserved: () => `client:${seen.clientId}:reserved`,
  earned: (linguistId: number) => `linguist:${linguistId}:earned`,
};

beforeAll(async () => {
  browser = await launchBrowser();
  ledger = await Ledger.connect();
  seen.clientId = await ledger.clientId(CLIENT);
  seen.writerId = await ledger.linguistId(WRITER);
  seen.proofreaderId = await ledger.linguistId(PROOFREADER);
  [clientPage, writerPage, proofreaderPage] = await Promise.all([newPage(browser), newPage(browser), newPage(browser)]);
});

afterAll(async () => {
  await ledger?.close();
  await browser?.close();
});

// ---- what each app shows ----------------------------------------------------------------------------------

async function clientMoneyCard(): Promise<{ available: string; reserved: string }> {
  await open(clientPage, 'client', '/dashboard');
  return {
    available: await detail(clientPage, 'Money', 'Available', MONEY),
    reserved: await detail(clientPage, 'Money', 'Reserved', MONEY),
  };
}

async function earnedCard(page: Page): Promise<string> {
  await open(page, 'linguist', '/dashboard');
  return detail(page, 'Your balance', 'Earned', MONEY);
}

async function expectLedgerShown(): Promise<void> {
  const available = await ledger.balance(account.available());
  const reserved = await ledger.balance(account.reserved());
  expect(await clientMoneyCard()).toEqual({ available: euros(available), reserved: euros(reserved) });
  expect(await earnedCard(writerPage)).toBe(euros(await ledger.balance(account.earned(seen.writerId))));
  expect(await earnedCard(proofreaderPage)).toBe(euros(await ledger.balance(account.earned(seen.proofreaderId))));
}

// ---- the client's order wizard ----------------------------------------------------------------------------

async function createOrderInWizard(page: Page): Promise<void> {
  await open(page, 'client', '/orders/create');
  await page.locator(byRole('heading', 'New order')).wait();

  await expectWizardStep(page, 'Project');
  await choose(page, 'Project', 'Coffee shop relaunch', { prefix: true });
  expect(await selectedText(page, 'Language')).toMatch(/^English/); // the project's language, en-GB
  await choose(page, 'Service', 'Copywriting with proofreading');
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Linguists');
  await choose(page, 'Quality Level', 'Linguist'); // level 'good'
  expect(await selectedText(page, 'Copywriting')).toBe('Open to all suitable linguists');
  expect(await selectedText(page, 'Proofreading')).toBe('Open to all suitable proofreaders');
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Briefing');
  expect(await selectedText(page, 'Briefing')).toBe('None');
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Layout');
  expect(await selectedText(page, 'Layout')).toBe('None');
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Order definition');
  await choose(page, 'Processing time', PROCESSING);
  await fillField(page, 'Title', TITLE);
  await fillField(page, 'Min words', String(MIN_WORDS));
  await fillField(page, 'Max words', String(MAX_WORDS));
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Order review');
  const summary = {
    project: await detail(page, 'Summary', 'Project'),
    service: await detail(page, 'Summary', 'Service'),
    level: await detail(page, 'Summary', 'Quality Level'),
    briefing: await detail(page, 'Summary', 'Briefing'),
    layout: await detail(page, 'Summary', 'Layout'),
    processing: await detail(page, 'Summary', 'Processing time'),
  };
  expect(summary).toEqual({
    project: 'Coffee shop relaunch',
    service: 'Copywriting with proofreading',
    level: 'Linguist',
    briefing: 'None',
    layout: 'None',
    processing: PROCESSING,
  });
  // The live price of the order, min – max gross; the order row later must say the same.
  const orders = await page.locator(byRole('table', 'Orders')).waitHandle();
  const priceCell = await page.waitForFunction(
    (table, title) => {
      const row = Array.from(table.querySelectorAll('tbody tr')).find((tr) => tr.querySelector('td')?.textContent === title);
      const cells = row ? Array.from(row.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '') : [];
      return cells.length === 4 && /€ – .*€$/.test(cells[3]) ? cells : false;
    },
    {},
    orders,
    TITLE,
  );
  const [, words, , price] = (await priceCell.jsonValue()) as string[];
  expect(words).toBe(`${MIN_WORDS} – ${MAX_WORDS}`);
  const shownAvailable = await page.waitForFunction(() => {
    const dt = Array.from(document.querySelectorAll('dt')).find((el) => el.textContent?.trim() === 'Available balance');
    const text = dt?.nextElementSibling?.textContent?.trim() ?? '';
    return /€$/.test(text) ? text : false;
  });
  expect(await shownAvailable.jsonValue()).toBe(euros(seen.available));

  await click(page, 'button', 'Place order');
  await expectToast(page, 'Your order was placed.');
  await waitForPath(page, '/content/orders/open');

  seen.order = await ledger.orderByTitle(TITLE);
  expect(price).toBe(`${euros(BigInt(order().price_min))} – ${euros(BigInt(order().price_max))}`);
  await page.locator(byRole('link', TITLE)).wait(); // newest first in the client's open orders
}

// ---- the linguist app -------------------------------------------------------------------------------------

/** The status in the order's details card (the dashboard lists show status badges too). */
async function expectLinguistStatus(page: Page, status: string): Promise<void> {
  expect(await detail(page, 'Order details', 'Status', new RegExp(`^${status}$`))).toBe(status);
}

/** From the dashboard's Available list to the order page, then Take. */
async function takeFromAvailableList(page: Page, expectedStatus: string): Promise<void> {
  await open(page, 'linguist', '/dashboard?list=available');
  await page.locator(byRole('link', TITLE)).click();
  await waitForPath(page, `/order/${order().id}`);
  await expectLinguistStatus(page, expectedStatus);
  await click(page, 'button', 'Take');
  await expectToast(page, 'The order is yours. You can start writing.');
  await page.locator(byRole('textbox', 'Your text')).wait();
}

/** What the linguist app calls the statuses a submit leads to. */
const AFTER_SUBMIT = { ready_for_pr: 'Ready for PR', ready_for_client: 'Ready for client' } as const;

async function writeAndSubmit(page: Page, text: string, next: keyof typeof AFTER_SUBMIT): Promise<void> {
  await replaceText(page, 'Your text', text);
  const words = wordsIn(text);
  await waitForExactText(page, `${words} words · ordered: ${MIN_WORDS} – ${MAX_WORDS}`);
  await click(page, 'button', 'Submit');
  const confirm = await dialog(page, 'Submit the text?');
  expect(await confirm.evaluate((el) => el.textContent)).toContain(`You are submitting ${words} words.`);
  await clickInDialog(page, 'Submit the text?', 'Submit');
  await expectToast(page, 'Your text has been submitted.');
  await waitForDialogToClose(page, 'Submit the text?');
  await expectLinguistStatus(page, AFTER_SUBMIT[next]);
  expect((await ledger.orderByTitle(TITLE)).status).toBe(next);
}

// ---- the client's order page ------------------------------------------------------------------------------

async function openClientOrder(page: Page, expectedStatus: string): Promise<void> {
  await open(page, 'client', `/order/${order().id}`);
  await page.locator(byRole('heading', TITLE)).wait();
  await waitForExactText(page, `Order ${order().id}`);
  await waitForExactText(page, expectedStatus);
}

async function deliveredText(page: Page): Promise<string> {
  const text = await page.locator(byRole('tabpanel', 'Text')).waitHandle();
  const content = await page.waitForFunction(
    (panel) => {
      const body = Array.from(panel.querySelectorAll('[aria-label="Text"]')).at(-1);
      return body?.textContent || false;
    },
    {},
    text,
  );
  return (await content.jsonValue()) as string;
}

async function rate(page: Page, criterion: string, stars: number): Promise<void> {
  const box = await dialog(page, 'Accept the text');
  const group = await box.waitForSelector(byRole('group', criterion));
  const star = await group?.waitForSelector(byRole('radio', `${stars} ${stars === 1 ? 'star' : 'stars'}`));
  if (!star) throw new Error(`No ${stars} stars for ${criterion}`);
  await star.click();
  expect(await star.evaluate((el) => (el as HTMLInputElement).checked)).toBe(true);
}

// ---- the story --------------------------------------------------------------------------------------------

/** The steps build on each other: after a failed one the rest say so instead of failing on its leftovers. */
let failedStep: string | null = null;
function step(name: string, run: () => Promise<void>): void {
  it(name, async () => {
    if (failedStep) throw new Error(`Not run: the earlier step "${failedStep}" failed`);
    try {
      await run();
    } catch (error) {
      failedStep = name;
      throw error;
    }
  });
}

describe('issue 3: a proofread order from wizard to accept, with the money to the cent', () => {
  step('signs in the prepaid client, the writer and the proofreader; the apps show the ledger before the order', async () => {
    await login(clientPage, 'client', CLIENT);
    await login(writerPage, 'linguist', WRITER);
    await login(proofreaderPage, 'linguist', PROOFREADER);

    seen.available = await ledger.balance(account.available());
    seen.reserved = await ledger.balance(account.reserved());
    seen.writerEarned = await ledger.balance(account.earned(seen.writerId));
    seen.proofreaderEarned = await ledger.balance(account.earned(seen.proofreaderId));
    // The cached balances are the sums of their entries.
    expect(await ledger.sumOfEntries(account.available())).toBe(seen.available);
    expect(await ledger.sumOfEntries(account.reserved())).toBe(seen.reserved);
    expect(seen.available).toBeGreaterThan(0n);
    await expectLedgerShown();
  });

  step('the client creates the order with proofreading in the six-step wizard; its maximum price is reserved', async () => {
    await createOrderInWizard(clientPage);
    const created = order();
    expect(created).toMatchObject({
      status: 'open',
      currency: 'EUR',
      min_words: MIN_WORDS,
      max_words: MAX_WORDS,
      level_code: 'good',
      with_proofreading: true,
      writer_id: null,
      proofreader_id: null,
      reserved_amount: created.price_max,
    });
    // Decision 010: price_min/max are the gross prices at min/max words.
    expect(BigInt(created.price_min)).toBe(grossFor(MIN_WORDS, created.client_price_per_word, created.vat));
    expect(BigInt(created.price_max)).toBe(grossFor(MAX_WORDS, created.client_price_per_word, created.vat));

    const priceMax = BigInt(created.price_max);
    expect(await ledger.balance(account.available())).toBe(seen.available - priceMax);
    expect(await ledger.balance(account.reserved())).toBe(seen.reserved + priceMax);
    expect(await clientMoneyCard()).toEqual({ available: euros(seen.available - priceMax), reserved: euros(seen.reserved + priceMax) });
  });

  step('the writer finds it among the available orders, sees the pay range, takes it, writes and submits', async () => {
    await open(writerPage, 'linguist', '/dashboard?list=available');
    await writerPage.locator(byRole('link', TITLE)).click();
    await waitForPath(writerPage, `/order/${order().id}`);
    expect(await detail(writerPage, 'Order details', 'Pay', MONEY)).toBe(
      `${euros(minorUnitsFor(MIN_WORDS, order().writer_pay_per_word))} – ${euros(minorUnitsFor(MAX_WORDS, order().writer_pay_per_word))}`,
    );
    expect(await detail(writerPage, 'Order details', 'Words')).toBe(`${MIN_WORDS} – ${MAX_WORDS}`);
    expect(await detail(writerPage, 'Order details', 'Processing time')).toBe(PROCESSING);
    expect(await detail(writerPage, 'Order details', 'Deadline')).toBe('Starts when you take the order');

    await click(writerPage, 'button', 'Take');
    await expectToast(writerPage, 'The order is yours. You can start writing.');
    await expectLinguistStatus(writerPage, 'Processing CW');
    expect(await textareaValue(writerPage, 'Your text')).toBe('');
    await writeAndSubmit(writerPage, DRAFT, 'ready_for_pr');
    expect((await ledger.orderByTitle(TITLE)).writer_id).toBe(seen.writerId);
  });

  step('the proofreader takes it, gets the writer’s text in the editor, corrects and submits it', async () => {
    await takeFromAvailableList(proofreaderPage, 'Ready for PR');
    await expectLinguistStatus(proofreaderPage, 'Processing PR');
    expect(await textareaValue(proofreaderPage, 'Your text')).toBe(DRAFT);
    await writeAndSubmit(proofreaderPage, PROOFREAD, 'ready_for_client');
    expect((await ledger.orderByTitle(TITLE)).proofreader_id).toBe(seen.proofreaderId);
  });

  step('the client reads the proofread text and asks for a revision', async () => {
    await openClientOrder(clientPage, 'Ready');
    expect(await deliveredText(clientPage)).toBe(PROOFREAD);
    expect(await detail(clientPage, 'Order details', 'Revisions')).toBe('0 of 3');

    await click(clientPage, 'button', 'Request revision');
    await dialog(clientPage, 'Request a revision');
    await fillField(clientPage, 'What should be changed?', REVISION_COMMENT);
    await clickInDialog(clientPage, 'Request a revision', 'Send revision request');
    await expectToast(clientPage, 'The revision was requested.');
    await waitForExactText(clientPage, 'In revision');
    expect(await detail(clientPage, 'Order details', 'Revisions')).toBe('1 of 3');
    expect(await ledger.orderByTitle(TITLE)).toMatchObject({ status: 'in_revision', revisions_count: 1 });
  });

  step('the writer sees the revision request over the proofread version and resubmits', async () => {
    await open(writerPage, 'linguist', `/order/${order().id}`);
    await expectLinguistStatus(writerPage, 'In revision');
    await waitForExactText(writerPage, 'The client asked for a revision');
    await waitForExactText(writerPage, REVISION_COMMENT);
    expect(await textareaValue(writerPage, 'Your text')).toBe(PROOFREAD);
    await writeAndSubmit(writerPage, REVISED, 'ready_for_pr');
  });

  step('the proofreader takes it again and submits the final version', async () => {
    await takeFromAvailableList(proofreaderPage, 'Ready for PR');
    expect(await textareaValue(proofreaderPage, 'Your text')).toBe(REVISED);
    await writeAndSubmit(proofreaderPage, FINAL, 'ready_for_client');
  });

  step('the client accepts with the four ratings; the final price is charged and the rest released', async () => {
    await openClientOrder(clientPage, 'Ready');
    expect(await deliveredText(clientPage)).toBe(FINAL);

    await click(clientPage, 'button', 'Accept');
    await dialog(clientPage, 'Accept the text');
    for (const [criterion, stars] of Object.entries(RATING)) await rate(clientPage, criterion, stars);
    await clickInDialog(clientPage, 'Accept the text', 'Accept text');
    await expectToast(clientPage, 'The order was accepted.');
    await waitForExactText(clientPage, 'Accepted');
    expect(await detail(clientPage, 'Order details', 'Rating')).toBe('Content 5/5, Form 4/5, Readability 5/5, Communication 3/5');

    seen.order = await ledger.orderByTitle(TITLE);
    const accepted = order();
    const finalWords = wordsIn(FINAL);
    expect(finalWords).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(finalWords).toBeLessThanOrEqual(MAX_WORDS);
    expect(accepted).toMatchObject({
      status: 'accepted',
      final_words: finalWords,
      reserved_amount: '0',
      writer_id: seen.writerId,
      proofreader_id: seen.proofreaderId,
      rating_content: 5,
      rating_form: 4,
      rating_readability: 5,
      rating_communication: 3,
    });
    expect(BigInt(accepted.price_final ?? '0')).toBe(grossFor(finalWords, accepted.client_price_per_word, accepted.vat));
    expect(await detail(clientPage, 'Order details', 'Price', MONEY)).toBe(euros(BigInt(accepted.price_final ?? '0')));
    expect(await ledger.transactionKinds(accepted.id)).toEqual(
      expect.arrayContaining(['order_reserve', 'order_charge', 'linguist_credit', 'linguist_credit']),
    );
  });

  step('the balances moved as DESIGN §3.1 says, and every app shows them to the cent', async () => {
    const accepted = order();
    const finalWords = accepted.final_words ?? 0;
    const priceFinal = BigInt(accepted.price_final ?? '0');
    const writerPay = minorUnitsFor(finalWords, accepted.writer_pay_per_word);
    const proofreaderPay = minorUnitsFor(finalWords, accepted.proofreader_pay_per_word ?? '0');
    expect(writerPay).toBeGreaterThan(0n);
    expect(proofreaderPay).toBeGreaterThan(0n);

    expect(await ledger.balance(account.available())).toBe(seen.available - priceFinal);
    expect(await ledger.balance(account.reserved())).toBe(seen.reserved);
    expect(await ledger.balance(account.earned(seen.writerId))).toBe(seen.writerEarned + writerPay);
    expect(await ledger.balance(account.earned(seen.proofreaderId))).toBe(seen.proofreaderEarned + proofreaderPay);
    for (const key of [account.available(), account.reserved(), account.earned(seen.writerId), account.earned(seen.proofreaderId)]) {
      expect(await ledger.sumOfEntries(key)).toBe(await ledger.balance(key));
    }

    expect(await clientMoneyCard()).toEqual({ available: euros(seen.available - priceFinal), reserved: euros(seen.reserved) });
    expect(await earnedCard(writerPage)).toBe(euros(seen.writerEarned + writerPay));
    expect(await earnedCard(proofreaderPage)).toBe(euros(seen.proofreaderEarned + proofreaderPay));

    // Each linguist's order page shows their own pay at the final words.
    // The work is done, so no deadline is left (and none "starts when you take the order").
    await open(writerPage, 'linguist', `/order/${accepted.id}`);
    expect(await detail(writerPage, 'Order details', 'Pay', MONEY)).toBe(euros(writerPay));
    expect(await detail(writerPage, 'Order details', 'Deadline')).toBe('-');
    await open(proofreaderPage, 'linguist', `/order/${accepted.id}`);
    expect(await detail(proofreaderPage, 'Order details', 'Pay', MONEY)).toBe(euros(proofreaderPay));
    expect(await detail(proofreaderPage, 'Order details', 'Deadline')).toBe('-');
    expect(pathOf(proofreaderPage)).toBe(`/order/${accepted.id}`);

    console.log(
      [
        `order ${accepted.id} "${TITLE}": ${finalWords} final words`,
        `client available ${euros(seen.available)} → ${euros(seen.available - priceFinal)}, reserved ${euros(seen.reserved)} → ${euros(seen.reserved + BigInt(accepted.price_max))} → ${euros(seen.reserved)}`,
        `price_max ${euros(BigInt(accepted.price_max))}, price_final ${euros(priceFinal)}`,
        `writer pay ${euros(writerPay)} (earned ${euros(seen.writerEarned)} → ${euros(seen.writerEarned + writerPay)})`,
        `proofreader pay ${euros(proofreaderPay)} (earned ${euros(seen.proofreaderEarned)} → ${euros(seen.proofreaderEarned + proofreaderPay)})`,
      ].join('\n'),
    );
  });
});
