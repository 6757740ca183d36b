import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { LEGAL_FORMS, TAX_TREATMENTS, type LegalForm, type LinguistLegalInfo, type LinguistLegalInfoBody, type TaxTreatment } from '@inkwell/contracts';
import { fieldErrorsOf, FormikTextField } from '@inkwell/web-kit';
import { FormikSelect } from './linguist-fields';
import { StyledFieldPair } from './styled';

/** Her invoicing data as the form holds them: every field a string, none null. */
export interface LegalInfoValues {
  legalForm: LegalForm;
  companyName: string;
  address: string;
  zipcode: string;
  city: string;
  country: string;
  EUVATNumber: string;
  taxNumber: string;
  /** empty: core-api derives it from her country and VAT number (decision 060) */
  taxTreatment: TaxTreatment | '';
}

const LEGAL_FIELDS = ['legalForm', 'companyName', 'address', 'zipcode', 'city', 'country', 'EUVATNumber', 'taxNumber', 'taxTreatment'] as const;

export const EMPTY_LEGAL_INFO: LegalInfoValues = { legalForm: 'PRIVATE', companyName: '', address: '', zipcode: '', city: '', country: '', EUVATNumber: '', taxNumber: '', taxTreatment: '' };

export function legalInfoValuesOf(info: LinguistLegalInfo | null): LegalInfoValues {
  if (!info) return EMPTY_LEGAL_INFO;
  return {
    legalForm: info.legalForm,
    companyName: info.companyName ?? '',
    address: info.address,
    zipcode: info.zipcode,
    city: info.city,
    country: info.country,
    EUVATNumber: info.EUVATNumber ?? '',
    taxNumber: info.taxNumber ?? '',
    taxTreatment: info.taxTreatment,
  };
}

const optional = (text: string) => text.trim() || null;

export function toLegalInfoBody(legal: LegalInfoValues): LinguistLegalInfoBody {
  return {
    legalForm: legal.legalForm,
    companyName: legal.legalForm === 'COMPANY' ? legal.companyName.trim() : null,
    address: legal.address.trim(),
    zipcode: legal.zipcode.trim(),
    city: legal.city.trim(),
    country: legal.country,
    EUVATNumber: optional(legal.EUVATNumber),
    taxNumber: optional(legal.taxNumber),
    ...(legal.taxTreatment ? { taxTreatment: legal.taxTreatment } : {}),
  };
}

/** core-api's limits on her invoicing data (admin-linguists.schema), checked before anything is sent. */
export function legalInfoSchema(t: TFunction) {
  const required = t('validation.required');
  const tooLong = (max: number) => t('linguists.create.tooLong', { max });
  return yup.object({
    legalForm: yup.string().oneOf([...LEGAL_FORMS]).required(required),
    companyName: yup.string().trim().max(200, tooLong(200)).when('legalForm', { is: 'COMPANY', then: (schema) => schema.required(required) }),
    address: yup.string().trim().required(required).max(200, tooLong(200)),
    zipcode: yup.string().trim().required(required).max(20, tooLong(20)),
    city: yup.string().trim().required(required).max(100, tooLong(100)),
    country: yup.string().required(required),
    EUVATNumber: yup.string().trim().max(30, tooLong(30)),
    taxNumber: yup.string().trim().max(50, tooLong(50)),
    taxTreatment: yup.string().oneOf(['', ...TAX_TREATMENTS]),
  });
}

/**
 * core-api names her invoicing data's fields `legalInfo.<field>`, in a 400 (incomplete) and in the 422 that says they
 * do not hold together (admin spec §8: "an invalid-legal-info error"). Each lands under its field, which the form
 * names the same; true when all did.
 */
export function placeLegalInfoErrors<Values>(error: unknown, helpers: FormikHelpers<Values>): boolean {
  const named = fieldErrorsOf(error);
  if (!named || Array.isArray(named)) return false;
  const entries = Object.entries(named);
  const legal = entries.filter(([field]) => field.startsWith('legalInfo.') && (LEGAL_FIELDS as readonly string[]).includes(field.slice('legalInfo.'.length)));
  for (const [field, messages] of legal) {
    helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, ([] as unknown[]).concat(messages).join(' '));
  }
  return legal.length > 0 && legal.length === entries.length;
}

/** The fields of her invoicing data, named `legalInfo.<field>` in the surrounding form; `idPrefix` keeps ids unique. */
export function LegalInfoFields({ idPrefix, legalForm, countries }: { idPrefix: string; legalForm: LegalForm; countries: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`linguists.legal.${key}`);
  return (
    <>
      <FormikSelect
        id={`${idPrefix}-legal-form`}
        name="legalInfo.legalForm"
        label={label('legalForm')}
        options={LEGAL_FORMS.map((form) => ({ value: form, label: label(`forms.${form}`) }))}
        required
      />
      {legalForm === 'COMPANY' && <FormikTextField id={`${idPrefix}-company`} name="legalInfo.companyName" autoComplete="off" label={label('companyName')} required />}
      <FormikTextField id={`${idPrefix}-address`} name="legalInfo.address" autoComplete="off" label={label('street')} required />
      <StyledFieldPair>
        <FormikTextField id={`${idPrefix}-zipcode`} name="legalInfo.zipcode" autoComplete="off" label={label('zipcode')} required />
        <FormikTextField id={`${idPrefix}-city`} name="legalInfo.city" autoComplete="off" label={label('city')} required />
      </StyledFieldPair>
      <FormikSelect id={`${idPrefix}-legal-country`} name="legalInfo.country" label={label('country')} options={countries} placeholder={t('linguists.create.choose')} required />
      <StyledFieldPair>
        <FormikTextField id={`${idPrefix}-vat`} name="legalInfo.EUVATNumber" autoComplete="off" label={label('EUVATNumber')} hint={label('vatHint')} />
        <FormikTextField id={`${idPrefix}-tax`} name="legalInfo.taxNumber" autoComplete="off" label={label('taxNumber')} />
      </StyledFieldPair>
      <FormikSelect
        id={`${idPrefix}-tax-treatment`}
        name="legalInfo.taxTreatment"
        label={label('taxTreatment')}
        options={TAX_TREATMENTS.map((treatment) => ({ value: treatment, label: label(`treatments.${treatment}`) }))}
        placeholder={label('treatmentDerived')}
      />
    </>
  );
}
