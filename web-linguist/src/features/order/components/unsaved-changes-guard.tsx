import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, useNavigationBlocker } from '@inkwell/web-kit';

/**
 * Warns before unsaved text is lost: the browser's own dialog on reload or closing the tab, and a confirm
 * dialog on in-app navigation, back and forward (under the app's blockable router; plain routers only get
 * the browser dialog).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  // Only leaving the page loses the text; a changed query string keeps the editor mounted.
  const blocker = useNavigationBlocker(when, (current, next) => current.pathname !== next.pathname);

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmModal
      open={blocker.blocked}
      title={t('order.editor.leaveTitle')}
      confirmLabel={t('order.editor.leave')}
      cancelLabel={t('order.editor.stay')}
      danger
      onConfirm={blocker.proceed}
      onClose={blocker.reset}
    >
      <p>{t('order.editor.leaveText')}</p>
    </ConfirmModal>
  );
}
