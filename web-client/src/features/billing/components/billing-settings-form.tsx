import { BillingSettingsForm as SharedBillingSettingsForm, type BillingSettingsFormProps as SharedProps } from '@inkwell/web-kit';
import { useGetCountriesQuery } from '../../../api/catalogue-api';
import { billingSettingsApi } from '../api/billing-api';

export type BillingSettingsFormProps = Omit<SharedProps, 'api' | 'countries' | 'clientId'>;

/** The client's own billing settings: web-kit's form (decision 058) on the client's calls, on the settings page and in the deposit dialog's modal. */
export function BillingSettingsForm(props: BillingSettingsFormProps) {
  const countries = useGetCountriesQuery();
  return <SharedBillingSettingsForm api={billingSettingsApi} countries={countries} {...props} />;
}
