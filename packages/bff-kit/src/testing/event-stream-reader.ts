import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/** One server-sent event block as the browser's EventSource would parse it. */
export interface StreamFrame {
  id?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/** A `/bff/events` answer read frame by frame, the way EventSource reads it. */
export interface EventStreamReader {
  status: number;
  headers: IncomingHttpHeaders;
  frames: StreamFrame[];
  /** the last `id:` seen, what EventSource would send back as Last-Event-ID */
  lastEventId(): string | undefined;
  /** the data of every frame that has some, parsed */
  events(): unknown[];
  /** resolves with the first frame (already read or still to come) that `matches`, or rejects after `timeoutMs` */
  next(matches: (frame: StreamFrame) => boolean, timeoutMs?: number): Promise<StreamFrame>;
  /** resolves when the server ends the stream */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): StreamFrame {
  const frame: StreamFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') frame.id = value;
    if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

export function openEventStream(baseUrl: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/bff/events`, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const frames: StreamFrame[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((done) => (endedResolve = done));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parseBlock(buffer.slice(0, at)));
          buffer = buffer.slice(at + 2);
        }
        for (const wake of [...waiters]) wake();
      });
      response.on('end', endedResolve);
      response.on('close', endedResolve);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        frames,
        lastEventId: () => [...frames].reverse().find((frame) => frame.id !== undefined)?.id,
        events: () => frames.filter((frame) => frame.data !== undefined).map((frame) => JSON.parse(frame.data!) as unknown),
        next(matches, timeoutMs = 5_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const frame = frames.find(matches);
              if (!frame) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(frame);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** The BFF's app on an ephemeral port: a stream needs a real socket, which supertest does not keep open. */
export async function listenOnEphemeralPort(app: Express): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
