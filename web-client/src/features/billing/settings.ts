// The billing form for the settings page: an entry of its own, so the header's imports never pull it (and
// formik) into the first download.
export { BillingSettingsForm, type BillingSettingsFormProps } from './components/billing-settings-form';
