import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { ConfirmModal } from '../orders/confirm-modal';
import { isConflict } from './template-field-errors';
import { TEMPLATE_TEXTS_KEY } from './template-texts';

export interface DeleteTemplateProps {
  name: string;
  /** resolves once deleted, rejects with the RTK Query error */
  remove: () => Promise<unknown>;
  deleting: boolean;
  onDeleted: () => void;
  /** what a 409 means for this kind: an order uses it */
  inUseMessage: string;
}

/** Delete with a confirmation; a template an order uses stays, and the dialog says why. */
export function DeleteTemplate({ name, remove, deleting, onDeleted, inUseMessage }: DeleteTemplateProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const text = (key: string, values?: Record<string, string>) => t(`${TEMPLATE_TEXTS_KEY}.${key}`, values);

  const confirm = async () => {
    try {
      await remove();
      setOpen(false);
      toast.show(text('deleted'), 'success');
      onDeleted();
    } catch (error) {
      setFailure(isConflict(error) ? inUseMessage : errorToText(error, t));
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {text('delete')}
      </Button>
      <ConfirmModal
        open={open}
        danger
        title={text('deleteTitle', { name })}
        confirmLabel={text('delete')}
        loading={deleting}
        error={failure}
        onConfirm={() => void confirm()}
        onClose={() => {
          setOpen(false);
          setFailure(undefined);
        }}
      >
        {text('deleteText')}
      </ConfirmModal>
    </>
  );
}
