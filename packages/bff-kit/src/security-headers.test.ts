import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@inkwell/contracts';
import { startFakeCoreApi, type FakeCoreApi } from './testing/fake-core-api.js';
import { makeWebDist, openStoreFixture, startTestBff, type StoreFixture, type TestBff } from './testing/test-bff.js';

const ROOT = path.resolve(__dirname, '../../..');

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the security headers of every BFF answer', () => {
  let core: FakeCoreApi;
  let store: StoreFixture;
  const bffs = new Map<string, TestBff>();
  const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-docs-dist-'));
  fs.writeFileSync(path.join(docs, 'index.html'), '<!doctype html><title>Inkwell docs</title>');

  beforeAll(async () => {
    core = await startFakeCoreApi();
    store = await openStoreFixture('postgres');
    const env = { WEB_DIST_DIR: makeWebDist(), DOCS_DIST_DIR: docs };
    for (const role of ['client', 'admin', 'linguist'] as const) bffs.set(role, await startTestBff(store, core, { role, env }));
    bffs.set('production', await startTestBff(store, core, { role: 'client', env, config: { nodeEnv: 'production' } }));
  });

  afterAll(async () => {
    await Promise.all([...bffs.values()].map((bff) => bff.close()));
    await store.close();
    await core.close();
  });

  const page = (name: string, route = '/') => (bffs.get(name) as TestBff).http().get(route).set('Accept', 'text/html');

  it.each(['/', '/docs/', '/api/client/me', '/bff/session'])('answers %s with the policy, nosniff, no framing, a referrer and a permissions policy', async (route) => {
    const res = await page('admin', route);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*payment=\(\)/);
    // HSTS would pin a local http install to https: production only
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets only the client app load Stripe.js, its frames and its API, for the deposit dialog', async () => {
    const client = directives((await page('client')).headers['content-security-policy'] as string);
    expect(client.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(client.get('frame-src')).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(client.get('connect-src')).toContain('https://api.stripe.com');
    expect((await page('client')).headers['permissions-policy']).toContain('payment=(self "https://js.stripe.com")');
    for (const role of ['admin', 'linguist'] satisfies Role[]) {
      const csp = directives((await page(role)).headers['content-security-policy'] as string);
      expect(csp.get('script-src')?.join(' ')).not.toContain('stripe');
      expect(csp.get('frame-src')).toEqual(["'none'"]);
    }
    // the linguist editor's spell checker compiles WebAssembly, nothing else may
    expect(directives((await page('linguist')).headers['content-security-policy'] as string).get('script-src')).toContain("'wasm-unsafe-eval'");
  });

  it('in production adds HSTS and allows no local server', async () => {
    const res = await page('production');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it.each(['web-client', 'web-admin', 'web-linguist'])('%s’s built index.html has no inline script the policy would block', (app) => {
    const index = path.join(ROOT, app, 'dist/index.html');
    if (!fs.existsSync(index)) return;
    const html = fs.readFileSync(index, 'utf8');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/assets\//);
      expect(content.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
