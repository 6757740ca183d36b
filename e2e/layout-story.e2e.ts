// Issue 5, end to end: a client builds a two-section layout in the editor and orders with it in the wizard; the
// writer's text that breaks one section is refused with that section's message, the corrected text is accepted,
// and the client reads it section by section.
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { launchBrowser, newPage } from './support/browser';
import { Ledger, type OrderRow } from './support/ledger';
import { TemplateRows } from './support/template-rows';
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
  open,
  replaceText,
  waitForDialogToClose,
  waitForExactText,
  waitForPath,
} from './support/ui';

const CLIENT = 'prepaid@demo.test';
const WRITER = 'writer@demo.test';

const STAMP = Date.now();
const LAYOUT = `E2E layout ${STAMP}`;
const TITLE = `E2E layout order ${STAMP}`;
const ORDER_WORDS = { min: 40, max: 150 };
const SECTIONS = [
  { name: 'Intro', min: 20, max: 40 },
  { name: 'Details', min: 30, max: 60 },
] as const;

/** `count` plain words (no digits or hyphens), so counting words is counting spaces. */
const wordsOf = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');
const SHORT_INTRO = wordsOf(8, 'coffee');
const INTRO = wordsOf(25, 'coffee');
const DETAILS = wordsOf(40, 'beans');
const fieldOf = (section: (typeof SECTIONS)[number]) => `${section.name} (fixed, ${section.min} – ${section.max} words)`;

// One story across two apps: each step waits on real requests, so a step gets more than the suite's default.
jest.setTimeout(120_000);

let browser: Browser;
let ledger: Ledger;
let rows: TemplateRows;
let clientPage: Page;
let writerPage: Page;

const seen = { layoutId: 0, order: undefined as OrderRow | undefined };
const order = (): OrderRow => {
  if (!seen.order) throw new Error('The order has not been created yet');
  return seen.order;
};

beforeAll(async () => {
  browser = await launchBrowser();
  ledger = await Ledger.connect();
  rows = await TemplateRows.connect();
  [clientPage, writerPage] = await Promise.all([newPage(browser), newPage(browser)]);
});

afterAll(async () => {
  await rows?.close();
  await ledger?.close();
  await browser?.close();
});

// ---- the layout editor ------------------------------------------------------------------------------------

async function inGroup(page: Page, group: string, role: string, name: string): Promise<ElementHandle<Element>> {
  const box = await page.locator(byRole('group', group)).waitHandle();
  const found = await box.waitForSelector(byRole(role, name));
  if (!found) throw new Error(`No ${role} "${name}" in the group "${group}"`);
  return found;
}

/** Replaces what a text field holds, as a user selecting it all and typing would. */
async function typeInto(field: ElementHandle<Element>, text: string): Promise<void> {
  await field.evaluate((el) => (el as HTMLInputElement).select());
  await field.type(text);
}

async function addSection(page: Page, position: number, section: (typeof SECTIONS)[number]): Promise<void> {
  await click(page, 'button', 'Add section');
  const group = `Section ${position}`;
  await typeInto(await inGroup(page, group, 'textbox', 'Section name'), section.name);
  await typeInto(await inGroup(page, group, 'spinbutton', 'Min. words'), String(section.min));
  await typeInto(await inGroup(page, group, 'spinbutton', 'Max. words'), String(section.max));
  const element = (await inGroup(page, group, 'combobox', 'Element to add')) as ElementHandle<HTMLSelectElement>;
  await element.select('p');
  await (await inGroup(page, group, 'button', 'Add element')).click();
  await inGroup(page, group, 'group', 'p');
}

async function buildLayout(page: Page): Promise<void> {
  await open(page, 'client', '/layouts');
  await page.locator(byRole('heading', 'Layouts')).wait();
  await click(page, 'button', 'New layout');
  await waitForPath(page, '/layouts/create');
  await fillField(page, 'Name', LAYOUT);
  for (const [index, section] of SECTIONS.entries()) await addSection(page, index + 1, section);

  // The rules run live: a correct tree shows no rule message anywhere in the editor.
  const editor = await page.locator(byRole('group', 'Template elements')).waitHandle();
  expect(await editor.evaluate((el) => el.querySelectorAll('[id$="-errors"] li').length)).toBe(0);
  // The preview renders the sections as the writer will see them.
  const preview = await page.locator(byRole('region', 'Preview')).waitHandle();
  expect(await preview.evaluate((el) => Array.from(el.querySelectorAll('section[data-section]')).map((s) => s.getAttribute('data-section')))).toEqual(
    SECTIONS.map((section) => section.name),
  );

  await click(page, 'button', 'Save');
  await expectToast(page, 'Saved.');
  const layout = await rows.layoutByName(LAYOUT);
  seen.layoutId = layout.id;
  await waitForPath(page, `/layouts/${layout.id}`);
}

// ---- the order wizard ---------------------------------------------------------------------------------------

