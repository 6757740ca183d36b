import type { Browser, Page } from 'puppeteer-core';
import { DEMO_PASSWORD, launchBrowser, newPage, stack, type Role } from './support/browser';

const ACCOUNTS: Record<Role, string> = {
  client: 'client@demo.test',
  admin: 'admin@demo.test',
  linguist: 'writer@demo.test',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction((p) => window.location.pathname === p, {}, pathname);
}

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

async function heading(page: Page): Promise<string> {
  const h1 = await page.locator('h1').waitHandle();
  return (await h1.evaluate((el) => el.textContent ?? '')).trim();
}

describe.each(Object.keys(ACCOUNTS) as Role[])('the %s app', (role) => {
  const base = () => stack().appUrls[role];

  it('signs in on its own host, survives a reload, and signs out to /login', async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}/dashboard`);
    await waitForPath(page, '/login');
    expect(pathOf(page)).toBe('/login?back_url=%2Fdashboard');

    await submitLogin(page, ACCOUNTS[role], DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.locator('h1::-p-text(Welcome)').wait();

    // The session lives server-side: one opaque HttpOnly cookie, no token in the browser.
    const cookies = await page.browserContext().cookies();
    expect(cookies.map((c) => c.name)).toEqual([`inkwell.${role}.sid`]);
    expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toMatch(/eyJ/); // no JWT kept in web storage

    await page.reload();
    await page.locator('h1::-p-text(Welcome)').wait();
    expect(pathOf(page)).toBe('/dashboard');

    await page.locator('button[aria-label$=", user menu"]').click();
    await page.locator('::-p-text(Log out)').click();
    await waitForPath(page, '/login');

    // Signed out for real: the protected page sends us back to the login.
    await page.goto(`${base()}/dashboard`);
    await waitForPath(page, '/login');
    await page.browserContext().close();
  });

  it('shows one generic error for a wrong password and stays on the login page', async () => {
    const page = await newPage(browser);
    await page.goto(`${base()}/login`);
    await submitLogin(page, ACCOUNTS[role], 'not-the-password');
    const alert = await page.locator('[role="alert"]').waitHandle();
    expect(await alert.evaluate((el) => el.textContent)).toContain('The e-mail address or the password is not correct.');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.browserContext().close();
  });
});

describe('back_url and language prefix', () => {
  it('follows back_url to a German page after login and keeps the interface German', async () => {
    const page = await newPage(browser);
    await page.goto(`${stack().appUrls.linguist}/de/dashboard`);
    await waitForPath(page, '/de/login');
    expect(new URL(page.url()).searchParams.get('back_url')).toBe('/de/dashboard');
    await submitLogin(page, 'proofreader@demo.test', DEMO_PASSWORD);
    await waitForPath(page, '/de/dashboard');
    expect(await heading(page)).toMatch(/^Willkommen/);
    await page.browserContext().close();
  });

  it('sends a signed-in user away from the login page to the dashboard', async () => {
    const page = await newPage(browser);
    await page.goto(`${stack().appUrls.client}/login`);
    await submitLogin(page, 'prepaid@demo.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.goto(`${stack().appUrls.client}/login`);
    await waitForPath(page, '/dashboard');
    await page.goto(`${stack().appUrls.client}/no-such-page`);
    await waitForPath(page, '/404');
    await page.browserContext().close();
  });
});

describe('sessions are bound to their role', () => {
  it('refuses a client session cookie at the admin BFF', async () => {
    const page = await newPage(browser);
    await page.goto(`${stack().appUrls.client}/login`);
    await submitLogin(page, 'client@demo.test', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    const [cookie] = await page.browserContext().cookies();
    await page.browserContext().close();

    // Node does not resolve *.localhost as browsers do; the BFFs answer on loopback whatever the name.
    const bff = (r: Role) => `http://127.0.0.1:${stack().ports[r]}`;
    const clientSession = await fetch(`${bff('client')}/bff/auth/session`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(((await clientSession.json()) as { user: { email: string } | null }).user?.email).toBe('client@demo.test');

    // Under its own name and under the admin cookie's name: both are strangers to the admin BFF.
    for (const name of [cookie.name, 'inkwell.admin.sid']) {
      const res = await fetch(`${bff('admin')}/bff/auth/session`, { headers: { cookie: `${name}=${cookie.value}` } });
      expect(await res.json()).toEqual({ user: null });
    }
  });
});
