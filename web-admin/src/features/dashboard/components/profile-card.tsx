import { useTranslation } from 'react-i18next';
import { DetailsCard, type AdminMe } from '@inkwell/web-kit';

export function ProfileCard({ me }: { me: AdminMe }) {
  const { t } = useTranslation();
  return (
    <DetailsCard
      title={t('dashboard.profile.title')}
      items={[
        { id: 'email', label: t('dashboard.profile.email'), value: me.email },
        {
          id: 'billing-access',
          label: t('dashboard.profile.billingAccess'),
          // fakturaAccess opens the invoice, credit-invoice and accounting pages (spec §6).
          value: me.fakturaAccess ? t('common.yes') : t('common.no'),
        },
      ]}
    />
  );
}
