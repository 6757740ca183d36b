import type { AnyMe } from '@inkwell/contracts';

const fullName = (firstName: string | null | undefined, lastName: string | null | undefined): string =>
  [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');

const nonBlank = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The name the header shows (spec §2): the billing company name, else the billing first and last name,
 * else the billing e-mail, else the user's own name or e-mail, else a dash.
 */
export function displayName(user: AnyMe | null | undefined): string {
  if (!user) return '-';
  const billing = 'billing' in user ? user.billing : null;
  return (
    nonBlank(billing?.companyName) ??
    nonBlank(fullName(billing?.firstName, billing?.lastName)) ??
    nonBlank(billing?.email) ??
    nonBlank(fullName(user.firstName, user.lastName)) ??
    nonBlank(user.email) ??
    '-'
  );
}
