import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { authReducer, sessionRestored } from '../auth/auth-slice';
import { injectAuthEndpoints } from '../auth/auth-api';
import { buildClientMe } from '../testing/builders';
import { FakeBackend } from '../testing/fake-backend';
import { createBaseQuery } from './base-query';

const user = buildClientMe({ email: 'clara@example.com' });
let language = 'en';
let backend: FakeBackend;

function setup() {
  const api = createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery({ getLanguage: () => language }),
    endpoints: (build) => ({
      orders: build.query<unknown, void>({ query: () => '/api/client/orders' }),
    }),
  });
  const authApi = injectAuthEndpoints(api);
  const store = configureStore({
    reducer: { api: api.reducer, auth: authReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  return { api, authApi, store };
}

beforeEach(() => {
  language = 'en';
  backend = new FakeBackend({ role: 'client', user, password: 'correct-password' });
  backend.install();
});
afterEach(() => backend.uninstall());

describe('createBaseQuery', () => {
  it('sends JSON Accept and the active interface language on every call', async () => {
    const { api, store } = setup();
    backend.on('GET', '/api/client/orders', () => ({ status: 200, body: [] }));

    await store.dispatch(api.endpoints.orders.initiate());
    language = 'fr';
    await store.dispatch(api.endpoints.orders.initiate(undefined, { forceRefetch: true }));

    const calls = backend.requestsTo('GET', '/api/client/orders');
    expect(calls.map((call) => call.headers.get('Accept'))).toEqual(['application/json', 'application/json']);
    expect(calls.map((call) => call.headers.get('Accept-Language'))).toEqual(['en', 'fr']);
  });

  it('ends the session when any call answers 401', async () => {
    const { api, store } = setup();
    store.dispatch(sessionRestored(user));
    backend.on('GET', '/api/client/orders', () => ({ status: 401, body: { message: 'Token expired' } }));

    await store.dispatch(api.endpoints.orders.initiate());

    expect(store.getState().auth).toMatchObject({ status: 'unauthenticated', user: null, endedBy: 'expired' });
  });

  it('treats a 401 from the login call as wrong credentials, not as an ended session', async () => {
    const { authApi, store } = setup();
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getState().auth.status));

    const result = await store.dispatch(authApi.endpoints.login.initiate({ username: 'clara@example.com', password: 'wrong' }));

    expect(result.error).toMatchObject({ status: 401 });
    // Spec §4: loading on the request, error on failure, then logged out.
    expect(statuses.filter((status, index) => status !== statuses[index - 1])).toEqual(['loading', 'error', 'unauthenticated']);
    expect(store.getState().auth.endedBy).toBe('logout');
  });
});

describe('auth endpoints', () => {
  it('go from loading to authenticated on a successful login', async () => {
    const { authApi, store } = setup();
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getState().auth.status));

    await store.dispatch(authApi.endpoints.login.initiate({ username: 'clara@example.com', password: 'correct-password' }));

    expect(statuses.filter((status, index) => status !== statuses[index - 1])).toEqual(['loading', 'authenticated']);
    expect(store.getState().auth.user).toEqual(user);
  });

  it('clear the user on logout even when the BFF cannot be reached', async () => {
    const { authApi, store } = setup();
    store.dispatch(sessionRestored(user));
    backend.on('POST', '/bff/auth/logout', () => ({ status: 502, body: { message: 'Bad gateway' } }));

    await store.dispatch(authApi.endpoints.logout.initiate());

    expect(store.getState().auth).toMatchObject({ status: 'unauthenticated', user: null, endedBy: 'logout' });
  });

  it('call the public auth paths under the role prefix through the /api proxy', async () => {
    const { authApi, store } = setup();
    backend.on('POST', '/api/linguist/auth/confirm-register', () => ({ status: 200, body: { status: 'ACTIVE' } }));

    const result = await store.dispatch(
      authApi.endpoints.confirmRegistration.initiate({ authPrefix: '/linguist/auth', token: 'abc' }),
    );

    expect(result.data).toEqual({ status: 'ACTIVE' });
    expect(backend.requestsTo('POST', '/api/linguist/auth/confirm-register')[0]?.body).toEqual({ token: 'abc' });
  });
});
