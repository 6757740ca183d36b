import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnySchema } from 'yup';
import { Alert, Button, Modal, useToast } from '@inkwell/ui-kit';
import { errorToText } from '@inkwell/web-kit';
import { StyledForm } from './styled';

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
    <Formik<Values> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting, resetForm }) => {
        const close = () => {
          resetForm();
          setServerError(null);
          onClose();
        };
        return (
          <Modal
            open={open}
            title={title}
            onClose={close}
            closeLabel={t('common.close')}
            footer={
              <>
                <Button variant="secondary" onClick={close}>
                  {t('actions.back')}
                </Button>
                <Button type="submit" form={formId} variant={submitVariant} loading={isSubmitting}>
                  {submitLabel}
                </Button>
              </>
            }
          >
            {serverError && <Alert variant="danger">{serverError}</Alert>}
            <StyledForm id={formId} noValidate onSubmit={handleSubmit}>
              {children}
            </StyledForm>
          </Modal>
        );
      }}
    </Formik>
  );
}
