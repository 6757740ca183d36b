import { act, screen, waitFor } from '@testing-library/react';
import { BFF_PATHS } from '@inkwell/contracts';
import { loggedOut } from '../auth/auth-slice';
import { buildAuthState, buildClientMe } from '../testing/builders';
import { FakeBackend } from '../testing/fake-backend';
import { installBrowserTabs } from '../testing/fake-browser-tabs';
import { FakeEventSource } from '../testing/fake-event-source';
import { renderTestApp, testAuthApi } from '../testing/test-app';
import type { LiveTags } from './live-tags';

const me = buildClientMe();

const probeApi = testAuthApi.enhanceEndpoints({ addTagTypes: ['Messages', 'MessageSummary', 'Message', 'Order', 'OrderList', 'Balance'] }).injectEndpoints({
  endpoints: (build) => ({
    summary: build.query<{ unread: number }, void>({ query: () => '/api/client/messages/summary', providesTags: ['MessageSummary'] }),
    order: build.query<{ id: number; status: string }, number>({ query: (id) => `/api/client/order/${id}`, providesTags: (_r, _e, id) => [{ type: 'Order', id }] }),
    balance: build.query<{ available: number }, void>({ query: () => '/api/client/billing/balance', providesTags: ['Balance'] }),
  }),
});

const liveTags: LiveTags = { order: (id) => [{ type: 'Order', id }, 'OrderList'], balance: ['Balance'] };

/** What a screen of the app shows: the badge, two orders and the balance box, each from its own query. */
function Screen() {
  const summary = probeApi.useSummaryQuery();
  const seven = probeApi.useOrderQuery(7);
  const eight = probeApi.useOrderQuery(8);
  const balance = probeApi.useBalanceQuery();
  return (
    <ul>
      <li>unread {summary.data?.unread}</li>
      <li>order 7 {seven.data?.status}</li>
      <li>order 8 {eight.data?.status}</li>
      <li>available {balance.data?.available}</li>
    </ul>
  );
}

let backend: FakeBackend;
let restore: () => void;
const state = { unread: 1, status: 'open', available: 100 };

beforeEach(() => {
  restore = FakeEventSource.install();
  Object.assign(state, { unread: 1, status: 'open', available: 100 });
  backend = new FakeBackend({ role: 'client', user: me, loggedIn: true });
  backend.on('GET', '/api/client/messages/summary', () => ({ status: 200, body: { unread: state.unread } }));
  backend.on('GET', '/api/client/order/7', () => ({ status: 200, body: { id: 7, status: state.status } }));
  backend.on('GET', '/api/client/order/8', () => ({ status: 200, body: { id: 8, status: 'open' } }));
  backend.on('GET', '/api/client/billing/balance', () => ({ status: 200, body: { available: state.available } }));
  backend.install();
});

afterEach(() => {
  backend.uninstall();
  restore();
});

async function renderSignedIn() {
  const result = renderTestApp(<Screen />, { preloadedState: { auth: buildAuthState(me) }, config: { liveTags } });
  await screen.findByText('available 100');
  // the live stream's code is a chunk of its own, fetched once someone is signed in (decision 059)
  await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
  const source = FakeEventSource.latest();
  act(() => source.open());
  return { ...result, source };
}

const calls = (path: string) => backend.requestsTo('GET', path).length;

