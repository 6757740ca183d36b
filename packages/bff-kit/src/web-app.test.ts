import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import zlib from 'node:zlib';
import { startFakeCoreApi, type FakeCoreApi } from './testing/fake-core-api.js';
import { makeWebDist, openStoreFixture, startTestBff, type StoreFixture, type TestBff } from './testing/test-bff.js';

describe('BFF serving the app', () => {
  let core: FakeCoreApi;
  let store: StoreFixture;
  let built: TestBff;
  let notBuilt: TestBff;
  let webDist: string;
  const missingDist = path.join(os.tmpdir(), 'inkwell-web-linguist-never-built', 'dist');
  const missingDocs = path.join(os.tmpdir(), 'inkwell-docs-never-built', 'dist');

  function makeDocsDist(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-docs-dist-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Inkwell docs</title>');
    fs.writeFileSync(path.join(dir, 'api.html'), '<!doctype html><title>API reference</title>');
    return dir;
  }

  beforeAll(async () => {
    core = await startFakeCoreApi();
    store = await openStoreFixture('postgres');
    webDist = makeWebDist();
    // what web-kit's precompress plugin writes beside a built script
    const chunk = 'console.log("inkwell, compressed at build time");'.repeat(40);
    fs.writeFileSync(path.join(webDist, 'assets', 'framework-9c1d2e.js'), chunk);
    fs.writeFileSync(path.join(webDist, 'assets', 'framework-9c1d2e.js.br'), zlib.brotliCompressSync(chunk));
    fs.writeFileSync(path.join(webDist, 'assets', 'framework-9c1d2e.js.gz'), zlib.gzipSync(chunk));
    built = await startTestBff(store, core, { env: { WEB_DIST_DIR: webDist, DOCS_DIST_DIR: makeDocsDist() } });
    notBuilt = await startTestBff(store, core, { role: 'linguist', env: { WEB_DIST_DIR: missingDist, DOCS_DIST_DIR: missingDocs } });
  });

  afterAll(async () => {
    await Promise.all([built.close(), notBuilt.close()]);
    await store.close();
    await core.close();
  });

  it.each(['/', '/dashboard', '/de/orders/42'])('answers the page route %s with index.html, revalidated every time', async (page) => {
    const res = await built.http().get(page).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<title>Inkwell test app</title>');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await built.http().get('/assets/main-3f9ac1.js');

    expect(res.status).toBe(200);
    expect(res.text).toContain('inkwell');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('sends the build’s compressed copy of an asset to a browser accepting %s', async (accepted, encoding) => {
    const res = await built.http().get('/assets/framework-9c1d2e.js').set('Accept-Encoding', accepted);

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(webDist, 'assets', `framework-9c1d2e.js.${encoding === 'br' ? 'br' : 'gz'}`)).size);
    expect(res.text).toBe('console.log("inkwell, compressed at build time");'.repeat(40));
  });

  it('sends an asset as it is to a client accepting no compression, and one without compressed copies uncompressed', async () => {
    const identity = await built.http().get('/assets/framework-9c1d2e.js').set('Accept-Encoding', 'identity');
    const small = await built.http().get('/assets/main-3f9ac1.js').set('Accept-Encoding', 'br, gzip');

    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toContain('compressed at build time');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toContain('inkwell');
  });

  it('never serves a file outside the assets folder through the compressed copies', async () => {
    fs.writeFileSync(path.join(webDist, 'secret.txt.br'), zlib.brotliCompressSync('not for you'));
    const res = await built.http().get('/assets/..%2Fsecret.txt').set('Accept-Encoding', 'br');

    expect(res.text ?? '').not.toContain('not for you');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 rather than the page for a missing file a script asks for', async () => {
    const res = await built.http().get('/assets/gone-000000.js').set('Accept', '*/*');

    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('never answers unknown /bff routes with the page', async () => {
    const res = await built.http().get('/bff/unknown').set('Accept', 'text/html');

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('answers 503 naming the folder and the build command when the app is not built', async () => {
    const res = await notBuilt.http().get('/dashboard').set('Accept', 'text/html');

    expect(res.status).toBe(503);
    expect(res.body.message).toContain(missingDist);
    expect(res.body.message).toContain('npm run build -w @inkwell/web-linguist');
  });

  it('still answers the API and health when the app is not built', async () => {
    const res = await notBuilt.http().get('/bff/health');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', store: 'postgres' });
  });

  it.each([
    ['/docs/', 'Inkwell docs'],
    ['/docs/api.html', 'API reference'],
  ])('serves the docs site at %s, not the app page', async (page, title) => {
    const res = await built.http().get(page).set('Accept', 'text/html');

    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${title}</title>`);
  });

  it('answers 503 naming the docs build command when the docs are not built', async () => {
    const res = await notBuilt.http().get('/docs/').set('Accept', 'text/html');

    expect(res.status).toBe(503);
    expect(res.body.message).toContain('npm run build-docs');
  });
});
