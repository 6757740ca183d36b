// Issue 11, end to end: the client bookmarks a linguist, puts her in a new copywriting group and gives that group
// an order (GO); a copywriter outside the group never sees it. A direct order (DO) to the demo writer falls back to
// everyone when she declines it. A blocked linguist no longer sees the client's open orders. Last, the admin finds a
// copywriter on /linguists/search and raises her level; her own price moves into the new level's range, and the
// client's price for a direct order to her follows; then sets her price per word on her settings tab, and the client's
// price follows again. Along the way the client's linguist page opens on its profile tab (facts, the figures of the
// client's orders with her, the activities between them), and a linguist who says she is away is refused for direct
// orders until she is back.
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { Client } from 'pg';
import { launchBrowser, newPage, stack } from './support/browser';
import { Ledger, type OrderRow } from './support/ledger';
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
  selectedText,
  waitForDialogToClose,
  waitForExactText,
  waitForPath,
} from './support/ui';
import { storySteps } from './support/story';
import { expectWizardStep } from './support/wizard';

// The postpaid client: the prepaid client's balance belongs to the money stories.
const CLIENT = 'client@demo.test';
const ADMIN = 'admin@demo.test';
const WRITER = 'writer@demo.test';
const WRITER_NICKNAME = 'wiebke_writes';
const PROJECT = 'Trade fair magazine (German)'; // de-DE
const LEVEL = 'Linguist'; // level 'good'
const NEW_LEVEL = { code: 'excellent', label: 'Technical expert' };
const PRICED_WORDS = 100;

const STAMP = Date.now();
const GROUP = `E2E writers ${STAMP}`;
const GO_TITLE = `E2E group order ${STAMP}`;
const DO_TITLE = `E2E direct order ${STAMP}`;
const DECLINE_REASON = 'I am fully booked this week.';
const NOTE = `Reliable with trade fair texts (${STAMP})`;

jest.setTimeout(120_000);

interface Linguist {
  id: number;
  nickname: string;
  email: string;
}

let browser: Browser;
let db: Client;
let ledger: Ledger;
let clientPage: Page;
let writerPage: Page;
let memberPage: Page;
let blockedPage: Page;
let adminPage: Page;

