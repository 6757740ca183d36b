// A plain node:http client: attacks need bytes fetch would refuse to send (bodies on any method, broken
// encodings, lying headers), and the concurrency suite needs a thousand sockets at once.
import http, { type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** the parsed JSON body, or undefined when the body is not JSON */
  body: unknown;
}

export interface Call {
  method: string;
  /** path and query, already encoded as they should go on the wire */
  path: string;
  token?: string;
  cookie?: string;
  /** sent as JSON */
  json?: unknown;
  /** sent as is, with `contentType` */
  raw?: Buffer | string;
  contentType?: string;
  headers?: Record<string, string>;
  /** the X-Forwarded-For address core-api sees (it trusts loopback proxies), so per-IP limits stay per attacker */
  from?: string;
}

// An idle socket is dropped before core-api's 5 s keep-alive timeout closes it: a request written on a socket the
// server is closing at that moment ends in "socket hang up" (as bff-kit's coreApiAgent does for the BFFs).
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 4_000 });

function parse(text: string, contentType: string | undefined): unknown {
  if (!contentType?.includes('json') || !text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function send(baseUrl: string, call: Call): Promise<Answer> {
  const url = new URL(baseUrl);
  const headers: Record<string, string | number> = { accept: 'application/json', ...call.headers };
  let payload: Buffer | undefined;
  if (call.json !== undefined) {
    payload = Buffer.from(JSON.stringify(call.json));
    headers['content-type'] = 'application/json';
  } else if (call.raw !== undefined) {
    payload = Buffer.isBuffer(call.raw) ? call.raw : Buffer.from(call.raw);
    if (call.contentType) headers['content-type'] = call.contentType;
  }
  if (payload) headers['content-length'] = payload.length;
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.cookie) headers.cookie = call.cookie;
  if (call.from) headers['x-forwarded-for'] = call.from;

  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: call.method.toUpperCase(), path: call.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: parse(text, res.headers['content-type']) });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A client bound to one service. */
export function httpClient(baseUrl: string) {
  return (call: Call) => send(baseUrl, call);
}
export type HttpClient = ReturnType<typeof httpClient>;

let nextAddress = 0;
/** A different documentation-range (TEST-NET-2) address per call. */
export function anyAddress(): string {
  nextAddress += 1;
  return `198.51.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** The `name=value` pairs of every Set-Cookie, joined for a Cookie header. */
export function cookiesOf(answer: Answer): string {
  const lines = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  return lines.map((line) => line.split(';')[0]).join('; ');
}

/**
 * A 5xx that is a bug. 503 NOT_CONFIGURED is the documented answer of a feature whose service is not set up
 * (Stripe without STRIPE_SECRET_KEY, DESIGN §2), which is how a fresh clone runs.
 */
export function isServerError(answer: Answer): boolean {
  if (answer.status < 500) return false;
  return !(answer.status === 503 && (answer.body as { code?: string } | undefined)?.code === 'NOT_CONFIGURED');
}
