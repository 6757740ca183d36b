import type { ClientMe } from '@inkwell/contracts';
import { buildClientMe, buildMessageSummary, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
import { buildBalance, testLanguages, testLevels } from './builders';

/**
 * A logged-in client's BFF with the calls every order screen makes answered: catalogues, empty project and
 * order lists, a balance, no unread messages and no linguists. Tests replace what they look at with `backend.on(...)`.
 */
export function installClientBackend(me: ClientMe = buildClientMe()): FakeBackend {
  const backend = new FakeBackend({ role: 'client', user: me, loggedIn: true });
  backend
    .on('GET', '/api/client/languages', () => ({ status: 200, body: { data: testLanguages } }))
    .on('GET', '/api/client/levels', () => ({ status: 200, body: { data: testLevels } }))
    .on('GET', '/api/client/projects', () => ({ status: 200, body: pageOf([]) }))
    .on('GET', '/api/client/orders', () => ({ status: 200, body: pageOf([]) }))
    .on('GET', '/api/client/billing/balance', () => ({ status: 200, body: buildBalance() }))
    .on('GET', '/api/client/messages/summary', () => ({ status: 200, body: buildMessageSummary() }))
    .on('GET', '/api/client/linguists', () => ({ status: 200, body: pageOf([]) }))
    .on('GET', '/api/client/linguists/top', () => ({ status: 200, body: [] }))
    .on('GET', '/api/client/linguists/stats', () => ({
      status: 200,
      body: { bookmarked: 0, blocked: 0, groups: 0, workedWithLifetime: 0, workedWithLastMonth: 0 },
    }));
  backend.install();
  return backend;
}

/** The query of the last GET of `path` (that `where` accepts), e.g. to read the filters a list was asked for. */
export function lastQuery(
  backend: FakeBackend,
  path: string,
  where: (query: URLSearchParams) => boolean = () => true,
): Record<string, string | string[]> | undefined {
  const request = backend
    .requestsTo('GET', path)
    .filter((call) => where(call.query))
    .at(-1);
  if (!request) return undefined;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(request.query.keys())) {
    const values = request.query.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  return query;
}
