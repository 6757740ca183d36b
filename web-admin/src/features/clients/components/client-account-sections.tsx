import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, Modal, Spinner, useToast } from '@inkwell/ui-kit';
import type { AdminClientDetailDto, Invoicing } from '@inkwell/contracts';
import { applyServerFieldErrors, ButtonRow, emailSchema, errorToText, FormikSelectField, FormikTextField, Section, Stack, toHttpError } from '@inkwell/web-kit';
import {
  useGetClientPaymentQuery,
  useSendClientPasswordMailMutation,
  useSetClientAccountMutation,
  useSetClientEmailMutation,
  useSetClientPaymentMutation,
} from '../api/client-settings-api';
import { StyledModalForm } from './styled';

// The settings tab's sections about the account: how the client pays, whether it may sign in, with which address.

const INVOICING: readonly Invoicing[] = ['deposit', 'invoice'];

export interface SectionProps {
  client: AdminClientDetailDto;
}

/** A section's reading state: a spinner, or what went wrong with a retry, before its form. */
export function Loaded({ loading, error, retry, children }: { loading: boolean; error: unknown; retry: () => void; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (loading) return <Spinner label={t('common.loading')} />;
  if (error) {
    return (
      <Alert variant="danger">
        {errorToText(error, t)}{' '}
        <Button size="sm" variant="secondary" onClick={retry}>
          {t('clientSettings.retry')}
        </Button>
      </Alert>
    );
  }
  return <>{children()}</>;
}

/** PATCH /admin/client/:id/payment: prepaid by deposit or postpaid by invoice, for orders created from now on. */
export function PaymentSection({ client }: SectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const payment = useGetClientPaymentQuery(client.id);
  const [save] = useSetClientPaymentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: { invoicing: string }, helpers: FormikHelpers<{ invoicing: string }>) => {
    setFailure(null);
    const invoicing = INVOICING.find((value) => value === values.invoicing);
    if (!invoicing) return;
    try {
      await save({ clientId: client.id, invoicing }).unwrap();
      toast.show(t('clientSettings.payment.saved'), 'success');
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['invoicing'])) setFailure(errorToText(error, t));
    }
  };
  return (
    <Section title={t('clientSettings.payment.title')}>
      <Loaded loading={payment.isLoading} error={payment.error} retry={() => void payment.refetch()}>
        {() => (
          <Formik<{ invoicing: string }> initialValues={{ invoicing: payment.data?.invoicing ?? client.invoicing }} onSubmit={submit} enableReinitialize>
            {({ handleSubmit, isSubmitting, dirty }) => (
              <StyledModalForm noValidate onSubmit={handleSubmit} aria-label={t('clientSettings.payment.title')}>
                <p>{t('clientSettings.payment.intro')}</p>
                {failure && <Alert variant="danger">{failure}</Alert>}
                <FormikSelectField
                  id="client-invoicing"
                  name="invoicing"
                  label={t('clientSettings.payment.invoicing')}
                  options={INVOICING.map((value) => ({ value, label: t(`clients.invoicing.${value}`) }))}
                  required
                />
                <ButtonRow>
                  <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                    {t('clientSettings.save')}
                  </Button>
                </ButtonRow>
              </StyledModalForm>
            )}
          </Formik>
        )}
      </Loaded>
    </Section>
  );
}

