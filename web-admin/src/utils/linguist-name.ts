import type { TFunction } from 'i18next';

type Named = { id: number; nickname: string | null; firstName?: string | null; lastName?: string | null };

/** How staff read a linguist: her nickname, else her full name, else her number. */
export function linguistName(linguist: Named, t: TFunction): string {
  const fullName = [linguist.firstName, linguist.lastName].filter(Boolean).join(' ');
  return linguist.nickname || fullName || t('linguistCommon.unnamed', { id: linguist.id });
}
