import { useTranslation } from 'react-i18next';
import { PaymentSettingsForm, Section } from '@inkwell/web-kit';
import { paymentApi } from '../api/payment-api';

/** /settings/payment: her SEPA account or PayPal address for payouts. */
export function PaymentTab() {
  const { t } = useTranslation();
  return (
    <Section title={t('linguistPayment.title')}>
      <p>{t('linguistPayment.intro')}</p>
      <PaymentSettingsForm api={paymentApi} />
    </Section>
  );
}
