import { useCallback } from 'react';
import { useDisplayNames } from '@inkwell/web-kit';
import { useGetPriceLanguageGroupsQuery } from '../api/price-lists-api';

/**
 * A price list's language group ("German", the part of its languages' names before ' - ') in the interface
 * language ("Deutsch"), named from the language its cultures share; a group whose cultures name more than one
 * language, or that the browser cannot name, keeps the catalogue's name, which is also what core-api stores.
 */
export function useLanguageGroupName(): (group: string) => string {
  const groups = useGetPriceLanguageGroupsQuery();
  const { languageName } = useDisplayNames();
  return useCallback(
    (group: string) => {
      const languages = groups.data?.find((entry) => entry.name === group)?.languages ?? [];
      const bases = new Set(languages.map((language) => language.culture.split('-')[0]?.toLowerCase() ?? ''));
      const [base] = bases;
      return bases.size === 1 && base ? languageName({ culture: base, name: group }) : group;
    },
    [groups.data, languageName],
  );
}
