import { useState } from 'react';
import { Form, Formik, useField } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, FormField, MultiSelect, Select, useToast } from '@inkwell/ui-kit';
import { errorToText, PageSpinner, Section, Stack, useCatalogueNames } from '@inkwell/web-kit';
import type { ClassificationRef, SelfClassification } from '@inkwell/contracts';
import {
  useGetAcademicListsQuery,
  useGetIndustryExpertiseQuery,
  useGetTextTopicsQuery,
} from '../../../api/catalogue-api';
import { useGetClassificationQuery } from '../../../api/profile-api';
import { useUpdateClassificationMutation } from '../api/settings-api';

/** core-api takes at most this many interests and as many industry expertises. */
const MAX_ENTRIES = 30;

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

function CataloguePicker({ name, label, entries }: { name: 'interests' | 'industryExpertises'; label: string; entries?: ClassificationRef[] }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string[]>(name);
  const { catalogueOptions } = useCatalogueNames();
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={label} htmlFor={`classification-${name}`} error={error}>
      <MultiSelect
        id={`classification-${name}`}
        label={label}
        options={catalogueOptions(name === 'interests' ? 'textTopics' : 'industryExpertises', entries ?? [])}
        value={field.value}
        onChange={(values) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(values);
        }}
        placeholder={t('settings.classification.choose')}
        searchPlaceholder={t('settings.classification.search')}
        noOptionsText={t('settings.classification.noOptions')}
        selectedText={(count) => t('settings.classification.selected', { count })}
        clearLabel={t('settings.classification.clear')}
      />
    </FormField>
  );
}

function AcademicSelect({ name, label, entries }: { name: 'academicDegreeId' | 'academicFieldId'; label: string; entries?: ClassificationRef[] }) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const { catalogueOptions } = useCatalogueNames();
  return (
    <FormField label={label} htmlFor={`classification-${name}`}>
      <Select id={`classification-${name}`} {...field} placeholder={t('settings.classification.none')} options={catalogueOptions(name === 'academicDegreeId' ? 'academicDegrees' : 'academicFields', entries ?? [])} />
    </FormField>
  );
}

/** Interests, industry expertise and academic degree and field, picked from the reference catalogues. */
export function ClassificationForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const classification = useGetClassificationQuery();
  const topics = useGetTextTopicsQuery();
  const industries = useGetIndustryExpertiseQuery();
  const academic = useGetAcademicListsQuery();
  const [update] = useUpdateClassificationMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (classification.isLoading) return <PageSpinner />;
  if (!classification.data) return <Alert variant="danger">{errorToText(classification.error, t)}</Alert>;
  const catalogueError = topics.error ?? industries.error ?? academic.error;

  const tooMany = t('settings.classification.tooMany', { max: MAX_ENTRIES });
  const schema = yup.object({
    interests: yup.array().max(MAX_ENTRIES, tooMany),
    industryExpertises: yup.array().max(MAX_ENTRIES, tooMany),
  });

  const submit = async (values: ClassificationValues) => {
    setFailure(null);
    try {
      await update({
        interests: values.interests.map(Number),
        industryExpertises: values.industryExpertises.map(Number),
        academicDegreeId: values.academicDegreeId ? Number(values.academicDegreeId) : null,
        academicFieldId: values.academicFieldId ? Number(values.academicFieldId) : null,
      }).unwrap();
      toast.show(t('settings.saved'), 'success');
    } catch (error) {
      setFailure(errorToText(error, t));
    }
  };

  return (
    <Section title={t('settings.classification.title')}>
      {catalogueError !== undefined && <Alert variant="danger">{errorToText(catalogueError, t)}</Alert>}
      <Formik initialValues={valuesOf(classification.data)} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('settings.classification.title')}>
            <Stack>
              {failure && <Alert variant="danger">{failure}</Alert>}
              <CataloguePicker name="interests" label={t('settings.classification.interests')} entries={topics.data} />
              <CataloguePicker name="industryExpertises" label={t('settings.classification.industryExpertises')} entries={industries.data} />
              <AcademicSelect name="academicDegreeId" label={t('settings.classification.academicDegree')} entries={academic.data?.academicDegreeList} />
              <AcademicSelect name="academicFieldId" label={t('settings.classification.academicField')} entries={academic.data?.academicFieldList} />
              <div>
                <Button type="submit" loading={isSubmitting}>
                  {t('settings.classification.save')}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
