import { useContext } from 'react';
import { matchRoutes, UNSAFE_RouteContext } from 'react-router-dom';
import { useLocalizedPath } from '@inkwell/web-kit';

/**
 * Whether the app's route table has a page at `path` rather than only the catch-all to /404, so a link can
 * wait for its page without a flag to flip: the Tools card offers the title generator once its route exists.
 * The table comes from the route being rendered (react-router's route context), which a feature can't import.
 */
export function useHasPage(path: string): boolean {
  const localized = useLocalizedPath();
  const root = useContext(UNSAFE_RouteContext).matches[0]?.route;
  if (!root) return false;
  const page = matchRoutes([root], localized(path))?.at(-1)?.route;
  return page !== undefined && page.path !== '*';
}
