import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { LEGAL_FORMS, TAX_TREATMENTS, type LegalForm, type LinguistLegalInfo, type LinguistLegalInfoBody, type TaxTreatment } from '@inkwell/contracts';
import { Alert, Button, Spinner, useToast } from '@inkwell/ui-kit';
import { ButtonRow, errorToText, fieldErrorsOf, FormikSelectField, FormikTextField, Section, Stack, useDisplayNames } from '@inkwell/web-kit';
import { useGetCountriesQuery, useGetInvoicingSettingsQuery, useUpdateInvoicingSettingsMutation } from '../api/payment-api';

interface InvoicingValues {
  legalForm: LegalForm;
  companyName: string;
  address: string;
  zipcode: string;
  city: string;
  country: string;
  EUVATNumber: string;
  taxNumber: string;
  taxTreatment: TaxTreatment | '';
}

const FIELDS = ['legalForm', 'companyName', 'address', 'zipcode', 'city', 'country', 'EUVATNumber', 'taxNumber', 'taxTreatment'] as const;

function valuesOf(info: LinguistLegalInfo | null | undefined): InvoicingValues {
  return {
    legalForm: info?.legalForm ?? 'PRIVATE',
    companyName: info?.companyName ?? '',
    address: info?.address ?? '',
    zipcode: info?.zipcode ?? '',
    city: info?.city ?? '',
    country: info?.country ?? '',
    EUVATNumber: info?.EUVATNumber ?? '',
    taxNumber: info?.taxNumber ?? '',
    taxTreatment: info?.taxTreatment ?? '',
  };
}

function bodyOf(values: InvoicingValues): LinguistLegalInfoBody {
  const optional = (text: string) => text.trim() || null;
  return {
    legalForm: values.legalForm,
    companyName: values.legalForm === 'COMPANY' ? values.companyName.trim() : null,
    address: values.address.trim(),
    zipcode: values.zipcode.trim(),
    city: values.city.trim(),
    country: values.country,
    EUVATNumber: optional(values.EUVATNumber),
    taxNumber: optional(values.taxNumber),
    ...(values.taxTreatment ? { taxTreatment: values.taxTreatment } : {}),
  };
}

/**
 * /settings/invoicing: who her credit notes name as supplier and how they treat VAT (decision 060). core-api checks
 * that the treatment suits her country and VAT number; its 400 and 422 name the field under `legalInfo.`.
 */
export function InvoicingTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useGetInvoicingSettingsQuery();
  const countries = useGetCountriesQuery();
  const { countryOptions } = useDisplayNames();
  const [save] = useUpdateInvoicingSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const label = (key: string) => t(`settings.invoicing.${key}`);

  const schema = useMemo(() => {
    const required = t('settings.invoicing.required');
    const vatNeeded = t('settings.invoicing.vatNeeded');
    return yup.object({
      legalForm: yup.string().oneOf([...LEGAL_FORMS]).required(required),
      companyName: yup.string().trim().max(200).when('legalForm', { is: 'COMPANY', then: (s) => s.required(required) }),
      address: yup.string().trim().required(required).max(200),
      zipcode: yup.string().trim().required(required).max(20),
      city: yup.string().trim().required(required).max(100),
      country: yup.string().required(required),
      EUVATNumber: yup.string().trim().max(30).when('taxTreatment', { is: 'VAT_LIABLE', then: (s) => s.required(vatNeeded) }),
      taxNumber: yup.string().trim().max(50),
      taxTreatment: yup.string(),
    });
  }, [t]);

  if (settings.isLoading || countries.isLoading) return <Spinner label={t('common.loading')} />;
  if (!settings.data) return <Alert variant="danger">{errorToText(settings.error ?? countries.error, t)}</Alert>;

  const submit = async (values: InvoicingValues, helpers: FormikHelpers<InvoicingValues>) => {
    setFailure(null);
    try {
      await save(bodyOf(values)).unwrap();
      toast.show(label('saved'), 'success');
    } catch (error) {
      const named = fieldErrorsOf(error);
      const entries = named && !Array.isArray(named) ? Object.entries(named) : [];
      const ours = entries.filter(([field]) => (FIELDS as readonly string[]).includes(field.replace(/^legalInfo\./, '')));
      for (const [field, messages] of ours) {
        const name = field.replace(/^legalInfo\./, '');
        helpers.setFieldTouched(name, true, false);
        helpers.setFieldError(name, ([] as unknown[]).concat(messages).join(' '));
      }
      if (!ours.length || ours.length !== entries.length) setFailure(errorToText(error, t));
    }
  };

  return (
    <Section title={label('title')}>
      <p>{label('intro')}</p>
      <Formik<InvoicingValues> initialValues={valuesOf(settings.data.legalInfo)} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label={label('title')}>
            <Stack>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <FormikSelectField
                id="invoicing-treatment"
                name="taxTreatment"
                label={label('taxTreatment')}
                hint={label('taxTreatmentHint')}
                options={TAX_TREATMENTS.map((value) => ({ value, label: label(`treatments.${value}`) }))}
                placeholder={label('derived')}
              />
              <FormikSelectField
                id="invoicing-legal-form"
                name="legalForm"
                label={label('legalForm')}
                options={LEGAL_FORMS.map((value) => ({ value, label: label(`forms.${value}`) }))}
                required
              />
              {values.legalForm === 'COMPANY' && <FormikTextField id="invoicing-company" name="companyName" label={label('companyName')} required />}
              <FormikTextField id="invoicing-address" name="address" autoComplete="street-address" label={label('address')} required />
              <FormikTextField id="invoicing-zipcode" name="zipcode" autoComplete="postal-code" label={label('zipcode')} required />
              <FormikTextField id="invoicing-city" name="city" autoComplete="address-level2" label={label('city')} required />
              <FormikSelectField
                id="invoicing-country"
                name="country"
                label={label('country')}
                options={countryOptions(countries.data ?? [])}
                placeholder={label('choose')}
                required
              />
              <FormikTextField id="invoicing-vat" name="EUVATNumber" autoComplete="off" label={label('EUVATNumber')} hint={label('vatHint')} />
              <FormikTextField id="invoicing-tax" name="taxNumber" autoComplete="off" label={label('taxNumber')} />
              <ButtonRow>
                <Button type="submit" loading={isSubmitting}>
                  {label('save')}
                </Button>
              </ButtonRow>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
