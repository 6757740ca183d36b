import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, PageHeader } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { PageSpinner } from '../routing/page-spinner';

export interface DashboardFrameProps<Me extends { firstName: string | null }> {
  /** The me call's state, as an RTK Query hook returns it. */
  me: { data?: Me; isLoading: boolean; error?: unknown };
  /** The app's cards and lists for the signed-in user. */
  children: (me: Me) => ReactNode;
}

/** A dashboard once the user's own data is there: 'Welcome Clara' (or just 'Welcome') over the app's content. */
export function DashboardFrame<Me extends { firstName: string | null }>({ me, children }: DashboardFrameProps<Me>) {
  const { t } = useTranslation();
  if (me.isLoading) return <PageSpinner />;
  if (!me.data) return <Alert variant="danger">{errorToText(me.error, t)}</Alert>;

  const { firstName } = me.data;
  return (
    <>
      <PageHeader title={firstName ? t('dashboard.welcome', { name: firstName }) : t('dashboard.welcomeWithoutName')} />
      {children(me.data)}
    </>
  );
}
