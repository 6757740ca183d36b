import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useToast } from '@inkwell/ui-kit';
import { applyServerFieldErrors, errorToText, FormikTextField, FormModal } from '@inkwell/web-kit';
import { useRenameGroupMutation } from '../api/groups-api';

/** core-api's limit on a group name */
const GROUP_NAME_MAX_LENGTH = 100;
const FORM_ID = 'rename-group-form';

/** PATCH /admin/group/:id with a new name; its type and members stay. */
export function RenameGroupModal({ groupId, name, open, onClose }: { groupId: number; name: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [renameGroup] = useRenameGroupMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      yup.object({
        name: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(GROUP_NAME_MAX_LENGTH, t('groups.rename.nameTooLong', { max: GROUP_NAME_MAX_LENGTH })),
      }),
    [t],
  );

  const submit = async (values: { name: string }, helpers: FormikHelpers<{ name: string }>) => {
    setServerError(null);
    try {
      await renameGroup({ id: groupId, name: values.name.trim() }).unwrap();
      toast.show(t('groups.rename.done'), 'success');
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['name'])) setServerError(errorToText(error, t));
    }
  };

  return (
    <FormModal<{ name: string }>
      open={open}
      title={t('groups.rename.title')}
      formId={FORM_ID}
      initialValues={{ name }}
      enableReinitialize
      validationSchema={schema}
      onSubmit={submit}
      onClose={() => {
        setServerError(null);
        onClose();
      }}
      submitLabel={t('groups.rename.save')}
      cancelLabel={t('groups.rename.back')}
      error={serverError}
    >
      <FormikTextField id="group-name" name="name" autoComplete="off" label={t('groups.rename.name')} required />
    </FormModal>
  );
}
