// Issue 19, keyboard: the apps driven with the keyboard alone in Chromium. Dialogs open from their button with Enter,
// take focus, keep Tab and Shift+Tab inside, close on Escape and give focus back to the button; the data table sorts
// and pages from the keyboard and says so in a live region; focused controls show a ring; the phone's menu opens and
// closes from the keyboard; and the client's order wizard reaches its review without a mouse.
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { Client } from 'pg';
import { launchBrowser, newPage, stack } from './support/browser';
import { byRole, dialog, login, open, waitForDialogToClose } from './support/ui';
import { expectWizardStep } from './support/wizard';

jest.setTimeout(180_000);

let browser: Browser;
let db: Client;
beforeAll(async () => {
  browser = await launchBrowser();
  db = new Client({ connectionString: stack().databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
});

/** A short description of the focused element, for failure messages. */
const focusedDescription = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page (body)';
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> ${name}`;
  });

const hasFocus = (element: ElementHandle<Element>) => element.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user reaches a control: fails when it is not
 * reached in `limit` presses, which is what an unreachable control looks like.
 */
async function tabTo(page: Page, target: ElementHandle<Element>, { limit = 120, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(target)) return;
    if (backwards) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (backwards) await page.keyboard.up('Shift');
  }
  if (await hasFocus(target)) return;
  const wanted = await target.evaluate((el) => el.outerHTML.slice(0, 120));
  throw new Error(`${limit} presses of Tab did not reach ${wanted}; focus is on ${await focusedDescription(page)}`);
}

async function shiftTab(page: Page): Promise<void> {
  await page.keyboard.down('Shift');
  await page.keyboard.press('Tab');
  await page.keyboard.up('Shift');
}

/** The focused element shows a ring: a computed outline or box-shadow other than none. */
async function expectFocusRing(page: Page, what: string): Promise<void> {
  // A ring that fades in has a box-shadow from its first frame, but give the frame a chance to be drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineStyle} ${style.outlineWidth}` : null,
      shadow: style.boxShadow !== 'none' ? style.boxShadow : null,
    };
  });
  if (!ring.outline && !ring.shadow) throw new Error(`No focus ring on ${what}: ${await focusedDescription(page)}`);
}

const focusIsIn = (box: ElementHandle<Element>) => box.evaluate((el) => el.contains(document.activeElement));

/**
 * The dialog named `title`, opened from `opener` with Enter: focus moves into it, 2 × (its controls + 1) presses of Tab
 * and of Shift+Tab never leave it (so each way wraps round at least once), Escape closes it and focus is on the opener again.
 */
async function expectDialogKeyboard(
  page: Page,
  opener: ElementHandle<Element>,
  title: string,
  /** where focus belongs after closing, when the opener was drawn anew meanwhile (a dialog shown again) */
  returnsTo: () => Promise<ElementHandle<Element>> = async () => opener,
): Promise<void> {
  await tabTo(page, opener);
  await expectFocusRing(page, `the button that opens "${title}"`);
  await page.keyboard.press('Enter');
  const box = await dialog(page, title);
  await page.waitForFunction((el) => el.contains(document.activeElement), {}, box);

  const controls = await box.evaluate(
    (el) =>
      Array.from(el.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')).filter(
        (each) => each.tabIndex >= 0 && !(each as HTMLButtonElement).disabled && each.getClientRects().length > 0,
      ).length,
  );
  expect(controls).toBeGreaterThan(0);
  const visited = new Set<string>();
  for (let press = 0; press < 2 * (controls + 1); press += 1) {
    await page.keyboard.press('Tab');
    if (!(await focusIsIn(box))) throw new Error(`Tab left the dialog "${title}" for ${await focusedDescription(page)}`);
    visited.add(await focusedDescription(page));
  }
  for (let press = 0; press < 2 * (controls + 1); press += 1) {
    await shiftTab(page);
    if (!(await focusIsIn(box))) throw new Error(`Shift+Tab left the dialog "${title}" for ${await focusedDescription(page)}`);
  }
  // Tab went round its controls, not back and forth between two of them.
  expect(visited.size).toBeGreaterThanOrEqual(Math.min(controls, 2));

  await page.keyboard.press('Escape');
  await waitForDialogToClose(page, title);
  await page.waitForFunction((el) => el === document.activeElement, { timeout: 3_000 }, await returnsTo()).catch(async () => {
    throw new Error(`After "${title}" closed, focus is on ${await focusedDescription(page)}, not on the button that opened it`);
  });
}

