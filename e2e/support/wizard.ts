// The order wizard as a user drives it, in the client app and the back office alike (one web-kit wizard, decision 043).
import type { ElementHandle, Page } from 'puppeteer-core';
import { byRole } from './ui';

/** The wizard's step `name` is shown and marked current in the stepper. */
export async function expectWizardStep(page: Page, name: string): Promise<void> {
  await page.locator(byRole('region', name)).wait();
  const current = await page.locator('[aria-current="step"]').waitHandle();
  expect(await current.evaluate((el) => el.textContent?.trim())).toMatch(new RegExp(`${name}$`));
}

export async function waitForPickedClient(page: Page, name: string): Promise<void> {
  await page.waitForFunction((wanted) => (document.getElementById('wizard-client') as HTMLInputElement | null)?.value === wanted, {}, name);
}

/** Types into the back office's step 1 client picker and picks the option named by the client's company. */
export async function pickClient(page: Page, search: string, name: string): Promise<void> {
  await page.locator(byRole('combobox', 'Client')).fill(search);
  const option = await page.waitForFunction(
    (wanted) => Array.from(document.querySelectorAll('[role="option"]')).find((el) => el.textContent?.startsWith(wanted)) ?? false,
    {},
    name,
  );
  const element = option.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`No option ${name} in the client picker`);
  await element.click();
  await waitForPickedClient(page, name);
}

/** The value of `term` in the review's summary, once it reads `value`. */
export async function expectSummary(page: Page, term: string, value: string): Promise<void> {
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
