import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatDate } from '@inkwell/ui-kit';
import { DetailsCard, type ClientMe } from '@inkwell/web-kit';

/** The facts of the client's account that decide how they order and pay. */
export function AccountCard({ me }: { me: ClientMe }) {
  const { t } = useTranslation();
  return (
    <DetailsCard
      title={t('dashboard.account.title')}
      items={[
        { id: 'email', label: t('dashboard.account.email'), value: me.email },
        { id: 'account-type', label: t('dashboard.account.accountType'), value: t(`dashboard.invoicing.${me.invoicing}`) },
        { id: 'currency', label: t('dashboard.account.currency'), value: me.currency ?? EMPTY_VALUE },
        { id: 'member-since', label: t('dashboard.account.memberSince'), value: formatDate(me.createdAt) },
      ]}
    />
  );
}
