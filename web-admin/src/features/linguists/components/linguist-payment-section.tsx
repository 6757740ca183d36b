import { useTranslation } from 'react-i18next';
import { injectPaymentSettingsEndpoints, PaymentSettingsForm, registerLinguistPaymentTexts, Section } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';

registerLinguistPaymentTexts(i18n);

const paymentApi = injectPaymentSettingsEndpoints(api);

/** Where a linguist's payouts go (PUT /admin/linguist/:id/payment), kept by staff with her own form's rules. */
export function LinguistPaymentSection({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  return (
    <Section title={t('linguistPayment.title')}>
      <PaymentSettingsForm api={paymentApi} linguistId={linguistId} idPrefix="linguist-payment" />
    </Section>
  );
}
