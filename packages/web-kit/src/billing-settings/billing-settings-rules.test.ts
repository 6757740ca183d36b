import type { TFunction } from 'i18next';
import { ValidationError } from 'yup';
import { buildBillingSettings } from '../testing/billing-settings-builders';
import { billingFormSchema, billingFormValues, billingSettingsInput, isBillingComplete, type BillingFormValues } from './billing-settings-rules';

const t = ((key: string) => key) as unknown as TFunction;
const schema = billingFormSchema(t, new Set(['DE', 'FR']));
const valid = billingFormValues(buildBillingSettings());

const problemsOf = (values: Partial<BillingFormValues>): Record<string, string> => {
  try {
    schema.validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((problem) => [problem.path, problem.message]));
  }
};

describe('billing form rules (spec §5)', () => {
  it('accepts complete settings', () => {
    expect(problemsOf({})).toEqual({});
  });

  it.each(['D', 'D1', 'de-', '12'])('takes letters only, at least 2, as country: %j', (country) => {
    expect(problemsOf({ country, EUVATNumber: 'X' }).country).toBe('billingSettings.form.lettersOnly');
  });

  it('takes letters only as legal form', () => {
    expect(problemsOf({ legalForm: 'C0' as BillingFormValues['legalForm'] }).legalForm).toBe('billingSettings.form.lettersOnly');
  });

  it('treats blanks as missing', () => {
    expect(problemsOf({ city: '   ', companyName: '' })).toEqual({ city: 'billingSettings.form.required', companyName: 'billingSettings.form.required' });
  });

  it('needs an EU-VAT number from an EU company only', () => {
    expect(problemsOf({ EUVATNumber: '' })).toEqual({ EUVATNumber: 'billingSettings.form.required' });
    expect(problemsOf({ EUVATNumber: '', legalForm: 'PRIVATE' })).toEqual({});
    expect(problemsOf({ EUVATNumber: '', country: 'GB' })).toEqual({});
  });

  it('leaves unfilled optional fields out of the request', () => {
    expect(billingSettingsInput({ ...valid, EUVATNumber: ' ', taxNumber: '' })).not.toHaveProperty('EUVATNumber');
    expect(billingSettingsInput({ ...valid, taxNumber: ' 12/345 ' })).toMatchObject({ taxNumber: '12/345', EUVATNumber: 'DE123456789' });
  });

  it('calls settings complete only with every required field', () => {
    expect(isBillingComplete(buildBillingSettings())).toBe(true);
    expect(isBillingComplete(buildBillingSettings({ zipcode: ' ' }))).toBe(false);
    expect(isBillingComplete(undefined)).toBe(false);
  });
});