async function element(page: Page, role: string, name: string): Promise<ElementHandle<Element>> {
  return page.locator(byRole(role, name)).waitHandle();
}

/** A page of its own for a describe block, signed in as `email` at desktop size and closed after the block. */
function signedInPage(role: 'client' | 'admin', email: string): () => Page {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await newPage(browser);
    await page.setViewport({ width: 1280, height: 800 });
    await login(page, role, email);
  });
  afterAll(() => page?.browserContext().close());
  return () => page!;
}

describe('the client’s dialogs, by keyboard', () => {
  const signedIn = signedInPage('client', 'prepaid@demo.test');
  let page: Page;
  beforeAll(() => {
    page = signedIn();
  });

  it('the quote dialog of Get started', async () => {
    await open(page, 'client', '/get_started');
    await expectDialogKeyboard(page, await element(page, 'button', 'Get a Quote'), 'Copywriting quote');
  });

  it('the deposit dialog of the billing page, and the billing information opened from it', async () => {
    await open(page, 'client', '/billing');
    const opener = await element(page, 'button', 'Create deposit');
    await expectDialogKeyboard(page, opener, 'Create deposit');

    // Again, this time into the billing information and back: each dialog gives focus back to what opened it.
    await page.keyboard.press('Enter');
    const deposit = await dialog(page, 'Create deposit');
    await page.waitForFunction((el) => el.contains(document.activeElement), {}, deposit);
    const billingStep = await deposit.waitForSelector(byRole('button', 'Billing information'));
    if (!billingStep) throw new Error('No billing step in the deposit dialog');
    await tabTo(page, billingStep);
    if ((await billingStep.evaluate((el) => el.getAttribute('aria-expanded'))) !== 'true') await page.keyboard.press('Enter');
    const edit = await deposit.waitForSelector(byRole('button', 'Edit billing information'));
    if (!edit) throw new Error('No "Edit billing information" in the deposit dialog');
    // The deposit dialog is back in its place, focus on its button that opened the billing form.
    await expectDialogKeyboard(page, edit, 'Billing information', async () => {
      const shownAgain = await (await dialog(page, 'Create deposit')).waitForSelector(byRole('button', 'Edit billing information'));
      if (!shownAgain) throw new Error('The deposit dialog came back without its billing step');
      return shownAgain;
    });
    await page.keyboard.press('Escape');
    await waitForDialogToClose(page, 'Create deposit');
    await page.waitForFunction((el) => el === document.activeElement, { timeout: 3_000 }, opener);
  });

  it('the deposit dialog from the header’s balance, whose panel closes as the dialog opens', async () => {
    await open(page, 'client', '/content');
    const balance = await element(page, 'button', 'Balance');
    await tabTo(page, balance);
    await page.keyboard.press('Enter');
    const create = await element(page, 'button', 'Create Deposit');
    await expectDialogKeyboard(page, create, 'Create deposit', async () => balance);
  });

  it('the confirmation of cancelling an open order', async () => {
    const { rows } = await db.query<{ id: number }>(
      "SELECT id FROM orders WHERE status = 'open' AND client_id = (SELECT id FROM clients WHERE email = 'prepaid@demo.test') ORDER BY id LIMIT 1",
    );
    expect(rows).toHaveLength(1);
    await open(page, 'client', `/order/${rows[0].id}`);
    await expectDialogKeyboard(page, await element(page, 'button', 'Cancel order'), 'Cancel the order');
    // Escape left the order as it was.
    const { rows: after } = await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [rows[0].id]);
    expect(after[0].status).toBe('open');
  });

  it('shows a focus ring on a link, a button, a field and a tab', async () => {
    await open(page, 'client', '/billing');
    await page.locator(byRole('button', 'Create deposit')).wait();
    await tabTo(page, await element(page, 'link', 'Content'));
    await expectFocusRing(page, 'a navigation link');
    // the tab list is one stop of Tab, at its selected tab (the arrow keys move inside it)
    await tabTo(page, await page.locator('main [role="tab"][aria-selected="true"]').waitHandle());
    await expectFocusRing(page, 'a tab');
    await tabTo(page, await element(page, 'button', 'Create deposit'));
    await expectFocusRing(page, 'a button');
    await open(page, 'client', '/settings');
    const field = await page.locator('main input[type="text"]:not([disabled]), main input:not([type]):not([disabled])').waitHandle();
    await tabTo(page, field);
    await expectFocusRing(page, 'a text field');
  });
});

