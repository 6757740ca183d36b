import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, EMPTY_VALUE, formatDate, useToast } from '@inkwell/ui-kit';
import type { LinguistLegalInfo } from '@inkwell/contracts';
import { ButtonRow, DetailsCard, errorToText, Section, toHttpError, useDisplayNames } from '@inkwell/web-kit';
import { useGetCountriesQuery } from '../../../api/catalogue-api';
import { useUpdateInvoicingSettingsMutation } from '../api/linguists-api';
import { LegalInfoFields, legalInfoSchema, legalInfoValuesOf, placeLegalInfoErrors, toLegalInfoBody, type LegalInfoValues } from './linguist-legal-info-fields';
import { StyledForm } from './styled';

const ID_PREFIX = 'linguist-invoicing';

function LegalInfoDetails({ legalInfo }: { legalInfo: LinguistLegalInfo | null }) {
  const { t } = useTranslation();
  const { countryName } = useDisplayNames();
  const label = (id: string) => t(`linguists.legal.${id}`);
  if (!legalInfo) {
    return (
      <Section title={label('title')}>
        <p>{label('none')}</p>
      </Section>
    );
  }
  return (
    <DetailsCard
      title={label('title')}
      items={[
        { id: 'legalForm', label: label('legalForm'), value: label(`forms.${legalInfo.legalForm}`) },
        { id: 'companyName', label: label('companyName'), value: legalInfo.companyName ?? EMPTY_VALUE },
        { id: 'address', label: label('address'), value: `${legalInfo.address}, ${legalInfo.zipcode} ${legalInfo.city}, ${countryName({ code: legalInfo.country, name: legalInfo.country })}` },
        { id: 'EUVATNumber', label: label('EUVATNumber'), value: legalInfo.EUVATNumber ?? EMPTY_VALUE },
        { id: 'taxNumber', label: label('taxNumber'), value: legalInfo.taxNumber ?? EMPTY_VALUE },
        { id: 'taxTreatment', label: label('taxTreatment'), value: label(`treatments.${legalInfo.taxTreatment}`) },
        { id: 'status', label: label('status'), value: `${label(`statuses.${legalInfo.status}`)} (${formatDate(legalInfo.legalInfoLastCheckedAt, true)})` },
      ]}
    />
  );
}

/**
 * Her invoicing (legal) data with the result of its legal check, and PATCH …/invoicing-settings to give or correct
 * them. Focus moves into the form on edit and back to the edit button when it closes, so a keyboard keeps its place.
 */
export function LinguistInvoicingSection({ linguistId, legalInfo }: { linguistId: number; legalInfo: LinguistLegalInfo | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!editing && returnFocus) {
      editButton.current?.focus();
      setReturnFocus(false);
    }
  }, [editing, returnFocus]);

  const close = (saved: boolean) => {
    setEditing(false);
    setReturnFocus(true);
    if (saved) toast.show(t('linguists.legal.saved'), 'success');
  };

  if (editing) return <InvoicingForm linguistId={linguistId} initial={legalInfoValuesOf(legalInfo)} onDone={close} />;
  return (
    <>
      <LegalInfoDetails legalInfo={legalInfo} />
      <ButtonRow>
        <Button ref={editButton} variant="secondary" onClick={() => setEditing(true)}>
          {t(legalInfo ? 'linguists.legal.edit' : 'linguists.legal.add')}
        </Button>
      </ButtonRow>
    </>
  );
}

interface InvoicingValues {
  legalInfo: LegalInfoValues;
}

function InvoicingForm({ linguistId, initial, onDone }: { linguistId: number; initial: LegalInfoValues; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const { data: countries = [] } = useGetCountriesQuery();
  const [updateInvoicingSettings] = useUpdateInvoicingSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => yup.object({ legalInfo: legalInfoSchema(t) }), [t]);
  const countryOptions = useDisplayNames().countryOptions(countries);
  const title = t('linguists.legal.edit');

  useEffect(() => {
    document.getElementById(`${ID_PREFIX}-legal-form`)?.focus();
  }, []);

  const submit = async (values: InvoicingValues, helpers: FormikHelpers<InvoicingValues>) => {
    setFailure(null);
    try {
      await updateInvoicingSettings({ id: linguistId, legalInfo: toLegalInfoBody(values.legalInfo) }).unwrap();
      onDone(true);
    } catch (error) {
      const status = toHttpError(error)?.status;
      // 400 (incomplete) and 422 (inconsistent) name the field under `legalInfo.`; anything else is said above the form.
      if ((status === 400 || status === 422) && placeLegalInfoErrors(error, helpers)) return;
      setFailure(errorToText(error, t));
    }
  };

  return (
    <Section title={title}>
      <Formik<InvoicingValues> initialValues={{ legalInfo: initial }} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting, values }) => (
          <StyledForm noValidate onSubmit={handleSubmit} aria-label={title}>
            {failure && <Alert variant="danger">{failure}</Alert>}
            <LegalInfoFields idPrefix={ID_PREFIX} legalForm={values.legalInfo.legalForm} countries={countryOptions} />
            <ButtonRow>
              <Button type="submit" loading={isSubmitting}>
                {t('linguists.legal.save')}
              </Button>
              <Button variant="secondary" onClick={() => onDone(false)} disabled={isSubmitting}>
                {t('linguists.profile.cancel')}
              </Button>
            </ButtonRow>
          </StyledForm>
        )}
      </Formik>
    </Section>
  );
}
