import { createSlice } from '@reduxjs/toolkit';
import { buildAuthState, buildClientMe } from '../testing/builders';
import { createAppApi, createAppStore } from './create-app-store';

const i18n = { language: 'de' };
const api = createAppApi({ i18n, tagTypes: ['Order'] });
const draft = createSlice({ name: 'draft', initialState: { title: '' }, reducers: {} });

describe('createAppStore', () => {
  it("holds the api cache, web-kit's auth slice and the app's own slices", () => {
    const { createStore } = createAppStore({ api, reducers: { draft: draft.reducer } });
    const state = createStore().getState();
    expect(Object.keys(state).sort()).toEqual(['api', 'auth', 'draft']);
    expect(state.auth.sessionChecked).toBe(false);
    expect(state.draft).toEqual({ title: '' });
  });

  it('starts from a preloaded state, a fresh store each time', () => {
    const { createStore } = createAppStore({ api });
    const me = buildClientMe();
    const signedIn = createStore({ auth: buildAuthState(me) });
    expect(signedIn.getState().auth.user).toEqual(me);
    expect(createStore().getState().auth.user).toBeNull();
  });
});

describe('createAppApi', () => {
  it('asks in the interface language of the moment', async () => {
    const calls: Request[] = [];
    const originalFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      calls.push(new Request(input, init));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    try {
      const probe = api.injectEndpoints({ endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/api/probe' }) }) });
      const store = createAppStore({ api }).createStore();
      i18n.language = 'it';
      await store.dispatch(probe.endpoints.probe.initiate());
      expect(calls[0]?.headers.get('Accept-Language')).toBe('it');
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});
