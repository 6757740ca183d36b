import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal } from '@inkwell/ui-kit';
import { ORDER_TEXTS_KEY } from './order-texts';
import { StyledModalText } from './styled';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  /** What happens when the user confirms. */
  children?: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting; 'Back' unless the dialog needs a clearer word. */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the action runs: the confirm button spins and the dialog stays open. */
  loading?: boolean;
  /** Destructive actions (cancel, release, decline) confirm with a danger button. */
  danger?: boolean;
  /** Why the last attempt failed (usually `errorToText`), shown above the buttons. */
  error?: ReactNode;
}

/** Asks before an order action that cannot be undone by the same user. */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  loading = false,
  danger = false,
  error,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={loading ? () => undefined : onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            {cancelLabel ?? t(`${ORDER_TEXTS_KEY}.confirm.back`)}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <StyledModalText>
        {children}
        {error && <Alert variant="danger">{error}</Alert>}
      </StyledModalText>
    </Modal>
  );
}