describe('LiveUpdates', () => {
  it('opens the session’s event stream only while someone is signed in, and closes it at logout', async () => {
    const { store, source } = await renderSignedIn();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(source.url).toBe(BFF_PATHS.events);

    act(() => void store.dispatch(loggedOut()));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens nothing for a visitor', async () => {
    backend.expireSession();
    renderTestApp(<p>Welcome</p>);
    await waitFor(() => expect(calls(BFF_PATHS.session)).toBe(1));
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('refetches the badge on a message event, without touching orders or the balance', async () => {
    const { source } = await renderSignedIn();
    const orders = calls('/api/client/order/7');
    state.unread = 3;
    act(() => source.send({ type: 'message.new', threadId: 4, messageId: 9, orderId: null, unread: 3 }));
    expect(await screen.findByText('unread 3')).toBeInTheDocument();
    state.unread = 0;
    act(() => source.send({ type: 'message.unread', unread: 0 }));
    expect(await screen.findByText('unread 0')).toBeInTheDocument();
    expect(calls('/api/client/order/7')).toBe(orders);
    expect(calls('/api/client/billing/balance')).toBe(1);
  });

  it('refetches the order whose status changed and not the others, and the balance box when the balance moved', async () => {
    const { source } = await renderSignedIn();
    state.status = 'processing';
    act(() => source.send({ type: 'order.status', orderId: 7, status: 'processing_cw' }));
    expect(await screen.findByText('order 7 processing')).toBeInTheDocument();
    expect(calls('/api/client/order/8')).toBe(1);

    state.available = 40;
    act(() => source.send({ type: 'balance.changed' }));
    expect(await screen.findByText('available 40')).toBeInTheDocument();
    expect(calls('/api/client/messages/summary')).toBe(1);
  });

  it('refetches everything on a resync and ignores what it does not understand', async () => {
    const { source } = await renderSignedIn();
    act(() => {
      source.send('not json');
      source.send('{"type":"something.new"}');
    });
    Object.assign(state, { unread: 5, status: 'ready', available: 7 });
    act(() => source.send({ type: 'resync' }));
    expect(await screen.findByText('unread 5')).toBeInTheDocument();
    expect(await screen.findByText('order 7 ready')).toBeInTheDocument();
    expect(await screen.findByText('available 7')).toBeInTheDocument();
    expect(calls('/api/client/order/8')).toBe(2);
  });

  it('leaves a dropped connection to the browser, and opens a refused stream again later, refetching what it missed', async () => {
    const { source } = await renderSignedIn();
    act(() => source.drop());
    expect(FakeEventSource.opened).toHaveLength(1);

    jest.useFakeTimers();
    try {
      act(() => source.refuse());
      expect(FakeEventSource.opened).toHaveLength(1);
      act(() => void jest.advanceTimersByTime(5_000));
    } finally {
      jest.useRealTimers();
    }
    expect(FakeEventSource.opened).toHaveLength(2);
    state.available = 60;
    act(() => FakeEventSource.latest().open());
    expect(await screen.findByText('available 60')).toBeInTheDocument();
  });

  it('closes the stream when the page is left, so held pages never use up the browser’s connections, and reopens it on coming back', async () => {
    const { source } = await renderSignedIn();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(1);

    state.available = 40;
    const back = Object.assign(new Event('pageshow'), { persisted: true });
    act(() => void window.dispatchEvent(back));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => FakeEventSource.latest().open());
    // the held page may have missed events: coming back resyncs
    expect(await screen.findByText('available 40')).toBeInTheDocument();
  });
});

describe('LiveUpdates in several tabs of one browser', () => {
  let closeTabs: () => void;

  beforeEach(() => {
    closeTabs = installBrowserTabs();
  });

  afterEach(() => closeTabs());

  /** One tab's view of the balance, named so two tabs in one document can be told apart. */
  function Tab({ name }: { name: string }) {
    const balance = probeApi.useBalanceQuery();
    return (
      <p>
        {name}: available {balance.data?.available}
      </p>
    );
  }

  const openTab = async (name: string) => {
    const tab = renderTestApp(<Tab name={name} />, { preloadedState: { auth: buildAuthState(me) }, config: { liveTags } });
    await screen.findByText(`${name}: available ${state.available}`);
    return tab;
  };

  it('opens one stream for all tabs, hands its events to every tab, and lets the next tab take over when that one closes', async () => {
    const first = await openTab('A');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    await openTab('B');
    // the second tab waits in line for the stream instead of opening its own connection
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(FakeEventSource.opened).toHaveLength(1);

    const stream = FakeEventSource.latest();
    act(() => stream.open());
    state.available = 40;
    act(() => stream.send({ type: 'balance.changed' }));
    expect(await screen.findByText('A: available 40')).toBeInTheDocument();
    expect(await screen.findByText('B: available 40')).toBeInTheDocument();

    first.unmount();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    // events may have passed while nobody streamed: the tab taking over resyncs
    state.available = 30;
    act(() => FakeEventSource.latest().open());
    expect(await screen.findByText('B: available 30')).toBeInTheDocument();
  });
});
