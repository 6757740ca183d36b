import { Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Modal } from '@inkwell/ui-kit';

export interface FormModalProps<Values extends FormikValues> {
  open: boolean;
  title: string;
  /** the form's id, which the footer's submit button names (unique in the document) */
  formId: string;
  initialValues: Values;
  /** a yup schema, as Formik takes it */
  validationSchema?: unknown;
  /** the values follow `initialValues` while the dialog is open (an edited record arriving) */
  enableReinitialize?: boolean;
  /** saves; it closes the dialog itself when done, and puts core-api's field errors under the fields */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void> | void;
  /** the dialog closed without saving (Cancel, Escape, the backdrop); the form is reset first */
  onClose: () => void;
  submitLabel: string;
  cancelLabel: string;
  /** what went wrong that belongs to no field, above the fields */
  error?: string | null;
  /** a danger-coloured submit button, for a form that removes or blocks */
  danger?: boolean;
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
}

const StyledFormModalForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  p {
    margin: 0;
  }
`;

/**
 * A form in a dialog, as the apps' add and edit dialogs all are (decision 059): Formik, the fields in a form named by
 * the title, a footer with Cancel and the submit button (loading while saving), closing refused while a save runs, and
 * the form reset when the dialog closes unsaved.
 */
export function FormModal<Values extends FormikValues>({
  open,
  title,
  formId,
  initialValues,
  validationSchema,
  enableReinitialize,
  onSubmit,
  onClose,
  submitLabel,
  cancelLabel,
  error,
  danger,
  children,
}: FormModalProps<Values>) {
  const { t } = useTranslation();
  return (
    <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} enableReinitialize={enableReinitialize} onSubmit={onSubmit}>
      {(form) => {
        const close = () => {
          form.resetForm();
          onClose();
        };
        return (
          <Modal
            open={open}
            title={title}
            closeLabel={t('common.close')}
            onClose={form.isSubmitting ? () => undefined : close}
            footer={
              <>
                <Button variant="secondary" onClick={close} disabled={form.isSubmitting}>
                  {cancelLabel}
                </Button>
                <Button type="submit" form={formId} variant={danger ? 'danger' : undefined} loading={form.isSubmitting}>
                  {submitLabel}
                </Button>
              </>
            }
          >
            <StyledFormModalForm id={formId} noValidate aria-label={title} onSubmit={form.handleSubmit}>
              {error && <Alert variant="danger">{error}</Alert>}
              {typeof children === 'function' ? children(form) : children}
            </StyledFormModalForm>
          </Modal>
        );
      }}
    </Formik>
  );
}