const seen = {
  clientId: 0,
  /** the linguist the client bookmarks and puts in the new group */
  member: undefined as Linguist | undefined,
  /** a qualified copywriter the client blocks at the end */
  blocked: undefined as Linguist | undefined,
  groupOrder: undefined as OrderRow | undefined,
  directOrder: undefined as OrderRow | undefined,
  /** the copywriter whose level the admin raised */
  priced: undefined as PricedLinguist | undefined,
};

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} is not known yet`);
  return value;
};
const member = () => need(seen.member, 'The group member');
const blocked = () => need(seen.blocked, 'The linguist to block');

/**
 * Demo copywriters who could take the client's German orders at level good and have no relation to the client
 * yet (no bookmark, block or group): whom the story may bookmark, group and block without touching seeded rows.
 */
async function freshGermanCopywriters(clientId: number): Promise<Linguist[]> {
  const { rows } = await db.query<Linguist>(
    `SELECT l.id, l.nickname, l.email
       FROM linguists l
      WHERE l.status = 'ACTIVE' AND 'copywriter' = ANY (l.roles) AND l.email LIKE '%@linguists.demo.test'
        AND EXISTS (SELECT 1 FROM linguist_languages ll JOIN languages lang ON lang.id = ll.language_id
                     WHERE ll.linguist_id = l.id AND lang.culture = 'de-DE')
        AND (SELECT rank FROM levels WHERE code = l.level) >= (SELECT rank FROM levels WHERE code = 'good')
        AND NOT EXISTS (SELECT 1 FROM client_linguist_relations r WHERE r.client_id = $1 AND r.linguist_id = l.id)
        AND NOT EXISTS (SELECT 1 FROM linguist_group_members m JOIN linguist_groups g ON g.id = m.group_id
                         WHERE g.client_id = $1 AND m.linguist_id = l.id)
      ORDER BY l.id`,
    [clientId],
  );
  return rows;
}

async function relationOf(linguistId: number): Promise<string | null> {
  const { rows } = await db.query<{ relation: string }>(
    'SELECT relation FROM client_linguist_relations WHERE client_id = $1 AND linguist_id = $2',
    [seen.clientId, linguistId],
  );
  return rows[0]?.relation ?? null;
}

async function openOrderTitlesOfClient(): Promise<string[]> {
  const { rows } = await db.query<{ title: string }>(
    "SELECT title FROM orders WHERE client_id = $1 AND status = 'open' AND type = 'OO' ORDER BY id",
    [seen.clientId],
  );
  return rows.map((row) => row.title);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ledger = await Ledger.connect();
  db = new Client({ connectionString: stack().databaseUrl });
  await db.connect();
  seen.clientId = await ledger.clientId(CLIENT);
  const fresh = await freshGermanCopywriters(seen.clientId);
  if (fresh.length < 2) throw new Error(`The demo data has ${fresh.length} German copywriters without a relation to ${CLIENT}; the story needs two`);
  [seen.member, seen.blocked] = fresh;
  [clientPage, writerPage, memberPage, blockedPage, adminPage] = await Promise.all([
    newPage(browser),
    newPage(browser),
    newPage(browser),
    newPage(browser),
    newPage(browser),
  ]);
});

afterAll(async () => {
  await db?.end();
  await ledger?.close();
  await browser?.close();
});

// ---- the client's linguist pages --------------------------------------------------------------------------

/** /linguists, searched by nickname, to her profile. */
async function findAndOpenProfile(page: Page, nickname: string, id: number): Promise<void> {
  await open(page, 'client', '/linguists');
  await page.locator(byRole('tab', 'Search')).wait();
  await page.locator('input[placeholder="Search by nickname"]').fill(nickname);
  const table = await page.locator(byRole('table', 'Linguists')).waitHandle();
  // The search answers on the server: wait until her row is the only one.
  await page.waitForFunction(
    (el, wanted) => {
      const rows = Array.from(el.querySelectorAll('tbody tr'));
      return rows.length === 1 && Array.from(rows[0].querySelectorAll('a')).some((a) => a.textContent?.trim() === wanted);
    },
    {},
    table,
    nickname,
  );
  await page.locator(byRole('link', nickname)).click();
  await waitForPath(page, `/linguist/${id}`);
  await waitForExactText(page, nickname);
}

// ---- the client's order wizard ----------------------------------------------------------------------------

/** The six-step wizard for one copywriting order, `linguists` filling in step 2 after the level. */
async function orderInWizard(page: Page, title: string, linguists: () => Promise<void>, expectedSummary: Record<string, string>): Promise<OrderRow> {
  await open(page, 'client', '/orders/create');
  await page.locator(byRole('heading', 'New order')).wait();

  await expectWizardStep(page, 'Project');
  await choose(page, 'Project', PROJECT, { prefix: true });
  expect(await selectedText(page, 'Language')).toMatch(/^German/);
  await choose(page, 'Service', 'Copywriting');
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Linguists');
  await choose(page, 'Quality Level', LEVEL);
  await linguists();
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Briefing');
  await click(page, 'button', 'Next');
  await expectWizardStep(page, 'Layout');
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Order definition');
  await choose(page, 'Processing time', '3 days');
  await fillField(page, 'Title', title);
  await fillField(page, 'Min words', '100');
  await fillField(page, 'Max words', '200');
  await click(page, 'button', 'Next');

  await expectWizardStep(page, 'Order review');
  for (const [term, value] of Object.entries(expectedSummary)) {
    await page.waitForFunction(
      (wantedTerm, wantedValue) => {
        const dt = Array.from(document.querySelectorAll('dt')).find((el) => el.textContent?.trim() === wantedTerm);
        return (dt?.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ').trim() === wantedValue;
      },
      {},
      term,
      value,
    );
  }
  await click(page, 'button', 'Place order');
  await expectToast(page, 'Your order was placed.');
  await waitForPath(page, '/content/orders/open');
  await page.locator(byRole('link', title)).wait();
  return ledger.orderByTitle(title);
}

// ---- the linguist app's lists -----------------------------------------------------------------------------

/**
 * The titles a linguist's list shows on /orders/:list once it has loaded (newest first, so the story's orders
 * are on the first page if they are there at all).
 */
async function titlesIn(page: Page, list: 'requested' | 'available'): Promise<string[]> {
  const empty = list === 'requested' ? 'No client has asked you directly right now.' : 'No orders are available for you right now.';
  await open(page, 'linguist', `/orders/${list}`);
  const panel = await page.locator('[role="tabpanel"]').waitHandle();
  const titles = await page.waitForFunction(
    (el, emptyText) => {
      const links = Array.from(el.querySelectorAll('table tbody a')).map((a) => a.textContent?.trim() ?? '');
      if (links.length > 0) return links;
      return (el.textContent ?? '').includes(emptyText) ? [] : false;
    },
    {},
    panel,
    empty,
  );
  return (await titles.jsonValue()) as string[];
}

// ---- prices ----------------------------------------------------------------------------------------------

interface PricedLinguist extends Linguist {
  level: string;
  /** her own copywriting price per word for de-DE in EUR */
  price: string;
}

/** The lowest the new level lets a linguist ask for copywriting in EUR: the system list's pay for every group in force today (decisions 030, 053). */
async function newLevelMinimum(): Promise<string> {
  const { rows } = await db.query<{ pay: string }>(
    `SELECT sp.linguist_pay_per_word::text AS pay FROM system_prices sp JOIN currencies c ON c.id = sp.currency_id
      WHERE sp.level_code = $1 AND sp.service = 'copywriting' AND c.iso4217 = 'EUR'
        AND sp.language_group IS NULL AND sp.effective_from <= (now() AT TIME ZONE 'UTC')::date
      ORDER BY sp.effective_from DESC LIMIT 1`,
    [NEW_LEVEL.code],
  );
  if (!rows[0]) throw new Error(`No system price for ${NEW_LEVEL.code} copywriting in EUR`);
  return rows[0].pay;
}

/**
 * An active German demo copywriter below the new level whose own de-DE copywriting price in EUR lies below the
 * new level's minimum, whom the earlier steps do not use and who has no partnership price with the client (that
 * would price her direct orders instead); one the client's wizard offers at level good if there is one.
 */
async function copywriterBelow(minimum: string, taken: number[]): Promise<PricedLinguist> {
  const { rows } = await db.query<PricedLinguist>(
    `SELECT l.id, l.nickname, l.email, l.level, lp.price_per_word::text AS price
       FROM linguists l
       JOIN linguist_prices lp ON lp.linguist_id = l.id AND lp.service = 'copywriting'
       JOIN languages lang ON lang.id = lp.language_id AND lang.culture = 'de-DE'
       JOIN currencies c ON c.id = lp.currency_id AND c.iso4217 = 'EUR'
      WHERE l.status = 'ACTIVE' AND 'copywriter' = ANY (l.roles) AND l.email LIKE '%@linguists.demo.test'
        AND l.id <> ALL ($2::int[])
        AND EXISTS (SELECT 1 FROM linguist_languages ll WHERE ll.linguist_id = l.id AND ll.language_id = lang.id)
        AND (SELECT rank FROM levels WHERE code = l.level) < (SELECT rank FROM levels WHERE code = $3)
        AND lp.price_per_word < $4::numeric
        AND NOT EXISTS (SELECT 1 FROM linguist_partnership_prices pp WHERE pp.linguist_id = l.id AND pp.client_id = $1)
        AND NOT EXISTS (SELECT 1 FROM client_linguist_relations r WHERE r.client_id = $1 AND r.linguist_id = l.id AND r.relation = 'BLOCKED')
      ORDER BY (SELECT rank FROM levels WHERE code = l.level) >= (SELECT rank FROM levels WHERE code = $5) DESC, lp.price_per_word, l.id
      LIMIT 1`,
    [seen.clientId, taken, NEW_LEVEL.code, minimum, 'good'],
  );
  if (!rows[0]) throw new Error(`The demo data has no German copywriter below ${NEW_LEVEL.code} asking less than ${minimum} EUR a word`);
  return rows[0];
}

async function ownPrice(linguistId: number): Promise<string> {
  const { rows } = await db.query<{ price: string }>(
    `SELECT lp.price_per_word::text AS price FROM linguist_prices lp
       JOIN languages lang ON lang.id = lp.language_id AND lang.culture = 'de-DE'
       JOIN currencies c ON c.id = lp.currency_id AND c.iso4217 = 'EUR'
      WHERE lp.linguist_id = $1 AND lp.service = 'copywriting'`,
    [linguistId],
  );
  return rows[0].price;
}

/** Net minor units of `words` words at `pricePerWord` euros a word. */
const centsFor = (pricePerWord: string, words: number) => Math.round(Number(pricePerWord) * 100 * words);

interface PriceAnswer {
  status: number;
  body: { min: { amountNet: number; currency: string }; max: { amountNet: number }; message?: string; error?: Record<string, string[]> };
}

/** What the client's BFF answers for one direct copywriting order of PRICED_WORDS words to her, as the wizard asks. */
async function directOrderPriceAnswer(page: Page, linguistId: number): Promise<PriceAnswer> {
  const query = new URLSearchParams({
    min: String(PRICED_WORDS),
    max: String(PRICED_WORDS),
    language: 'de-DE',
    level: 'good',
    services: 'copywriting',
    type: 'DO',
    linguistId: String(linguistId),
  });
  return page.evaluate(async (path) => {
    const res = await fetch(path, { credentials: 'include' });
    return { status: res.status, body: (await res.json()) as PriceAnswer['body'] };
  }, `/api/client/orders/text-price?${query.toString()}`);
}

/** The price the client's wizard asks its BFF for: one direct copywriting order of PRICED_WORDS words to her. */
async function directOrderPrice(page: Page, linguistId: number): Promise<{ amountNet: number; currency: string }> {
  const answer = await directOrderPriceAnswer(page, linguistId);
  expect(answer.status).toBe(200);
  expect(answer.body.max.amountNet).toBe(answer.body.min.amountNet);
  return answer.body.min;
}

// ---- the story --------------------------------------------------------------------------------------------

const step = storySteps();

describe('issue 11: bookmarks, groups, group and direct orders, decline with fallback, blocking', () => {
  step('the client finds a linguist by nickname, opens her profile and bookmarks her; a reload keeps the bookmark', async () => {
    await login(clientPage, 'client', CLIENT);
    const { id, nickname } = member();
    await findAndOpenProfile(clientPage, nickname, id);
    expect(await relationOf(id)).toBeNull();

    await click(clientPage, 'button', 'Bookmark');
    await expectToast(clientPage, `${nickname} is bookmarked.`);
    await clientPage.locator(byRole('button', 'Remove bookmark')).wait();
    await waitForExactText(clientPage, 'Bookmarked');
    expect(await relationOf(id)).toBe('BOOKMARKED');

    await clientPage.reload();
    await clientPage.locator(byRole('button', 'Remove bookmark')).wait();
    await waitForExactText(clientPage, 'Bookmarked');
  });

  step('her page opens on the profile tab: her facts, the figures of the client’s orders with her, and a note among the activities', async () => {
    const { id } = member();
    await open(clientPage, 'client', `/linguist/${id}`);
    await clientPage.locator(byRole('tab', 'Profile')).wait();
    expect(await clientPage.$eval(byRole('tab', 'Profile'), (el) => el.getAttribute('aria-selected'))).toBe('true');
    expect(await detail(clientPage, 'About her', 'Availability')).toBe('Available');
    expect(await detail(clientPage, 'About her', 'Languages')).toMatch(/German/);
    expect(await detail(clientPage, 'Your orders with her', 'Orders by status')).toBe('No orders yet');
    await clientPage.locator(byRole('form', 'Your direct orders to her')).wait();
    await waitForExactText(clientPage, 'Nothing has happened between you and her yet.');

    await click(clientPage, 'tab', 'Notes');
    await waitForPath(clientPage, `/linguist/${id}/notes`);
    await clientPage.locator(byRole('textbox', 'New note')).fill(NOTE);
    await click(clientPage, 'button', 'Add note');
    await clientPage.locator(byRole('list', 'Notes')).wait();
    await waitForExactText(clientPage, NOTE);

    await click(clientPage, 'tab', 'Profile');
    await waitForPath(clientPage, `/linguist/${id}/profile`);
    const activities = await clientPage.locator(byRole('table', 'What happened between you and her')).waitHandle();
    await clientPage.waitForFunction(
      (el, text) => Array.from(el.querySelectorAll('tbody tr')).some((row) => (row.textContent ?? '').includes('You wrote a note') && (row.textContent ?? '').includes(text)),
      {},
      activities,
      NOTE,
    );
  });

  step('the client creates a copywriting group on /linguists/groups and adds her on her profile’s Groups tab', async () => {
    await open(clientPage, 'client', '/linguists/groups');
    await click(clientPage, 'button', 'New group');
    await dialog(clientPage, 'New group');
    await fillField(clientPage, 'Name', GROUP);
    expect(await selectedText(clientPage, 'Type')).toBe('Copywriting');
    await clickInDialog(clientPage, 'New group', 'Save');
    await waitForDialogToClose(clientPage, 'New group');
    const groups = await clientPage.locator(byRole('table', 'Your groups')).waitHandle();
    await groups.waitForSelector(byRole('link', GROUP));

    const { id } = member();
    await open(clientPage, 'client', `/linguist/${id}/groups`);
    const box = clientPage.locator(byRole('checkbox', GROUP));
    const checkbox = await box.waitHandle();
    expect(await checkbox.evaluate((el) => (el as HTMLInputElement).checked)).toBe(false);
    await box.click();
    await expectToast(clientPage, `Added to ${GROUP}.`);
    await clientPage.waitForFunction((el) => (el as HTMLInputElement).checked, {}, await clientPage.locator(byRole('checkbox', GROUP)).waitHandle());

    const { rows } = await db.query<{ linguist_id: number }>(
      'SELECT m.linguist_id FROM linguist_group_members m JOIN linguist_groups g ON g.id = m.group_id WHERE g.client_id = $1 AND g.name = $2',
      [seen.clientId, GROUP],
    );
    expect(rows.map((row) => row.linguist_id)).toEqual([id]);

    // The group's page lists her.
    await open(clientPage, 'client', '/linguists/groups');
    await clientPage.locator(byRole('link', GROUP)).click();
    await clientPage.locator(byRole('link', member().nickname)).wait();
  });

  step('the client orders a GO order to the group and a DO order to the writer that falls back to everyone', async () => {
    seen.groupOrder = await orderInWizard(
      clientPage,
      GO_TITLE,
      async () => {
        await choose(clientPage, 'Copywriting', 'A group of linguists');
        await choose(clientPage, 'Group', GROUP);
      },
      {},
    );
    expect(seen.groupOrder).toMatchObject({ status: 'open', level_code: 'good', with_proofreading: false, writer_id: null });
    const go = await db.query('SELECT o.type, g.name FROM orders o JOIN linguist_groups g ON g.id = o.writer_group_id WHERE o.id = $1', [seen.groupOrder.id]);
    expect(go.rows).toEqual([{ type: 'GO', name: GROUP }]);

    seen.directOrder = await orderInWizard(
      clientPage,
      DO_TITLE,
      async () => {
        await choose(clientPage, 'Copywriting', 'One linguist (direct order)');
        const picker = clientPage.locator(byRole('combobox', 'Linguist'));
        await picker.fill(WRITER_NICKNAME.slice(0, 6));
        // The option's name is her nickname followed by level, languages and price.
        const option = await clientPage.waitForFunction(
          (wanted) => Array.from(document.querySelectorAll('[role="option"]')).find((el) => el.textContent?.startsWith(`${wanted} `)) ?? false,
          {},
          WRITER_NICKNAME,
        );
        const element = option.asElement() as ElementHandle<Element> | null;
        if (!element) throw new Error(`No option for ${WRITER_NICKNAME} in the linguist picker`);
        await element.click();
        expect(await clientPage.$eval('#wizard-linguist', (el) => (el as HTMLInputElement).value)).toBe(WRITER_NICKNAME);
        await choose(clientPage, 'If the linguist declines or does not take the orders in time', 'Offer them to everyone');
      },
      {},
    );
    const writerId = await ledger.linguistId(WRITER);
    const direct = await db.query('SELECT type, direct_linguist_id, direct_fallback FROM orders WHERE id = $1', [seen.directOrder.id]);
    expect(direct.rows).toEqual([{ type: 'DO', direct_linguist_id: writerId, direct_fallback: 'open' }]);
  });

  step('the writer, a qualified copywriter outside the group, does not see the GO order; the member does', async () => {
    await login(writerPage, 'linguist', WRITER);
    const writerSees = await titlesIn(writerPage, 'available');
    expect(writerSees).not.toContain(GO_TITLE);
    expect(writerSees).not.toContain(DO_TITLE); // a request is not an available order

    await login(memberPage, 'linguist', member().email);
    const memberSees = await titlesIn(memberPage, 'available');
    expect(memberSees).toContain(GO_TITLE);
    expect(memberSees).not.toContain(DO_TITLE); // addressed to the writer alone
  });

  step('the writer declines the direct request with a reason; it falls back to everyone and another copywriter sees it', async () => {
    expect(await titlesIn(writerPage, 'requested')).toContain(DO_TITLE);
    await click(writerPage, 'button', `Decline “${DO_TITLE}”`);
    await dialog(writerPage, 'Decline this request?');
    const reason = await (await dialog(writerPage, 'Decline this request?')).waitForSelector(byRole('textbox', 'Reason (optional)'));
    await reason?.type(DECLINE_REASON);
    await clickInDialog(writerPage, 'Decline this request?', 'Decline');
    await expectToast(writerPage, 'The request has been declined.');
    await waitForDialogToClose(writerPage, 'Decline this request?');

    const after = await db.query('SELECT type, status, direct_linguist_id FROM orders WHERE id = $1', [need(seen.directOrder, 'The DO order').id]);
    expect(after.rows).toEqual([{ type: 'OO', status: 'open', direct_linguist_id: null }]);
    // The client reads her reason in the order's history: the decline is the writer's, with her note.
    const history = await db.query<{ actor_role: string; note: string | null; to_status: string }>(
      "SELECT actor_role, note, to_status FROM order_history WHERE order_id = $1 AND actor_role = 'linguist' ORDER BY id",
      [need(seen.directOrder, 'The DO order').id],
    );
    expect(history.rows).toEqual([expect.objectContaining({ actor_role: 'linguist', note: DECLINE_REASON, to_status: 'open' })]);

    expect(await titlesIn(writerPage, 'requested')).not.toContain(DO_TITLE);
    expect(await titlesIn(memberPage, 'available')).toContain(DO_TITLE);
    await login(blockedPage, 'linguist', blocked().email);
    expect(await titlesIn(blockedPage, 'available')).toContain(DO_TITLE);
  });

  step('the client blocks a copywriter who sees its open orders; she no longer sees any of them, her peer still does', async () => {
    const openOrders = await openOrderTitlesOfClient();
    expect(openOrders).toContain(DO_TITLE);
    const before = await titlesIn(blockedPage, 'available');
    expect(before).toContain(DO_TITLE);

    const { id, nickname } = blocked();
    await findAndOpenProfile(clientPage, nickname, id);
    await click(clientPage, 'button', 'Block');
    await dialog(clientPage, `Block ${nickname}?`);
    await clickInDialog(clientPage, `Block ${nickname}?`, 'Block');
    await expectToast(clientPage, `${nickname} is blocked.`);
    await clientPage.locator(byRole('button', 'Unblock')).wait();
    expect(await relationOf(id)).toBe('BLOCKED');

    const after = await titlesIn(blockedPage, 'available');
    for (const title of openOrders) expect(after).not.toContain(title);
    const peerSees = await titlesIn(memberPage, 'available');
    expect(peerSees).toContain(DO_TITLE);

    console.log(
      [
        `member ${member().nickname} (${member().id}) in "${GROUP}"; GO order ${need(seen.groupOrder, 'GO').id}, DO order ${need(seen.directOrder, 'DO').id}`,
        `${blocked().nickname} (${id}) saw ${before.length} available orders before the block, ${after.length} after; the client has ${openOrders.length} open OO orders`,
      ].join('\n'),
    );
  });

  step('the admin finds a copywriter, raises her level; her price and the client’s price for a direct order to her follow', async () => {
    const minimum = await newLevelMinimum();
    const her = await copywriterBelow(minimum, [member().id, blocked().id]);
    const before = await directOrderPrice(clientPage, her.id);
    expect(before).toMatchObject({ currency: 'EUR', amountNet: centsFor(her.price, PRICED_WORDS) });

    await login(adminPage, 'admin', ADMIN);
    await open(adminPage, 'admin', '/linguists/search');
    await adminPage.locator('input[placeholder="Search by nickname, name, e-mail or number"]').fill(her.nickname);
    const table = await adminPage.locator(byRole('table', 'Linguists')).waitHandle();
    // The search answers on the server: wait until her row is the only one.
    await adminPage.waitForFunction(
      (el, wanted) => {
        const rows = Array.from(el.querySelectorAll('tbody tr'));
        return rows.length === 1 && Array.from(rows[0].querySelectorAll('a')).some((a) => a.textContent?.trim() === wanted);
      },
      {},
      table,
      her.nickname,
    );
    await adminPage.locator(byRole('link', her.nickname)).click();
    await waitForPath(adminPage, `/linguist/${her.id}`);
    expect(await detail(adminPage, 'Profile', 'E-mail')).toBe(her.email);
    expect(await detail(adminPage, 'Profile', 'Level')).not.toBe(NEW_LEVEL.label);

    await click(adminPage, 'button', 'Edit profile');
    await choose(adminPage, 'Level', NEW_LEVEL.label);
    await click(adminPage, 'button', 'Save');
    await expectToast(adminPage, 'The profile was saved.');
    expect(await detail(adminPage, 'Profile', 'Level', new RegExp(`^${NEW_LEVEL.label}$`))).toBe(NEW_LEVEL.label);

    const { rows } = await db.query<{ level: string }>('SELECT level FROM linguists WHERE id = $1', [her.id]);
    expect(rows).toEqual([{ level: NEW_LEVEL.code }]);
    // Her own price rose to the new level's minimum (decision 030) ...
    const raised = await ownPrice(her.id);
    expect(Number(raised)).toBe(Number(minimum));
    // ... and so did the client's price for a direct order to her.
    const after = await directOrderPrice(clientPage, her.id);
    expect(after).toMatchObject({ currency: 'EUR', amountNet: centsFor(minimum, PRICED_WORDS) });
    expect(after.amountNet).not.toBe(before.amountNet);

    console.log(`${her.nickname} (${her.id}) ${her.level} → ${NEW_LEVEL.code}: ${her.price} → ${raised} EUR a word; ${PRICED_WORDS} words direct ${before.amountNet} → ${after.amountNet} net`);
    seen.priced = her;
  });

  step('the admin sets her price per word on her settings tab within the new range; the client’s direct price follows', async () => {
    const her = need(seen.priced, 'The copywriter whose level was raised');
    const minimum = await newLevelMinimum();
    // A price a quarter above the level's minimum, in cents per word as staff type it (decision 031).
    const chosen = (Number(minimum) * 1.25).toFixed(4);
    const typedCents = (Number(chosen) * 100).toFixed(2).replace('.', ',');
    await open(adminPage, 'admin', `/linguist/${her.id}/settings`);
    const field = adminPage.locator(byRole('textbox', 'Copywriting, German - Germany (ct/word)'));
    await field.wait();
    await field.fill(typedCents);
    await click(adminPage, 'button', 'Save price: Copywriting, German - Germany (ct/word)');
    await expectToast(adminPage, 'The price was saved.');
    expect(Number(await ownPrice(her.id))).toBe(Number(chosen));

    const after = await directOrderPrice(clientPage, her.id);
    expect(after).toMatchObject({ currency: 'EUR', amountNet: centsFor(chosen, PRICED_WORDS) });
    console.log(`${her.nickname} (${her.id}) priced by staff at ${chosen} EUR a word; ${PRICED_WORDS} words direct ${after.amountNet} net`);
  });

  step('a linguist who says she is away cannot be asked for a direct order until she is back; her page says so', async () => {
    const { id } = member();
    expect((await directOrderPriceAnswer(clientPage, id)).status).toBe(200);

    await open(memberPage, 'linguist', '/settings/availability');
    const form = memberPage.locator(byRole('form', 'Your availability'));
    await form.wait();
    await choose(memberPage, 'Availability', 'Away');
    await click(memberPage, 'button', 'Save availability');
    await expectToast(memberPage, 'Your changes have been saved.');

    try {
      const refused = await directOrderPriceAnswer(clientPage, id);
      expect(refused).toMatchObject({ status: 400, body: { message: 'Linguist is not available', error: { linguistId: ['Linguist is not available'] } } });
      await open(clientPage, 'client', `/linguist/${id}`);
      await waitForExactText(clientPage, 'She is away and cannot be asked for a direct order until she is back.');
      expect(await detail(clientPage, 'About her', 'Availability')).toBe('Away');
    } finally {
      // Back at work, as the demo data had her.
      await open(memberPage, 'linguist', '/settings/availability');
      await memberPage.locator(byRole('form', 'Your availability')).wait();
      await choose(memberPage, 'Availability', 'Available');
      await click(memberPage, 'button', 'Save availability');
      await expectToast(memberPage, 'Your changes have been saved.');
    }
    expect((await directOrderPriceAnswer(clientPage, id)).status).toBe(200);
  });
  step('at 390 px every page of the story fits the screen: no page scrolls sideways, tables scroll inside their card', async () => {
    const { id } = member();
    const visits: [Page, 'client' | 'linguist' | 'admin', string][] = [
      [clientPage, 'client', '/linguists/search'],
      [clientPage, 'client', '/linguists/groups'],
      [clientPage, 'client', `/linguist/${id}/profile`],
      [clientPage, 'client', `/linguist/${id}/notes`],
      [memberPage, 'linguist', '/profile'],
      [memberPage, 'linguist', '/settings/prices'],
      [memberPage, 'linguist', '/clients'],
      [adminPage, 'admin', '/linguists/search'],
      [adminPage, 'admin', `/linguist/${id}/profile`],
    ];
    const overflowing: string[] = [];
    for (const [page, app, path] of visits) {
      await page.setViewport({ width: 390, height: 844 });
      try {
        await open(page, app, path);
        await page.locator('main').wait();
        // let the lazily loaded page and its first data settle before measuring (the network never idles: the
        // live-events stream stays open)
        await page.waitForFunction(() => !document.body.innerText.includes('Loading'), { timeout: 15_000 }).catch(() => undefined);
        await new Promise((settled) => setTimeout(settled, 500));
        const width = await page.evaluate(() => {
          const inner = window.innerWidth;
          // the outermost elements reaching past the screen's edge outside any scrolling box, to name in the failure
          const scrollsInside = (el: HTMLElement) => {
            for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
              if (/auto|scroll|hidden/.test(getComputedStyle(up).overflowX)) return true;
            }
            return false;
          };
          const wide = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => el.getBoundingClientRect().right > inner + 1 && !scrollsInside(el));
          const named = wide.filter((el) => !wide.includes(el.parentElement as HTMLElement)).slice(0, 3).map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
          return { scroll: document.documentElement.scrollWidth, inner, named };
        });
        if (width.scroll > width.inner) overflowing.push(`${app} ${path}: ${width.scroll} px wide (${width.named.join(', ')})`);
      } finally {
        // puppeteer's default, which the other steps ran at
        await page.setViewport({ width: 800, height: 600 });
      }
    }
    expect(overflowing).toEqual([]);
  });
});
