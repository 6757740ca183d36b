import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { History, Location } from 'history';

const BlockableHistoryContext = createContext<History | null>(null);

/**
 * A router over a `history` object that pages can hold back: in-app links, back and forward, and (through
 * `history`'s own beforeunload handler) reloads. It costs about 2 kB gzip where a data router costs 18 kB.
 */
export function BlockableHistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  return (
    <BlockableHistoryContext.Provider value={history}>
      {/* react-router's History type differs from history's only in the shape of its listener arguments */}
      <HistoryRouter history={history as unknown as Parameters<typeof HistoryRouter>[0]['history']}>{children}</HistoryRouter>
    </BlockableHistoryContext.Provider>
  );
}

export interface NavigationBlocker {
  /** a navigation is being held and waits for proceed or reset */
  blocked: boolean;
  proceed: () => void;
  reset: () => void;
}

/**
 * Holds navigation while `when` is true and `shouldBlock(next)` says so, like react-router's `useBlocker` but
 * without a data router. Outside a `BlockableHistoryRouter` (plain routers, tests) it never blocks.
 */
export function useNavigationBlocker(when: boolean, shouldBlock: (current: Location, next: Location) => boolean = () => true): NavigationBlocker {
  const history = useContext(BlockableHistoryContext);
  const [held, setHeld] = useState<(() => void) | null>(null);
  // Re-registers the block after a navigation it let through, since letting one through means unblocking.
  const [round, setRound] = useState(0);
  const shouldBlockRef = useRef(shouldBlock);
  useLayoutEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });

  useEffect(() => {
    if (!history || !when) return undefined;
    const unblock = history.block((transition) => {
      const letThrough = () => {
        unblock();
        transition.retry();
      };
      if (!shouldBlockRef.current(history.location, transition.location)) {
        letThrough();
        setRound((value) => value + 1);
        return;
      }
      setHeld(() => letThrough);
    });
    return unblock;
  }, [history, when, round]);

  return {
    blocked: held !== null,
    proceed: () => {
      held?.();
      setHeld(null);
    },
    reset: () => setHeld(null),
  };
}
