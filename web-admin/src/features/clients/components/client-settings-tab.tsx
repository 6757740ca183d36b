import { Formik, useField, type FormikHelpers } from 'formik';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, Checkbox, Modal, Spinner, useToast } from '@inkwell/ui-kit';
import {
  CLIENT_AUTO_ACCEPT_DAYS_MAX,
  CLIENT_AUTO_ACCEPT_DAYS_MIN,
  CLIENT_SERVICES,
  type AdminClientDetailDto,
  type Invoicing,
  type Service,
} from '@inkwell/contracts';
import {
  applyServerFieldErrors,
  ButtonRow,
  emailSchema,
  errorToText,
  FormikSelectField,
  FormikTextField,
  Section,
  Stack,
  toHttpError,
  WordListsPanel,
} from '@inkwell/web-kit';
import { useGetLanguagesQuery, useGetLevelsQuery } from '../../../api/catalogue-api';
import { wordListsApi } from '../api/word-lists-api';
import {
  useGetClientFeaturesQuery,
  useGetClientOrderSettingsQuery,
  useGetClientPaymentQuery,
  useSendClientPasswordMailMutation,
  useSetClientAccountMutation,
  useSetClientEmailMutation,
  useSetClientFeaturesMutation,
  useSetClientOrderSettingsMutation,
  useSetClientPaymentMutation,
} from '../api/client-settings-api';
import { ClientNotificationsTab } from './client-notifications-tab';
import { StyledModalForm } from './styled';

const INVOICING: readonly Invoicing[] = ['deposit', 'invoice'];

interface SectionProps {
  client: AdminClientDetailDto;
}

