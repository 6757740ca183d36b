import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@inkwell/ui-kit';
import { errorToText, PageSpinner, Section, Stack, toHttpError, useLocalizedPath } from '@inkwell/web-kit';
import { useConfirmEmailMutation } from '../api/account-settings-api';

/**
 * /settings/email/confirm?token=…, the link of the confirmation mail: opening it makes the address it was mailed to
 * the client's sign-in address. The token is sent once, even when React runs the effect twice.
 */
export function EmailConfirmation() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirmEmail, { data, error }] = useConfirmEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirmEmail({ token });
  }, [confirmEmail, token]);

  const back = <Link to={localized('/settings/account')}>{t('accountSettings.email.back')}</Link>;
  let outcome;
  if (!token || toHttpError(error)?.status === 400) outcome = <Alert variant="danger">{t('accountSettings.email.confirmFailed')}</Alert>;
  else if (error) outcome = <Alert variant="danger">{errorToText(error, t)}</Alert>;
  else if (data) outcome = <Alert variant="success">{t('accountSettings.email.confirmed', { email: data.email })}</Alert>;
  else return <PageSpinner />;

  return (
    <Section title={t('accountSettings.email.confirmTitle')}>
      <Stack>
        {outcome}
        <p>{back}</p>
      </Stack>
    </Section>
  );
}
