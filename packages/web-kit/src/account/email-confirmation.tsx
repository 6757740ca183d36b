import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@inkwell/ui-kit';
import { errorToText, toHttpError } from '../api/error-to-text';
import { Stack } from '../components/layout';
import { Section } from '../components/section';
import { useLocalizedPath } from '../routing/language-prefix';
import { PageSpinner } from '../routing/page-spinner';
import type { AccountApi, AccountRole } from './account-api';
import { useAccountText } from './account-texts';

/** Where each app changes the e-mail address, so where the page leads back to. */
const EMAIL_SETTINGS_PATH: Record<AccountRole, string> = { client: '/settings/account', linguist: '/settings/email' };

export interface EmailConfirmationProps {
  api: AccountApi;
  role: AccountRole;
}

/**
 * /settings/email/confirm?token=…, the link of the confirmation mail: opening it makes the address it was mailed to
 * the sign-in address. The token is sent once, even when React runs the effect twice.
 */
export function EmailConfirmation({ api, role }: EmailConfirmationProps) {
  const { t } = useTranslation();
  const text = useAccountText();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirmEmail, { data, error }] = api.useConfirmEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirmEmail({ token });
  }, [confirmEmail, token]);

  const back = <Link to={localized(EMAIL_SETTINGS_PATH[role])}>{text(`email.${role}.back`)}</Link>;
  let outcome;
  if (!token || toHttpError(error)?.status === 400) outcome = <Alert variant="danger">{text(`email.${role}.confirmFailed`)}</Alert>;
  else if (error) outcome = <Alert variant="danger">{errorToText(error, t)}</Alert>;
  else if (data) outcome = <Alert variant="success">{text('email.confirmed', { email: data.email })}</Alert>;
  else return <PageSpinner />;

  return (
    <Section title={text('email.confirmTitle')}>
      <Stack>
        {outcome}
        <p>{back}</p>
      </Stack>
    </Section>
  );
}
