import { useCallback } from 'react';
import type { LiveStreamEvent } from '@inkwell/contracts';
import { useAuthDispatch, useAuthSelector } from '../auth/use-auth';
import { useAppConfig } from '../config/app-config';
import { staleTagsOf } from './live-tags';
import { useLiveEvents } from './use-live-events';

/**
 * Keeps what is on screen current without a reload (decision 035): while someone is signed in, each live event
 * invalidates the RTK Query tags it makes stale (messages; the order and balance tags the app's config names), and
 * the queries on screen refetch.
 */
export function LiveUpdates() {
  const { authApi, liveTags } = useAppConfig();
  // Another user signing in (without a reload) must not keep the previous user's stream.
  const dispatch = useAuthDispatch();
  const session = useAuthSelector((state) => (state.auth.status === 'authenticated' && state.auth.user ? String(state.auth.user.id) : null));
  const refresh = useCallback(
    (event: LiveStreamEvent) => {
      const tags = staleTagsOf(event, liveTags);
      dispatch((next, getState) => {
        // Only what the cache holds: a tag no query provides changes nothing, and one the app's api does not
        // declare (messages, in an app without its screens yet) would be reported as a mistake.
        const held = tags.filter((tag) => authApi.util.selectInvalidatedBy(getState() as unknown as Parameters<typeof authApi.util.selectInvalidatedBy>[0], [tag]).length > 0);
        if (held.length) next(authApi.util.invalidateTags(held));
      });
    },
    [authApi, dispatch, liveTags],
  );
  useLiveEvents(session, refresh);
  return null;
}
