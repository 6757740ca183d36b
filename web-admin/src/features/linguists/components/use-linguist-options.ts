import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_LINGUIST_STATUSES, LINGUIST_ROLES } from '@inkwell/contracts';
import type { MultiSelectOption } from '@inkwell/ui-kit';
import { languageGroup } from '@inkwell/ui-kit';
import { useLevelLabel } from '@inkwell/web-kit';
import { useGetLanguagesQuery, useGetLevelsQuery } from '../../../api/catalogue-api';

/** The choices of the search filters and the forms, in the interface language where they are ours to word. */
export function useLinguistOptions() {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { data: levels = [] } = useGetLevelsQuery();
  const { data: languages = [] } = useGetLanguagesQuery();
  return useMemo(
    () => ({
      statuses: ADMIN_LINGUIST_STATUSES.map((status) => ({ value: status, label: t(`linguistCommon.status.${status}`) })),
      roles: LINGUIST_ROLES.map((role) => ({ value: role, label: t(`linguistCommon.roles.${role}`) })),
      levels: levels.map((level) => ({ value: level.code, label: levelLabel(level.code) })),
      // Variants gather under their language ("German - Austria" under German), as the order wizard lists them.
      languages: languages.map<MultiSelectOption>((language) => ({
        value: language.culture,
        label: `${language.name} (${language.culture})`,
        group: languageGroup(language.name),
      })),
    }),
    [t, levelLabel, levels, languages],
  );
}
