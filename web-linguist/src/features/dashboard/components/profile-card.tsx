import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '@inkwell/ui-kit';
import { DetailsCard, type LinguistMe } from '@inkwell/web-kit';

/** Quality level codes as the product names them (spec §9). */
const LEVELS = ['simple', 'good', 'professional', 'premium', 'excellent'];

export function ProfileCard({ me }: { me: LinguistMe }) {
  const { t } = useTranslation();
  const level = me.level === null ? EMPTY_VALUE : LEVELS.includes(me.level) ? t(`dashboard.levels.${me.level}`) : me.level;
  const roles = me.roles.map((role) => t(`dashboard.roles.${role}`)).join(', ');
  const languages = me.languages.map((language) => language.name).join(', ');

  return (
    <DetailsCard
      title={t('dashboard.profile.title')}
      items={[
        { id: 'level', label: t('dashboard.profile.level'), value: level },
        { id: 'roles', label: t('dashboard.profile.roles'), value: roles || EMPTY_VALUE },
        { id: 'languages', label: t('dashboard.profile.languages'), value: languages || EMPTY_VALUE },
      ]}
    />
  );
}
