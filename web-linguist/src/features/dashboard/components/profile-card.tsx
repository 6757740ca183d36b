import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '@inkwell/ui-kit';
import { DetailsCard, useDisplayNames, useLevelLabel, type LinguistMe } from '@inkwell/web-kit';

export function ProfileCard({ me }: { me: LinguistMe }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { languageName } = useDisplayNames();
  const roles = me.roles.map((role) => t(`dashboard.roles.${role}`)).join(', ');
  const languages = me.languages.map(languageName).join(', ');

  return (
    <DetailsCard
      title={t('dashboard.profile.title')}
      items={[
        { id: 'level', label: t('dashboard.profile.level'), value: me.level === null ? EMPTY_VALUE : levelLabel(me.level) },
        { id: 'roles', label: t('dashboard.profile.roles'), value: roles || EMPTY_VALUE },
        { id: 'languages', label: t('dashboard.profile.languages'), value: languages || EMPTY_VALUE },
      ]}
    />
  );
}
