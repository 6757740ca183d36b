import type { AddressInfo } from 'node:net';
import { startTestApi, type TestContext } from '../testing/test-runtime.js';

let api: TestContext;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

const resetLink = '/auth/send-reset-password-link';

/** supertest would serialise a Buffer to JSON; the bytes must reach the server as they are. */
async function postBytes(path: string, bytes: Buffer): Promise<{ status: number; body: { error?: Record<string, string[]> } }> {
  const server = api.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bytes });
    return { status: res.status, body: (await res.json()) as { error?: Record<string, string[]> } };
  } finally {
    server.close();
  }
}

describe('request guards', () => {
  it('answers 415 when a route that reads JSON gets another content type, instead of reading an empty body', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await api.request().post(resetLink).set('content-type', type).send('{"email":"someone@example.test"}');
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('answers 400 naming the body when its bytes are not UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xff, 0xc3, 0x28]), Buffer.from('@example.test"}')]);
    const res = await postBytes(resetLink, bytes);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ body: ['The request body is not valid UTF-8'] });
  });

  it('answers 400 naming the path when it holds a malformed %-encoding', async () => {
    const res = await api.request().get('/client/briefings/system/%ff');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ path: ['The path holds a malformed %-encoding'] });
  });

  it('lets JSON and body-less requests through', async () => {
    expect((await api.request().post(resetLink).send({ email: 'nobody@example.test' })).status).toBe(204);
    expect((await api.request().get('/client/languages')).status).toBe(200);
  });
});
