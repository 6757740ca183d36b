import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AdminLinguistListItem } from '@inkwell/contracts';
import { ComboBox, useDebouncedValue, type ComboBoxOption } from '@inkwell/ui-kit';
import { useGetLinguistsQuery } from '../api/linguists-api';
import { registerLinguistCommonTexts } from '../locales/linguist-common';
import { i18n } from '../locales/i18n';
import { linguistName } from '../utils/linguist-name';

// The picker's texts arrive with its code, whichever page shows it.
registerLinguistCommonTexts(i18n);

/** As the client picker: picking from a search is spec §9's 300 ms, not a list filter's 1000 ms. */
export const LINGUIST_SEARCH_DEBOUNCE_MS = 300;

/** Enough to pick from; a longer list means the staff member should type more. */
const LINGUIST_SEARCH_LIMIT = 10;

export interface LinguistPickerProps {
  /** The picked linguist, or null for none; the parent keeps her to act on her. */
  value: AdminLinguistListItem | null;
  onChange: (linguist: AdminLinguistListItem | null) => void;
  /** Id of the input, so a FormField's label points at it. */
  id?: string;
  /** Accessible name; defaults to "Linguist". */
  label?: string;
  /** Linguists not to offer (e.g. a group's members). */
  exclude?: readonly number[];
  'aria-describedby'?: string;
}

/** Picks a linguist of any status by nickname, name, e-mail or number (GET /admin/linguists?search). */
export function LinguistPicker({ value, onChange, id, label, exclude = [], ...aria }: LinguistPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = search.trim();
  const settled = useDebouncedValue(term, LINGUIST_SEARCH_DEBOUNCE_MS);
  const found = useGetLinguistsQuery(settled === '' ? skipToken : { search: settled, limit: LINGUIST_SEARCH_LIMIT, offset: 0 });

  const toOption = (linguist: AdminLinguistListItem): ComboBoxOption => ({
    value: String(linguist.id),
    label: linguistName(linguist, t),
    description: `${linguist.email} · ${t(`linguistCommon.status.${linguist.status}`)}`,
  });

  const linguists = (found.currentData?.data ?? []).filter((linguist) => !exclude.includes(linguist.id));
  return (
    <ComboBox
      {...aria}
      id={id}
      label={label ?? t('linguistCommon.picker.label')}
      placeholder={t('linguistCommon.picker.placeholder')}
      loadingText={t('linguistCommon.picker.loading')}
      noOptionsText={found.isError ? t('linguistCommon.picker.failed') : t('linguistCommon.picker.noOptions')}
      clearLabel={t('linguistCommon.picker.clear')}
      // Until the search answers for the text as it stands, the options on screen would be for other text.
      loading={term !== '' && (term !== settled || found.isFetching)}
      options={linguists.map(toOption)}
      value={value ? toOption(value) : null}
      onInputChange={setSearch}
      onChange={(option) => onChange(option ? (linguists.find((each) => String(each.id) === option.value) ?? null) : null)}
    />
  );
}