describe('the client’s order wizard, by keyboard alone', () => {
  const signedIn = signedInPage('client', 'prepaid@demo.test');
  let page: Page;
  beforeAll(() => {
    page = signedIn();
  });

  /** Reaches the select labelled `field` with Tab and moves through its options with the arrow keys until `option` is chosen. */
  async function chooseByKeyboard(field: string, option: string, { prefix = false } = {}): Promise<void> {
    const select = await element(page, 'combobox', field);
    await tabTo(page, select);
    await expectFocusRing(page, `the select ${field}`);
    const chosen = () => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text ?? '');
    const matches = (text: string) => (prefix ? text.startsWith(option) : text === option);
    await page.keyboard.press('Home');
    for (let presses = 0; presses < 60 && !matches(await chosen()); presses += 1) await page.keyboard.press('ArrowDown');
    expect(matches(await chosen()) ? option : await chosen()).toBe(option);
  }

  async function typeInto(field: string, text: string): Promise<void> {
    const input = await element(page, 'textbox', field);
    await tabTo(page, input);
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type(text);
    expect(await input.evaluate((el) => (el as HTMLInputElement).value)).toBe(text);
  }

  async function next(): Promise<void> {
    await tabTo(page, await element(page, 'button', 'Next'));
    await page.keyboard.press('Enter');
  }

  it('goes from the project to the review', async () => {
    await open(page, 'client', '/orders/create');
    await page.locator(byRole('heading', 'New order')).wait();

    await expectWizardStep(page, 'Project');
    await chooseByKeyboard('Project', 'Coffee shop relaunch', { prefix: true });
    await chooseByKeyboard('Service', 'Copywriting with proofreading');
    await next();

    await expectWizardStep(page, 'Linguists');
    await chooseByKeyboard('Quality Level', 'Linguist');
    await next();

    await expectWizardStep(page, 'Briefing');
    await next();
    await expectWizardStep(page, 'Layout');
    await next();

    await expectWizardStep(page, 'Order definition');
    await chooseByKeyboard('Processing time', '3 days');
    await typeInto('Title', `Keyboard order ${Date.now()}`);
    await typeInto('Min words', '100');
    await typeInto('Max words', '200');
    await next();

    await expectWizardStep(page, 'Order review');
  });
});

