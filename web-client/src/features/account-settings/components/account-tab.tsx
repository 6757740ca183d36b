import { EmailForm, PasswordForm, Stack } from '@inkwell/web-kit';
import { accountApi } from '../api/account-settings-api';
import { ProfileForm } from './profile-form';

/** Spec settings tab account: the profile, the e-mail address (confirmed by a mailed link) and the password. */
export function AccountTab() {
  return (
    <Stack>
      <ProfileForm />
      <EmailForm api={accountApi} />
      <PasswordForm api={accountApi} />
    </Stack>
  );
}