/** A section's reading state: a spinner, or what went wrong with a retry, before its form. */
function Loaded({ loading, error, retry, children }: { loading: boolean; error: unknown; retry: () => void; children: () => ReactNode }) {
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
function PaymentSection({ client }: SectionProps) {
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
function EmailSection({ client }: SectionProps) {
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
function PasswordMailSection({ client }: SectionProps) {
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
function AccountSection({ client }: SectionProps) {
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

/** The services as checkboxes bound to one Formik array field. */
function ServiceCheckboxes() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<Service[]>('servicesAvailable');
  return (
    <fieldset>
      <legend>{t('clientSettings.features.services')}</legend>
      {CLIENT_SERVICES.map((service) => (
        <Checkbox
          key={service}
          id={`client-service-${service}`}
          label={t(`clientSettings.features.service.${service}`)}
          checked={field.value.includes(service)}
          onChange={(event) =>
            void helpers.setValue(CLIENT_SERVICES.filter((each) => (each === service ? event.target.checked : field.value.includes(each))))
          }
        />
      ))}
    </fieldset>
  );
}

/** PATCH /admin/client/:id/features: which services the client may order or use. */
function FeaturesSection({ client }: SectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const features = useGetClientFeaturesQuery(client.id);
  const [save] = useSetClientFeaturesMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: { servicesAvailable: Service[] }) => {
    setFailure(null);
    try {
      await save({ clientId: client.id, servicesAvailable: values.servicesAvailable }).unwrap();
      toast.show(t('clientSettings.features.saved'), 'success');
    } catch (error) {
      setFailure(errorToText(error, t));
    }
  };
  return (
    <Section title={t('clientSettings.features.title')}>
      <Loaded loading={features.isLoading} error={features.error} retry={() => void features.refetch()}>
        {() => (
          <Formik initialValues={{ servicesAvailable: features.data?.servicesAvailable ?? [] }} onSubmit={submit} enableReinitialize>
            {({ handleSubmit, isSubmitting, dirty }) => (
              <StyledModalForm noValidate onSubmit={handleSubmit} aria-label={t('clientSettings.features.title')}>
                {failure && <Alert variant="danger">{failure}</Alert>}
                <ServiceCheckboxes />
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

interface OrderValues {
  defaultLevel: string;
  autoAcceptDays: string;
  proofreadingDefault: boolean;
}

function ProofreadingCheckbox() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<boolean>('proofreadingDefault');
  return (
    <Checkbox
      id="client-proofreading-default"
      label={t('clientSettings.order.proofreadingDefault')}
      checked={field.value}
      onChange={(event) => void helpers.setValue(event.target.checked)}
    />
  );
}

/** PATCH /admin/client/:id/order: the wizard's default level and proofreading, and the auto-accept working days. */
function OrderSettingsSection({ client }: SectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useGetClientOrderSettingsQuery(client.id);
  const levels = useGetLevelsQuery();
  const [save] = useSetClientOrderSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const range = t('clientSettings.order.daysRange', { min: CLIENT_AUTO_ACCEPT_DAYS_MIN, max: CLIENT_AUTO_ACCEPT_DAYS_MAX });
    return yup.object({
      autoAcceptDays: yup
        .number()
        .typeError(range)
        .required(t('validation.required'))
        .integer(range)
        .min(CLIENT_AUTO_ACCEPT_DAYS_MIN, range)
        .max(CLIENT_AUTO_ACCEPT_DAYS_MAX, range),
    });
  }, [t]);
  const submit = async (values: OrderValues, helpers: FormikHelpers<OrderValues>) => {
    setFailure(null);
    try {
      await save({
        clientId: client.id,
        defaultLevel: values.defaultLevel || null,
        autoAcceptDays: Number(values.autoAcceptDays),
        proofreadingDefault: values.proofreadingDefault,
      }).unwrap();
      toast.show(t('clientSettings.order.saved'), 'success');
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['defaultLevel', 'autoAcceptDays', 'proofreadingDefault'])) setFailure(errorToText(error, t));
    }
  };
  const initial: OrderValues = {
    defaultLevel: settings.data?.defaultLevel ?? '',
    autoAcceptDays: String(settings.data?.autoAcceptDays ?? ''),
    proofreadingDefault: settings.data?.proofreadingDefault ?? false,
  };
  return (
    <Section title={t('clientSettings.order.title')}>
      <Loaded loading={settings.isLoading || levels.isLoading} error={settings.error} retry={() => void settings.refetch()}>
        {() => (
          <Formik<OrderValues> initialValues={initial} validationSchema={schema} onSubmit={submit} enableReinitialize>
            {({ handleSubmit, isSubmitting, dirty }) => (
              <StyledModalForm noValidate onSubmit={handleSubmit} aria-label={t('clientSettings.order.title')}>
                {failure && <Alert variant="danger">{failure}</Alert>}
                <FormikSelectField
                  id="client-default-level"
                  name="defaultLevel"
                  label={t('clientSettings.order.defaultLevel')}
                  placeholder={t('clientSettings.order.noDefaultLevel')}
                  options={(levels.data ?? []).map((level) => ({ value: level.code, label: level.name }))}
                />
                <FormikTextField
                  id="client-auto-accept-days"
                  name="autoAcceptDays"
                  type="number"
                  inputMode="numeric"
                  min={CLIENT_AUTO_ACCEPT_DAYS_MIN}
                  max={CLIENT_AUTO_ACCEPT_DAYS_MAX}
                  label={t('clientSettings.order.autoAcceptDays')}
                  hint={t('clientSettings.order.autoAcceptHint')}
                  required
                />
                <ProofreadingCheckbox />
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

/**
 * Spec client tab settings (admin-and-linguist §7.1 Client settings): each section its own form, saved on its own,
 * with the notification recipients, stopwords and dictionary (web-kit's, which the client's own settings use) among them.
 */
export function ClientSettingsTab({ client }: SectionProps) {
  const languages = useGetLanguagesQuery();
  return (
    <Stack>
      <PaymentSection client={client} />
      <AccountSection client={client} />
      <EmailSection client={client} />
      <PasswordMailSection client={client} />
      <FeaturesSection client={client} />
      <OrderSettingsSection client={client} />
      <ClientNotificationsTab clientId={client.id} />
      <WordListsPanel api={wordListsApi} list="stopwords" clientId={client.id} languages={languages} />
      <WordListsPanel api={wordListsApi} list="dictionary" clientId={client.id} languages={languages} />
    </Stack>
  );
}
