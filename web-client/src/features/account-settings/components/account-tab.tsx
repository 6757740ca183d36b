import { Stack } from '@inkwell/web-kit';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** Spec settings tab account: the profile, the e-mail address (confirmed by a mailed link) and the password. */
export function AccountTab() {
  return (
    <Stack>
      <ProfileForm />
      <EmailForm />
      <PasswordForm />
    </Stack>
  );
}
