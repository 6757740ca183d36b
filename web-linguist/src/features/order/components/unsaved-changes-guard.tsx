import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmModal } from '@inkwell/web-kit';

function LeaveConfirmation({ when }: { when: boolean }) {
  const { t } = useTranslation();
  // Only leaving the page loses the text; a changed query string keeps the editor mounted.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmModal
      open={blocker.state === 'blocked'}
      title={t('order.editor.leaveTitle')}
      confirmLabel={t('order.editor.leave')}
      cancelLabel={t('order.editor.stay')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <p>{t('order.editor.leaveText')}</p>
    </ConfirmModal>
  );
}

/**
 * Warns before unsaved text is lost: the browser's own dialog on reload or closing the tab, and a confirm
 * dialog on in-app navigation. The latter needs a data router (the app's RouterProvider); under a plain
 * router only the browser dialog applies.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return inDataRouter ? <LeaveConfirmation when={when} /> : null;
}
