import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, EmptyState, formatDate, Spinner, useToast } from '@inkwell/ui-kit';
import {
  LINGUIST_STATUS_REASON_MAX_LENGTH,
  SETTABLE_LINGUIST_STATUSES,
  type AdminLinguistProfile,
  type LinguistStatusChange,
} from '@inkwell/contracts';
import { applyServerFieldErrors, ButtonRow, errorToText, FormikTextArea, FormModal, Section } from '@inkwell/web-kit';
import { useChangeLinguistStatusMutation, useGetStatusHistoryQuery } from '../api/linguists-api';
import { FormikSelect } from './linguist-fields';
import { StyledCard, StyledList, StyledMeta } from './styled';

interface StatusValues {
  status: string;
  reason: string;
}

const FORM_ID = 'linguist-status-form';

/** PUT /admin/linguist/:id/status: a new status only with a reason, which the history keeps. */
function StatusModal({ linguist, open, onClose }: { linguist: AdminLinguistProfile; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [changeStatus] = useChangeLinguistStatusMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const choices = SETTABLE_LINGUIST_STATUSES.filter((status) => status !== linguist.status);
  const statusLabel = (status: string) => t(`linguistCommon.status.${status}`);

  const schema = useMemo(
    () =>
      yup.object({
        status: yup.string().required(t('validation.required')),
        reason: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(LINGUIST_STATUS_REASON_MAX_LENGTH, t('linguists.status.reasonLength', { max: LINGUIST_STATUS_REASON_MAX_LENGTH })),
      }),
    [t],
  );

  const submit = async (values: StatusValues, helpers: FormikHelpers<StatusValues>) => {
    setServerError(null);
    const status = SETTABLE_LINGUIST_STATUSES.find((each) => each === values.status);
    if (!status) return;
    try {
      await changeStatus({ id: linguist.id, status, reason: values.reason.trim() }).unwrap();
      toast.show(t('linguists.status.done', { status: statusLabel(status) }), 'success');
      helpers.resetForm();
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['status', 'reason'])) setServerError(errorToText(error, t));
    }
  };

  return (
    <FormModal<StatusValues>
      open={open}
      title={t('linguists.status.dialogTitle')}
      formId={FORM_ID}
      initialValues={{ status: choices[0] ?? '', reason: '' }}
      enableReinitialize
      validationSchema={schema}
      onSubmit={submit}
      onClose={() => {
        setServerError(null);
        onClose();
      }}
      submitLabel={t('linguists.status.confirm')}
      cancelLabel={t('linguists.status.back')}
      error={serverError}
    >
      <p>{t('linguists.status.current', { status: statusLabel(linguist.status) })}</p>
      <FormikSelect
        id="linguist-status-next"
        name="status"
        label={t('linguists.status.next')}
        options={choices.map((status) => ({ value: status, label: statusLabel(status) }))}
        required
      />
      <FormikTextArea id="linguist-status-reason" name="reason" rows={3} label={t('linguists.status.reason')} hint={t('linguists.status.reasonHint')} required />
    </FormModal>
  );
}

function StatusHistory({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const { data: changes, error, isLoading } = useGetStatusHistoryQuery(linguistId);
  const statusLabel = (status: string) => t(`linguistCommon.status.${status}`);
  const describe = (change: LinguistStatusChange) =>
    change.from === null ? `${t('linguists.status.created')}: ${statusLabel(change.to)}` : t('linguists.status.fromTo', { from: statusLabel(change.from), to: statusLabel(change.to) });

  if (isLoading) return <Spinner />;
  if (error) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  if (!changes || changes.length === 0) return <EmptyState title={t('linguists.status.historyEmpty')} />;
  return (
    <StyledList aria-label={t('linguists.status.history')}>
      {changes.map((change) => (
        <StyledCard key={change.id}>
          <strong>{describe(change)}</strong>
          <span>{change.reason}</span>
          <StyledMeta>
            {formatDate(change.at, true)} · {change.admin ? t('linguists.status.by', { name: change.admin.name }) : t('linguists.status.byUnknown')}
          </StyledMeta>
        </StyledCard>
      ))}
    </StyledList>
  );
}

/** Her account status, how to change it, and every change with its reason (newest first). */
export function LinguistStatusSection({ linguist }: { linguist: AdminLinguistProfile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Section title={t('linguists.status.title')}>
      <ButtonRow>
        <span>{t(`linguistCommon.status.${linguist.status}`)}</span>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('linguists.status.change')}
        </Button>
      </ButtonRow>
      <StatusModal linguist={linguist} open={open} onClose={() => setOpen(false)} />
      <h3>{t('linguists.status.history')}</h3>
      <StatusHistory linguistId={linguist.id} />
    </Section>
  );
}