/** PUT /admin/client/:id/email: the sign-in address changes at once; another client's is refused under the field. */
export function EmailSection({ client }: SectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [save] = useSetClientEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => yup.object({ email: emailSchema(t) }), [t]);
  const submit = async (values: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    setFailure(null);
    try {
      await save({ clientId: client.id, email: values.email.trim() }).unwrap();
      toast.show(t('clientSettings.email.saved'), 'success');
    } catch (error) {
      if (toHttpError(error)?.status === 409) {
        helpers.setFieldTouched('email', true, false);
        helpers.setFieldError('email', t('clientSettings.email.taken'));
      } else if (!applyServerFieldErrors(error, helpers, ['email'])) setFailure(errorToText(error, t));
    }
  };
  return (
    <Section title={t('clientSettings.email.title')}>
      <Formik initialValues={{ email: client.email }} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ handleSubmit, isSubmitting, dirty }) => (
          <StyledModalForm noValidate onSubmit={handleSubmit} aria-label={t('clientSettings.email.title')}>
            <p>{t('clientSettings.email.intro')}</p>
            {failure && <Alert variant="danger">{failure}</Alert>}
            <FormikTextField id="client-email" name="email" type="email" autoComplete="off" label={t('clientSettings.email.label')} required />
            <ButtonRow>
              <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                {t('clientSettings.save')}
              </Button>
            </ButtonRow>
          </StyledModalForm>
        )}
      </Formik>
    </Section>
  );
}

/** POST /admin/client/:id/password: a reset link (or the invitation again) goes to the client's address. */
export function PasswordMailSection({ client }: SectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [send, { isLoading }] = useSendClientPasswordMailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = client.status === 'PENDING_ACTIVATION';
  const submit = async () => {
    setFailure(null);
    try {
      await send(client.id).unwrap();
      toast.show(t(pending ? 'clientSettings.password.invitationSent' : 'clientSettings.password.sent', { email: client.email }), 'success');
    } catch (error) {
      setFailure(errorToText(error, t));
    }
  };
  return (
    <Section title={t('clientSettings.password.title')}>
      <Stack>
        <p>{t(pending ? 'clientSettings.password.pendingIntro' : 'clientSettings.password.intro', { email: client.email })}</p>
        {failure && <Alert variant="danger">{failure}</Alert>}
        <ButtonRow>
          <Button variant="secondary" loading={isLoading} onClick={() => void submit()}>
            {t(pending ? 'clientSettings.password.sendInvitation' : 'clientSettings.password.send')}
          </Button>
        </ButtonRow>
      </Stack>
    </Section>
  );
}

/** PATCH /admin/client/:id/account: block (its sessions end) or open again, each after a confirmation. */
export function AccountSection({ client }: SectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [save, { isLoading }] = useSetClientAccountMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const blocked = client.status === 'CLOSED_BY_GC' || client.status === 'CLOSED_BY_USER';
  const target = blocked ? 'ACTIVE' : 'CLOSED_BY_GC';
  const action = blocked ? 'open' : 'block';
  const submit = async () => {
    setFailure(null);
    try {
      await save({ clientId: client.id, status: target }).unwrap();
      setConfirming(false);
      toast.show(t(`clientSettings.account.${action}Done`), 'success');
    } catch (error) {
      setFailure(errorToText(error, t));
    }
  };
  return (
    <Section title={t('clientSettings.account.title')}>
      <Stack>
        <p>{t('clientSettings.account.current', { status: t(`clients.status.${client.status}`) })}</p>
        {client.status === 'PENDING_ACTIVATION' ? (
          <p>{t('clientSettings.account.pending')}</p>
        ) : (
          <ButtonRow>
            <Button variant={blocked ? 'secondary' : 'danger'} onClick={() => setConfirming(true)}>
              {t(`clientSettings.account.${action}`)}
            </Button>
          </ButtonRow>
        )}
      </Stack>
      <Modal
        open={confirming}
        title={t(`clientSettings.account.${action}Title`)}
        onClose={() => setConfirming(false)}
        closeLabel={t('common.close')}
        footer={
          <ButtonRow>
            <Button variant={blocked ? 'primary' : 'danger'} loading={isLoading} onClick={() => void submit()}>
              {t(`clientSettings.account.${action}`)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('clientSettings.cancel')}
            </Button>
          </ButtonRow>
        }
      >
        <p>{t(`clientSettings.account.${action}Explained`)}</p>
        {failure && <Alert variant="danger">{failure}</Alert>}
      </Modal>
    </Section>
  );
}