async function orderWithLayout(page: Page): Promise<void> {
  await open(page, 'client', '/orders/create');
  await page.locator(byRole('heading', 'New order')).wait();

  await expectWizardStep(page, 'Project');
  await choose(page, 'Project', 'Coffee shop relaunch', { prefix: true });
  await choose(page, 'Service', 'Copywriting');
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Linguists');
  await choose(page, 'Quality Level', 'Linguist');
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Briefing');
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Layout');
  await choose(page, 'Layout', LAYOUT);
  // The chosen layout's preview: its sections, as the writer will get them.
  await page.locator(byRole('region', LAYOUT)).wait();
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Order definition');
  await choose(page, 'Processing time', '2 days');
  await fillField(page, 'Title', TITLE);
  await fillField(page, 'Min words', String(ORDER_WORDS.min));
  await fillField(page, 'Max words', String(ORDER_WORDS.max));
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Order review');
  expect(await detail(page, 'Summary', 'Layout')).toBe(LAYOUT);
  await click(page, 'button', 'Place order');
  await expectToast(page, 'Your order was placed.');
  seen.order = await ledger.orderByTitle(TITLE);
}

// ---- the writer -------------------------------------------------------------------------------------------

async function submitSections(page: Page, intro: string): Promise<void> {
  await replaceText(page, fieldOf(SECTIONS[0]), intro);
  await replaceText(page, fieldOf(SECTIONS[1]), DETAILS);
  await click(page, 'button', 'Submit');
  await dialog(page, 'Submit the text?');
  await clickInDialog(page, 'Submit the text?', 'Submit');
  await waitForDialogToClose(page, 'Submit the text?');
}

/** The message shown under a section's field (its role=alert next to the textarea). */
async function sectionMessages(page: Page): Promise<string[]> {
  const handle = await page.waitForFunction(() => {
    const alerts = Array.from(document.querySelectorAll('[role="alert"]')).map((el) => (el.textContent ?? '').trim());
    return alerts.length > 0 ? alerts : false;
  });
  return (await handle.jsonValue()) as string[];
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

describe('issue 5: a layout built in the editor, ordered with, and enforced section by section', () => {
  step('the client builds a layout of two sections with word limits in the editor', async () => {
    await login(clientPage, 'client', CLIENT);
    await buildLayout(clientPage);
    const layout = await rows.layoutByName(LAYOUT);
    expect(layout.client_id).toBe(await ledger.clientId(CLIENT));
    expect(layout.tree).toEqual({
      element: 'layout',
      sections: SECTIONS.map(({ name, min, max }) => ({ element: 'section', name, type: 'fixed', min, max, children: [{ element: 'block', tag: 'p' }] })),
    });
  });

  step('the client orders a text with that layout in the wizard', async () => {
    await orderWithLayout(clientPage);
    expect(order()).toMatchObject({ status: 'open', min_words: ORDER_WORDS.min, max_words: ORDER_WORDS.max, with_proofreading: false });
    expect(await rows.orderLayoutId(order().id)).toBe(seen.layoutId);
  });

  step('the writer takes it and gets one field per section, counted live against its limits', async () => {
    await login(writerPage, 'linguist', WRITER);
    await open(writerPage, 'linguist', `/order/${order().id}`);
    await click(writerPage, 'button', 'Take');
    await expectToast(writerPage, 'The order is yours. You can start writing.');
    for (const section of SECTIONS) await writerPage.locator(byRole('textbox', fieldOf(section))).wait();
    await replaceText(writerPage, fieldOf(SECTIONS[0]), SHORT_INTRO);
    await waitForExactText(writerPage, `8 words · ${SECTIONS[0].min} – ${SECTIONS[0].max} words`);
  });

  step('a text whose first section is too short is refused, with that section’s message at it', async () => {
    await submitSections(writerPage, SHORT_INTRO);
    expect(await sectionMessages(writerPage)).toEqual([`Section "Intro" has 8 words; it needs ${SECTIONS[0].min} to ${SECTIONS[0].max} words.`]);
    const intro = await writerPage.locator(byRole('textbox', fieldOf(SECTIONS[0]))).waitHandle();
    expect(await intro.evaluate((el) => el.getAttribute('aria-invalid'))).toBe('true');
    // Nothing was written: the order is still the writer's to work on.
    expect((await ledger.orderByTitle(TITLE)).status).toBe('processing_cw');
    expect(await rows.submittedTexts(order().id)).toEqual([]);
  });

  step('the corrected text is accepted and goes to the client', async () => {
    await submitSections(writerPage, INTRO);
    await expectToast(writerPage, 'Your text has been submitted.');
    expect(await detail(writerPage, 'Order details', 'Status', /^Ready for client$/)).toBe('Ready for client');
    expect((await ledger.orderByTitle(TITLE)).status).toBe('ready_for_client');
    expect(await rows.submittedTexts(order().id)).toEqual([{ version: 1, words: 65, sections: { Intro: INTRO, Details: DETAILS } }]);
  });

  step('the client sees it ready and reads it section by section', async () => {
    await open(clientPage, 'client', `/order/${order().id}`);
    await clientPage.locator(byRole('heading', TITLE)).wait();
    await waitForExactText(clientPage, 'Ready');
    const text = await clientPage.locator(byRole('group', 'Text by section')).waitHandle();
    const sections = await clientPage.waitForFunction(
      (el) => {
        const found = Array.from(el.querySelectorAll('section')).map((section) => ({
          heading: section.querySelector('h3')?.firstChild?.textContent ?? '',
          words: section.querySelector('h3 span')?.textContent ?? '',
          text: section.querySelector('h3 + *')?.textContent ?? '',
        }));
        return found.length === 2 ? found : false;
      },
      {},
      text,
    );
    expect(await sections.jsonValue()).toEqual([
      { heading: 'Intro', words: '25 words', text: INTRO },
      { heading: 'Details', words: '40 words', text: DETAILS },
    ]);
  });
});
