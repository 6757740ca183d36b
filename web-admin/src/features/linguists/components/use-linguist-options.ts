import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_LINGUIST_STATUSES, LINGUIST_ROLES } from '@inkwell/contracts';
import type { MultiSelectOption } from '@inkwell/ui-kit';
import { languageGroup } from '@inkwell/ui-kit';
import { useDisplayNames, useLevelLabel } from '@inkwell/web-kit';
import { useGetLanguagesQuery, useGetLevelsQuery } from '../../../api/catalogue-api';

/** The choices of the search filters and the forms, in the interface language where they are ours to word. */
export function useLinguistOptions() {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { languageOptions } = useDisplayNames();
  const { data: levels = [] } = useGetLevelsQuery();
  const { data: languages = [] } = useGetLanguagesQuery();
  return useMemo(
    () => ({
      statuses: ADMIN_LINGUIST_STATUSES.map((status) => ({ value: status, label: t(`linguistCommon.status.${status}`) })),
      roles: LINGUIST_ROLES.map((role) => ({ value: role, label: t(`linguistCommon.roles.${role}`) })),
      levels: levels.map((level) => ({ value: level.code, label: levelLabel(level.code) })),
      // Variants gather under their language ("Deutsch - Österreich" under Deutsch), as the order wizard lists them.
      languages: languageOptions(languages).map<MultiSelectOption>((option) => ({
        value: option.value,
        label: `${option.label} (${option.value})`,
        group: languageGroup(option.label),
      })),
    }),
    [t, levelLabel, levels, languages, languageOptions],
  );
}
