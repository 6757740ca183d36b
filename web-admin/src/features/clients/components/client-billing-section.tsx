import { useTranslation } from 'react-i18next';
import { BillingSettingsForm, Section } from '@inkwell/web-kit';
import { useGetCountriesQuery } from '../../../api/catalogue-api';
import { billingSettingsApi } from '../api/billing-settings-api';
import type { SectionProps } from './client-account-sections';

/** GET/PUT /admin/client/:id/billing: the client's billing information, in the client's own form (decision 058). */
export function BillingSection({ client }: SectionProps) {
  const { t } = useTranslation();
  const countries = useGetCountriesQuery();
  return (
    <Section title={t('billingSettings.form.title')}>
      <BillingSettingsForm api={billingSettingsApi} countries={countries} clientId={client.id} idPrefix="client-billing" />
    </Section>
  );
}
