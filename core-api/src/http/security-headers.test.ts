import { startTestApi, type TestContext } from '../testing/test-runtime.js';

let api: TestContext;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('core-api’s security headers', () => {
  it.each(['/health', '/openapi.json', '/client/projects', '/no/such/route'])('%s answers with a policy that runs and frames nothing', async (route) => {
    const res = await api.request().get(route);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