describe('the back office’s data table, by keyboard', () => {
  const signedIn = signedInPage('admin', 'admin@demo.test');
  let page: Page;
  beforeAll(() => {
    page = signedIn();
  });

  const announcement = () =>
    page.$eval('[data-table-announcement]', (el) => ({ live: el.getAttribute('aria-live'), text: (el.textContent ?? '').trim() }));
  const firstIds = () =>
    page.$$eval('main table tbody tr', (rows) => rows.map((row) => (row.querySelector('td')?.textContent ?? '').trim()).filter(Boolean));
  /** Waits until the table shows ten rows whose first cells (the ids) run in this order. */
  const waitForOrder = (direction: 'ascending' | 'descending') =>
    page.waitForFunction((wanted) => {
      const ids = Array.from(document.querySelectorAll('main table tbody tr'), (row) => Number(row.querySelector('td')?.textContent));
      return ids.length >= 10 && ids.every((id, i) => i === 0 || (wanted === 'ascending' ? ids[i - 1] < id : ids[i - 1] > id));
    }, {}, direction);
  /** The pager's range, "11–20 of 42". */
  const range = () =>
    page.evaluate(
      () =>
        Array.from(document.querySelectorAll('main *'), (el) => (el.children.length === 0 ? (el.textContent ?? '').trim() : '')).find((text) =>
          /^\d+–\d+ of \d+$/.test(text),
        ) ?? '',
    );

  it('sorts from a column header with Enter and Space and says the new order', async () => {
    await open(page, 'admin', '/linguists/search');
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length >= 10);
    const header = await element(page, 'columnheader', 'ID');
    const sortButton = await header.waitForSelector('button');
    if (!sortButton) throw new Error('The ID column has no sort button');
    const before = await firstIds();

    await tabTo(page, sortButton);
    await expectFocusRing(page, 'a table header button');
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => el.getAttribute('aria-sort') === 'ascending', {}, header);
    await waitForOrder('ascending');
    expect(await announcement()).toEqual({ live: 'polite', text: 'Sorted by ID, ascending' });
    expect(await firstIds()).not.toEqual(before);

    await page.keyboard.press('Space');
    await page.waitForFunction((el) => el.getAttribute('aria-sort') === 'descending', {}, header);
    await waitForOrder('descending');
    expect(await announcement()).toEqual({ live: 'polite', text: 'Sorted by ID, descending' });
    expect(await hasFocus(sortButton)).toBe(true);
  });

  it('pages with labelled buttons and says the page', async () => {
    const rangeBefore = await range();
    const nextPage = await element(page, 'button', 'Next page');
    await tabTo(page, nextPage);
    await expectFocusRing(page, 'the next-page button');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (was) => !Array.from(document.querySelectorAll('main *')).some((el) => el.children.length === 0 && el.textContent?.trim() === was),
      {},
      rangeBefore,
    );
    const [, , , total] = (await range()).match(/(\d+)–(\d+) of (\d+)/) ?? [];
    expect(await range()).toBe(`11–20 of ${total}`);
    expect(await announcement()).toEqual({ live: 'polite', text: `Page 2 of ${Math.ceil(Number(total) / 10)}` });

    await tabTo(page, await element(page, 'button', 'Previous page'), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('main *')).some((el) => el.children.length === 0 && /^1–10 of/.test(el.textContent?.trim() ?? '')));
    expect((await announcement()).text).toBe(`Page 1 of ${Math.ceil(Number(total) / 10)}`);
  });

  it('filters from the keyboard: the search and a multi-select', async () => {
    const totalOf = async () => Number((await range()).match(/of (\d+)$/)?.[1] ?? 0);
    const everyone = await totalOf();

    // the trigger of the Role filter, which its label points at
    const role = await page.locator('#linguist-filter-role').waitHandle();
    await tabTo(page, role, { backwards: true });
    await expectFocusRing(page, 'a filter');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await tabTo(page, await element(page, 'checkbox', 'Proofreader'));
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await page.waitForFunction((el) => el === document.activeElement, {}, role);
    await page.waitForFunction(
      (was) =>
        Array.from(document.querySelectorAll('main *')).some((el) => {
          const shown = el.children.length === 0 ? el.textContent?.trim().match(/^\d+–\d+ of (\d+)$/)?.[1] : undefined;
          return shown !== undefined && Number(shown) < was;
        }),
      {},
      everyone,
    );

    const search = await element(page, 'searchbox', 'Search');
    await tabTo(page, search, { backwards: true });
    await expectFocusRing(page, 'the search field');
    await page.keyboard.type('paul_proofs');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 1);
    expect(await page.$eval('main table tbody', (el) => el.textContent ?? '')).toContain('proofreader@demo.test');
  });

  it('the dialog for a new colleague', async () => {
    await open(page, 'admin', '/settings/users');
    await expectDialogKeyboard(page, await element(page, 'button', 'Add colleague'), 'Add a colleague');
  });

  it('says sort and page in the interface language', async () => {
    await open(page, 'admin', '/de/linguists/search');
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length >= 10);
    const sortButton = await (await element(page, 'columnheader', 'ID')).waitForSelector('button');
    if (!sortButton) throw new Error('The ID column has no sort button');
    await tabTo(page, sortButton);
    await page.keyboard.press('Enter');
    await waitForOrder('ascending');
    expect((await announcement()).text).toBe('Sortiert nach ID, aufsteigend');
    await tabTo(page, await element(page, 'button', 'Nächste Seite'));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /^Seite 2 von \d+$/.test(document.querySelector('[data-table-announcement]')?.textContent ?? ''));
  });
});

describe('the navigation on a phone, by keyboard', () => {
  it('opens from the menu button, closes on Escape and gives focus back', async () => {
    const page = await newPage(browser);
    await page.setViewport({ width: 390, height: 844 });
    await login(page, 'client', 'prepaid@demo.test');
    const menu = await element(page, 'button', 'Menu');
    const navigation = await page.locator('header nav').waitHandle();
    const linkShown = () => navigation.evaluate((el) => Array.from(el.querySelectorAll('a')).some((a) => a.getClientRects().length > 0));
    expect(await linkShown()).toBe(false);

    await tabTo(page, menu);
    await expectFocusRing(page, 'the menu button');
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'true', {}, menu);
    expect(await linkShown()).toBe(true);
    // The next Tab goes into the navigation that opened.
    await page.keyboard.press('Tab');
    expect(await navigation.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectFocusRing(page, 'a link of the opened navigation');

    await page.keyboard.press('Escape');
    await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'false', {}, menu);
    expect(await linkShown()).toBe(false);
    expect(await hasFocus(menu)).toBe(true);
    await page.browserContext().close();
  });
});
