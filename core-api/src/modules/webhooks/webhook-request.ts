import http from 'node:http';
import https from 'node:https';
import { guardedLookup } from './webhook-targets.js';

const EXCERPT_CHARS = 500;
/** More of an answer than the excerpt is never read: a receiver cannot make us buffer a large body. */
const READ_BYTES = 4096;

/**
 * Connections to receivers are kept open between deliveries (a busy endpoint gets many per second); an idle one is
 * dropped after 4 s, before the common 5 s server keep-alive closes it under a request. A kept socket stays connected
 * to the address the guarded lookup checked.
 */
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 32, timeout: 4_000 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 32, timeout: 4_000 }),
};

export interface WebhookAnswer {
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

export interface WebhookRequestOptions {
  timeoutMs: number;
  allowPrivateTargets: boolean;
}

/**
 * POSTs one signed event. Redirects are not followed (a 3xx is a failure), the address connected to is checked
 * against the SSRF list, and the whole exchange is bounded by the timeout. Never throws: what happened is the answer.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>, options: WebhookRequestOptions): Promise<WebhookAnswer> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number((process.hrtime.bigint() - started) / 1_000_000n);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<WebhookAnswer, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, latencyMs: elapsed() });
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return finish({ statusCode: null, responseExcerpt: null, error: 'The endpoint URL is not valid' });
    }
    const secure = target.protocol === 'https:';
    const client = secure ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Inkwell-Webhooks/1.0', ...headers },
        lookup: guardedLookup(options.allowPrivateTargets),
        timeout: options.timeoutMs,
        agent: secure ? agents.https : agents.http,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          if (read < READ_BYTES) chunks.push(chunk.subarray(0, READ_BYTES - read));
          read += chunk.length;
          if (read >= READ_BYTES) response.destroy();
        });
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          finish({ statusCode: response.statusCode ?? null, responseExcerpt: text || null, error: null });
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => {
      request.destroy();
      finish({ statusCode: null, responseExcerpt: null, error: `No answer within ${options.timeoutMs} ms` });
    });
    request.on('error', (error) => finish({ statusCode: null, responseExcerpt: null, error: error.message }));
    const deadline = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, responseExcerpt: null, error: `No answer within ${options.timeoutMs} ms` });
    }, options.timeoutMs);
    deadline.unref();
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}
