import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button } from '@inkwell/ui-kit';
import { ChunkLoadError } from './lazy-page';
import { reportClientError } from '../errors/client-errors';

const StyledRouteError = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 640px;
  margin: ${({ theme }) => theme.space[6]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** What a route shows in place of a page that threw while rendering or whose code could not be downloaded. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const loading = error instanceof ChunkLoadError;
  return (
    <StyledRouteError>
      <h1>{t(loading ? 'pages.routeError.loadTitle' : 'pages.routeError.title')}</h1>
      <Alert variant="danger">{t(loading ? 'pages.routeError.loadText' : 'pages.routeError.text')}</Alert>
      <div>
        {/* a full reload fetches the app's current files: a page that failed may have met a release in progress */}
        <Button onClick={() => window.location.reload()}>{t('pages.routeError.retry')}</Button>
      </div>
    </StyledRouteError>
  );
}

class Boundary extends Component<{ children: ReactNode; location: string }, { error: unknown; at: string | null }> {
  override state = { error: null as unknown, at: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { location: string }, state: { error: unknown; at: string | null }) {
    // another address is another page: it gets its chance instead of inheriting the last one's error
    if (state.error !== null && state.at !== null && state.at !== props.location) return { error: null, at: null };
    return state.error !== null && state.at === null ? { at: props.location } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // the console keeps the cause for whoever opens the developer tools; the page says what to do
    console.error(error, info.componentStack);
    reportClientError('render', error);
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Each page's own error boundary: a page that fails shows the error inside the shell, whose navigation still
 * works, instead of a white screen (the apps route with `useRoutes`, where routes' errorElement does not apply).
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary location={pathname}>{children}</Boundary>;
}
