import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.cjs';

export type Role = 'client' | 'admin' | 'linguist';

export interface StackInfo {
  appUrls: Record<Role, string>;
  ports: Record<Role | 'core', number>;
  databaseUrl: string;
  redis: boolean;
  /** the fake Stripe server core-api is pointed at, and the publishable key core-api hands to browsers */
  stripe: { apiUrl: string; publishableKey: string };
  /** the fake WordPress site (core-api's exports test server) the client connects in /settings/integrations */
  wordpress: { url: string; username: string; applicationPassword: string };
}

export function stack(): StackInfo {
  const raw = process.env.E2E_STACK;
  if (!raw) throw new Error('E2E_STACK is not set: run the suite with `jest -c e2e/jest.config.js`');
  return JSON.parse(raw) as StackInfo;
}

function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error('No Chromium found: apt-get install -y chromium');
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/** A page in its own incognito-like context, so sessions of different tests never mix. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export const DEMO_PASSWORD = 'demo-password-1';
