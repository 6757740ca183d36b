import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, EMPTY_VALUE, Spinner, useToast } from '@inkwell/ui-kit';
import type { SelfClassification, SelfClassificationBody } from '@inkwell/contracts';
import { ButtonRow, DetailsCard, errorToText, fieldErrorsOf, Section, toHttpError, useCatalogueNames } from '@inkwell/web-kit';
import { useGetAcademicListsQuery, useGetIndustryExpertiseQuery, useGetTextTopicsQuery } from '../../../api/catalogue-api';
import { useGetClassificationQuery, useSetClassificationMutation } from '../api/linguists-api';
import { FormikMultiSelect, FormikSelect } from './linguist-fields';
import { StyledForm } from './styled';

/** core-api takes at most this many interests and industry expertises (linguist self.schema). */
const MAX_ENTRIES = 30;
const FIELDS = ['interests', 'industryExpertises', 'academicDegreeId', 'academicFieldId'] as const;

interface ClassificationValues {
  interests: string[];
  industryExpertises: string[];
  academicDegreeId: string;
  academicFieldId: string;
}

const valuesOf = (classification: SelfClassification): ClassificationValues => ({
  interests: classification.interests.map((entry) => String(entry.id)),
  industryExpertises: classification.industryExpertises.map((entry) => String(entry.id)),
  academicDegreeId: classification.academicDegree ? String(classification.academicDegree.id) : '',
  academicFieldId: classification.academicField ? String(classification.academicField.id) : '',
});

const bodyOf = (values: ClassificationValues): SelfClassificationBody => ({
  interests: values.interests.map(Number),
  industryExpertises: values.industryExpertises.map(Number),
  academicDegreeId: values.academicDegreeId ? Number(values.academicDegreeId) : null,
  academicFieldId: values.academicFieldId ? Number(values.academicFieldId) : null,
});

/** Her classification (interests, industry expertise, academic degree and field), viewed or edited in place. */
export function LinguistClassificationSection({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: classification, error, isLoading } = useGetClassificationQuery(linguistId);
  const [editing, setEditing] = useState(false);
  const label = (key: string) => t(`linguists.classification.${key}`);
  const { catalogueName, catalogueNames } = useCatalogueNames();

  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!classification) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  if (!editing) {
    return (
      <>
        <DetailsCard
          title={label('title')}
          items={[
            { id: 'interests', label: label('interests'), value: catalogueNames('textTopics', classification.interests) || EMPTY_VALUE },
            { id: 'industryExpertises', label: label('industryExpertises'), value: catalogueNames('industryExpertises', classification.industryExpertises) || EMPTY_VALUE },
            { id: 'academicDegree', label: label('academicDegree'), value: classification.academicDegree ? catalogueName('academicDegrees', classification.academicDegree) : EMPTY_VALUE },
            { id: 'academicField', label: label('academicField'), value: classification.academicField ? catalogueName('academicFields', classification.academicField) : EMPTY_VALUE },
          ]}
        />
        <ButtonRow>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {label('edit')}
          </Button>
        </ButtonRow>
      </>
    );
  }
  return (
    <ClassificationForm
      linguistId={linguistId}
      initial={valuesOf(classification)}
      onDone={(saved) => {
        setEditing(false);
        if (saved) toast.show(label('saved'), 'success');
      }}
    />
  );
}

function ClassificationForm({ linguistId, initial, onDone }: { linguistId: number; initial: ClassificationValues; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const { data: topics = [] } = useGetTextTopicsQuery();
  const { data: expertises = [] } = useGetIndustryExpertiseQuery();
  const { data: academic } = useGetAcademicListsQuery();
  const [setClassification] = useSetClassificationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const label = (key: string) => t(`linguists.classification.${key}`);
  const schema = useMemo(() => {
    const tooMany = t('linguists.classification.tooMany', { max: MAX_ENTRIES });
    return yup.object({
      interests: yup.array(yup.string()).max(MAX_ENTRIES, tooMany),
      industryExpertises: yup.array(yup.string()).max(MAX_ENTRIES, tooMany),
    });
  }, [t]);
  const { catalogueOptions } = useCatalogueNames();

  const submit = async (values: ClassificationValues, helpers: FormikHelpers<ClassificationValues>) => {
    setFailure(null);
    try {
      await setClassification({ id: linguistId, ...bodyOf(values) }).unwrap();
      onDone(true);
    } catch (error) {
      // An id that left its catalogue meanwhile is core-api's 422 naming the field.
      const named = fieldErrorsOf(error);
      const status = toHttpError(error)?.status;
      const placed = named && !Array.isArray(named) && (status === 400 || status === 422) ? FIELDS.filter((field) => Array.isArray(named[field])) : [];
      for (const field of placed) {
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, (named as Record<string, string[]>)[field].join(' '));
      }
      if (placed.length === 0) setFailure(errorToText(error, t));
    }
  };

  return (
    <Section title={label('edit')}>
      <Formik<ClassificationValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {({ handleSubmit, isSubmitting }) => (
          <StyledForm noValidate onSubmit={handleSubmit} aria-label={label('edit')}>
            {failure && <Alert variant="danger">{failure}</Alert>}
            <FormikMultiSelect id="linguist-interests" name="interests" label={label('interests')} options={catalogueOptions('textTopics', topics)} />
            <FormikMultiSelect id="linguist-expertises" name="industryExpertises" label={label('industryExpertises')} options={catalogueOptions('industryExpertises', expertises)} />
            <FormikSelect
              id="linguist-degree"
              name="academicDegreeId"
              label={label('academicDegree')}
              options={[{ value: '', label: label('none') }, ...catalogueOptions('academicDegrees', academic?.academicDegreeList ?? [])]}
            />
            <FormikSelect
              id="linguist-field"
              name="academicFieldId"
              label={label('academicField')}
              options={[{ value: '', label: label('none') }, ...catalogueOptions('academicFields', academic?.academicFieldList ?? [])]}
            />
            <ButtonRow>
              <Button type="submit" loading={isSubmitting}>
                {label('save')}
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
