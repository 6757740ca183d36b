import type { FormikHelpers, FormikValues } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnySchema } from 'yup';
import { useToast } from '@inkwell/ui-kit';
import { errorToText, FormModal } from '@inkwell/web-kit';

interface OrderActionModalProps<Values extends FormikValues> {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  initialValues: Values;
  schema?: AnySchema;
  /** Sends the action; a rejected promise shows its error in the dialog. */
  run: (values: Values) => Promise<unknown>;
  successMessage: string;
  children: ReactNode;
}

/** A dialog with a small form that runs one order action, shows its error, and confirms success with a toast. */
export function OrderActionModal<Values extends FormikValues>({
  open,
  onClose,
  title,
  submitLabel,
  submitVariant = 'primary',
  initialValues,
  schema,
  run,
  successMessage,
  children,
}: OrderActionModalProps<Values>) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setServerError(null);
    try {
      await run(values);
      helpers.resetForm();
      toast.show(successMessage, 'success');
      onClose();
    } catch (error) {
      setServerError(errorToText(error, t));
    }
  };

  return (
    <FormModal<Values>
      open={open}
      title={title}
      formId={formId}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      onClose={() => {
        setServerError(null);
        onClose();
      }}
      submitLabel={submitLabel}
      cancelLabel={t('actions.back')}
      danger={submitVariant === 'danger'}
      error={serverError}
    >
      {children}
    </FormModal>
  );
}
