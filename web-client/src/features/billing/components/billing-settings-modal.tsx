import { useTranslation } from 'react-i18next';
import { Modal } from '@inkwell/ui-kit';
import { BillingSettingsForm } from './billing-settings-form';

/** The billing form over the page, opened from the deposit dialog's billing step. */
export function BillingSettingsModal({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('billingSettings.form.title')} onClose={onClose} closeLabel={t('common.close')}>
      <BillingSettingsForm idPrefix="billing-modal" onSaved={onSaved} onCancel={onClose} />
    </Modal>
  );
}
