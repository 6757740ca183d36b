// Page helpers that find things the way a user (or a screen reader) does: by role, accessible name and visible text.
import type { ElementHandle, Page } from 'puppeteer-core';
import { DEMO_PASSWORD, stack, type Role } from './browser';

/** Puppeteer's ARIA query: an element of this role with exactly this accessible name. */
export const byRole = (role: string, name: string) => `::-p-aria([name=${JSON.stringify(name)}][role="${role}"])`;

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction((wanted) => window.location.pathname === wanted, {}, pathname);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Signs in on the app's login page and lands on its dashboard. */
export async function login(page: Page, app: Role, email: string): Promise<void> {
  await page.goto(`${stack().appUrls[app]}/login`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator(byRole('button', 'Log in')).click();
  await waitForPath(page, '/dashboard');
  await page.locator('h1::-p-text(Welcome)').wait();
}

export async function open(page: Page, app: Role, path: string): Promise<void> {
  await page.goto(`${stack().appUrls[app]}${path}`);
}

export async function click(page: Page, role: string, name: string): Promise<void> {
  await page.locator(byRole(role, name)).click();
}

/** Waits until some innermost element's text is exactly `text` (a status badge, a heading, a revision comment). */
export async function waitForExactText(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      Array.from(document.querySelectorAll('body *')).some(
        (el) => el.children.length === 0 && (el.textContent ?? '').replace(/\s+/g, ' ').trim() === wanted,
      ),
    {},
    text,
  );
}

/** A toast with this message. */
export async function expectToast(page: Page, message: string): Promise<void> {
  const region = await page.locator(byRole('region', 'Notifications')).waitHandle();
  await page.waitForFunction((el, wanted) => (el.textContent ?? '').includes(wanted), {}, region, message);
}

/** Picks the option shown as `option` (or starting with it, with `prefix`) in the select labelled `field`. */
export async function choose(page: Page, field: string, option: string, { prefix = false } = {}): Promise<void> {
  const select = (await page.locator(byRole('combobox', field)).waitHandle()) as ElementHandle<HTMLSelectElement>;
  const value = await page.waitForFunction(
    (el, wanted, byPrefix) => {
      const found = Array.from(el.options).find((o) => (byPrefix ? o.text.startsWith(wanted) : o.text === wanted));
      return found ? found.value : false;
    },
    {},
    select,
    option,
    prefix,
  );
  await select.select((await value.jsonValue()) as string);
  const chosen = await selectedText(page, field);
  if (prefix) expect(chosen.startsWith(option)).toBe(true);
  else expect(chosen).toBe(option);
}

/** The text of the chosen option of the select labelled `field`. */
export async function selectedText(page: Page, field: string): Promise<string> {
  const select = (await page.locator(byRole('combobox', field)).waitHandle()) as ElementHandle<HTMLSelectElement>;
  return select.evaluate((el) => el.selectedOptions[0]?.text ?? '');
}

export async function fillField(page: Page, field: string, value: string): Promise<void> {
  await page.locator(byRole('textbox', field)).fill(value);
}

/**
 * The value next to `term` in the card (a labelled section) named `card`, once it has loaded: the
 * definition lists of the dashboards' money cards and the order details.
 */
export async function detail(page: Page, card: string, term: string, loaded: RegExp = /\S/, timeout = 15_000): Promise<string> {
  const deadline = Date.now() + timeout;
  let shown: string | null = null;
  for (;;) {
    // Looked up afresh each time: a card may be rendered anew while its data loads.
    const region = await page.$(byRole('region', card));
    shown = region
      ? await region.evaluate((el, wantedTerm) => {
          const dt = Array.from(el.querySelectorAll('dt')).find((candidate) => (candidate.textContent ?? '').trim() === wantedTerm);
          return dt ? (dt.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
        }, term)
      : null;
    if (shown !== null && loaded.test(shown)) return shown;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`"${term}" in the card "${card}" shows ${JSON.stringify(shown)}, not ${loaded} after ${timeout} ms`);
}

/** Money as it appears once loaded: digits, a comma, two decimals, the euro sign. */
export const MONEY = /\d,\d\d €$/;

/**
 * Replaces what the textarea named `field` holds with `text` in one input event, as a paste would, so the
 * editor's live count sees the whole text at once.
 */
export async function replaceText(page: Page, field: string, text: string): Promise<void> {
  const area = await page.locator(byRole('textbox', field)).waitHandle();
  await area.click();
  await area.evaluate((el) => (el as HTMLTextAreaElement).select());
  await page.keyboard.sendCharacter(text);
  expect(await area.evaluate((el) => (el as HTMLTextAreaElement).value)).toBe(text);
}

export async function textareaValue(page: Page, field: string): Promise<string> {
  const area = await page.locator(byRole('textbox', field)).waitHandle();
  return area.evaluate((el) => (el as HTMLTextAreaElement).value);
}

/** The open dialog, by its title. */
export async function dialog(page: Page, title: string): Promise<ElementHandle<Element>> {
  return page.locator(byRole('dialog', title)).waitHandle();
}

/** A button inside a dialog (the page behind may have one of the same name). */
export async function clickInDialog(page: Page, title: string, button: string): Promise<void> {
  const box = await dialog(page, title);
  const target = await box.waitForSelector(byRole('button', button));
  if (!target) throw new Error(`No button ${button} in the dialog ${title}`);
  await target.click();
}

export async function waitForDialogToClose(page: Page, title: string): Promise<void> {
  await page.waitForSelector(byRole('dialog', title), { hidden: true });
}
