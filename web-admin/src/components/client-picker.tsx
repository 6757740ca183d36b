import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AdminClientDto } from '@inkwell/contracts';
import { ComboBox, useDebouncedValue, type ComboBoxOption } from '@inkwell/ui-kit';
import { useGetClientQuery, useGetClientsQuery } from '../api/clients-api';
import { registerClientCommonTexts } from '../locales/client-common';
import { i18n } from '../locales/i18n';
import { clientName } from '../utils/client-name';

// The picker's texts arrive with its code, whichever page shows it.
registerClientCommonTexts(i18n);

/** Spec §9's "project search 300 ms": picking from a search is that, not a list filter (1000 ms). */
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;

/** Enough to pick from; a longer list means the staff member should type more. */
const CLIENT_SEARCH_LIMIT = 10;

export interface ClientPickerProps {
  /** The picked client's number; undefined for none. */
  value: number | undefined;
  onChange: (clientId: number | undefined) => void;
  /** Id of the input, so a FormField's label points at it. */
  id?: string;
  /** Accessible name; defaults to "Client". */
  label?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * Picks a client by part of their name, company or e-mail (GET /admin/users/client?search). A client chosen
 * elsewhere (e.g. a link carrying its number) is named from GET /admin/client/:id.
 */
export function ClientPicker({ value, onChange, id, label, ...aria }: ClientPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = search.trim();
  const settled = useDebouncedValue(term, CLIENT_SEARCH_DEBOUNCE_MS);
  const found = useGetClientsQuery(settled === '' ? skipToken : { search: settled, limit: CLIENT_SEARCH_LIMIT, offset: 0 });

  // The client picked here is known from the search; any other one is looked up once.
  const [picked, setPicked] = useState<AdminClientDto | null>(null);
  const known = picked !== null && picked.id === value ? picked : undefined;
  const loaded = useGetClientQuery(value === undefined || known ? skipToken : value);
  const selected = known ?? (loaded.data?.id === value ? loaded.data : undefined);

  const toOption = (client: Pick<AdminClientDto, 'id' | 'name'> & { email?: string }): ComboBoxOption => ({
    value: String(client.id),
    label: clientName(client, t),
    description: client.email,
  });

  const clients = found.currentData?.data ?? [];
  return (
    <ComboBox
      {...aria}
      id={id}
      label={label ?? t('clientCommon.picker.label')}
      placeholder={t('clientCommon.picker.placeholder')}
      loadingText={t('clientCommon.picker.loading')}
      noOptionsText={found.isError ? t('clientCommon.picker.failed') : t('clientCommon.picker.noOptions')}
      clearLabel={t('clientCommon.picker.clear')}
      // Until the search answers for the text as it stands, the options on screen would be for other text.
      loading={term !== '' && (term !== settled || found.isFetching)}
      options={clients.map(toOption)}
      // Until the picked client's name arrives, it is shown by its number.
      value={value === undefined ? null : toOption(selected ?? { id: value, name: null })}
      onInputChange={setSearch}
      onChange={(option) => {
        const client = option ? clients.find((each) => String(each.id) === option.value) : undefined;
        setPicked(client ?? null);
        onChange(client?.id);
      }}
    />
  );
}
