import * as yup from 'yup';
import type { TFunction } from 'i18next';
import type { BillingSettings, BillingSettingsInput, LegalForm } from '@inkwell/contracts';

export interface BillingFormValues {
  companyName: string;
  legalForm: LegalForm | '';
  firstName: string;
  lastName: string;
  address: string;
  zipcode: string;
  city: string;
  country: string;
  email: string;
  EUVATNumber: string;
  taxNumber: string;
}

export const BILLING_FORM_FIELDS = [
  'companyName',
  'legalForm',
  'firstName',
  'lastName',
  'address',
  'zipcode',
  'city',
  'country',
  'email',
  'EUVATNumber',
  'taxNumber',
] as const satisfies readonly (keyof BillingFormValues)[];

const REQUIRED_FIELDS = ['companyName', 'legalForm', 'firstName', 'lastName', 'address', 'zipcode', 'city', 'country', 'email'] as const;

/** Spec §5: legal form and country are letters only, at least two of them. */
const LETTERS_ONLY = /^\p{L}{2,}$/u;

export function billingFormValues(settings: BillingSettings | undefined): BillingFormValues {
  return {
    companyName: settings?.companyName ?? '',
    legalForm: settings?.legalForm ?? '',
    firstName: settings?.firstName ?? '',
    lastName: settings?.lastName ?? '',
    address: settings?.address ?? '',
    zipcode: settings?.zipcode ?? '',
    city: settings?.city ?? '',
    country: settings?.country ?? '',
    email: settings?.email ?? '',
    EUVATNumber: settings?.EUVATNumber ?? '',
    taxNumber: settings?.taxNumber ?? '',
  };
}

/** Spec §5 Billing form, with an EU-VAT number required only for a company in an EU member state. */
export function billingFormSchema(t: TFunction, euCountries: ReadonlySet<string>) {
  const required = t('billingSettings.form.required');
  const text = () => yup.string().trim().required(required);
  const letters = () => text().matches(LETTERS_ONLY, t('billingSettings.form.lettersOnly'));
  return yup.object({
    companyName: text(),
    legalForm: letters(),
    firstName: text(),
    lastName: text(),
    address: text(),
    zipcode: text(),
    city: text(),
    country: letters(),
    email: text().email(t('billingSettings.form.emailInvalid')),
    EUVATNumber: yup
      .string()
      .trim()
      .when(['legalForm', 'country'], {
        is: (legalForm: string, country: string) => legalForm === 'COMPANY' && euCountries.has(country),
        then: (schema) => schema.required(required),
      }),
    taxNumber: yup.string().trim(),
  });
}

/** The request body: every field trimmed, the optional ones only when filled (spec §5). */
export function billingSettingsInput(values: BillingFormValues): BillingSettingsInput {
  const trimmed = (field: keyof BillingFormValues) => values[field].trim();
  const optional = (field: 'EUVATNumber' | 'taxNumber') => (trimmed(field) ? { [field]: trimmed(field) } : {});
  return {
    companyName: trimmed('companyName'),
    legalForm: trimmed('legalForm') as LegalForm,
    firstName: trimmed('firstName'),
    lastName: trimmed('lastName'),
    address: trimmed('address'),
    zipcode: trimmed('zipcode'),
    city: trimmed('city'),
    country: trimmed('country'),
    email: trimmed('email'),
    ...optional('EUVATNumber'),
    ...optional('taxNumber'),
  };
}

/** Whether every required field of the stored settings is filled in (what a deposit invoice needs). */
export function isBillingComplete(settings: BillingSettings | undefined): boolean {
  return settings !== undefined && REQUIRED_FIELDS.every((field) => (settings[field] ?? '').trim() !== '');
}
