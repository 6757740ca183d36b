import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the EU's VIES REST API (POST /check-vat-number {countryCode, vatNumber} → {valid, …}).
 * Numbers registered as valid answer true, every other number false; `mode` simulates the registry being
 * down (an error answer) or slow.
 */
export interface FakeVies {
  url: string;
  close: () => Promise<void>;
  /** "DE123456789": VIES country code followed by the number */
  validNumbers: Set<string>;
  /** what VIES was asked, in order */
  requests: { countryCode: string; vatNumber: string }[];
  /** up: answers; member-state-down: 200 without a verdict, as VIES reports MS_UNAVAILABLE; error: 500; slow: waits `delayMs` */
  mode: 'up' | 'member-state-down' | 'error' | 'slow';
  delayMs: number;
}

export async function startFakeVies(): Promise<FakeVies> {
  const fake: FakeVies = {
    url: '',
    close: async () => undefined,
    validNumbers: new Set(),
    requests: [],
    mode: 'up',
    delayMs: 0,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/check-vat-number') return answer(404, { error: 'not found' });
      let asked: { countryCode: string; vatNumber: string };
      try {
        asked = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { countryCode: string; vatNumber: string };
      } catch {
        return answer(400, { errorWrappers: [{ error: 'INVALID_INPUT' }] });
      }
      fake.requests.push({ countryCode: asked.countryCode, vatNumber: asked.vatNumber });
      if (fake.mode === 'error') return answer(500, { errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
      if (fake.mode === 'member-state-down') {
        return answer(200, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] });
      }
      const verdict = () =>
        answer(200, {
          countryCode: asked.countryCode,
          vatNumber: asked.vatNumber,
          requestDate: new Date().toISOString(),
          valid: fake.validNumbers.has(`${asked.countryCode}${asked.vatNumber}`),
          name: '---',
          address: '---',
        });
      if (fake.mode === 'slow') setTimeout(verdict, fake.delayMs).unref();
      else verdict();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    });
  return fake;
}
