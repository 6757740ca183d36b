import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ComboBox, useDebouncedValue, type ComboBoxOption } from '@inkwell/ui-kit';
import type { MessageParty } from '@inkwell/contracts';
import { partyName, useMessageText } from './message-parts';
import type { MessagesApi } from './messages-api';

/** Picking from a search, not filtering a list: the spec's short debounce for pickers. */
const RECIPIENT_SEARCH_DEBOUNCE_MS = 300;
const RECIPIENT_SEARCH_LIMIT = 10;

const SUPPORT: MessageParty = { role: 'support', id: null, name: 'Support' };
const keyOf = (party: Pick<MessageParty, 'role' | 'id'>) => `${party.role}:${party.id ?? ''}`;

export interface RecipientPickerProps {
  api: MessagesApi;
  value: MessageParty | null;
  onChange: (party: MessageParty | null) => void;
  id: string;
  /** staff write to clients and linguists only; the others may also write to support */
  offersSupport: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * Whom a new message goes to, searched by name among those the caller may write to (GET …/messages/recipients).
 * Support is offered by its name in the interface language, which core-api does not know.
 */
export function RecipientPicker({ api, value, onChange, id, offersSupport, ...aria }: RecipientPickerProps) {
  const m = useMessageText();
  const [search, setSearch] = useState('');
  const term = search.trim();
  const settled = useDebouncedValue(term, RECIPIENT_SEARCH_DEBOUNCE_MS);
  const found = api.useGetMessageRecipientsQuery(settled === '' ? skipToken : { search: settled, limit: RECIPIENT_SEARCH_LIMIT, offset: 0 });

  const wantsSupport = offersSupport && term !== '' && m('support').toLocaleLowerCase().includes(term.toLocaleLowerCase());
  const parties = [...(wantsSupport ? [SUPPORT] : []), ...(found.currentData?.data ?? []).filter((party) => !(wantsSupport && party.role === 'support'))];
  const toOption = (party: MessageParty): ComboBoxOption => ({ value: keyOf(party), label: partyName(party, m), description: m(party.role) });

  return (
    <ComboBox
      {...aria}
      id={id}
      label={m('compose.to')}
      placeholder={offersSupport ? m('compose.toPlaceholder') : undefined}
      loadingText={m('compose.searching')}
      noOptionsText={found.isError ? m('compose.recipientsFailed') : m('compose.noRecipients')}
      clearLabel={m('compose.clearRecipient')}
      // Until the search answers for the text as it stands, the options on screen would be for other text.
      loading={term !== '' && (term !== settled || found.isFetching) && !wantsSupport}
      options={parties.map(toOption)}
      value={value ? toOption(value) : null}
      onInputChange={setSearch}
      onChange={(option) => onChange(option ? (parties.find((party) => keyOf(party) === option.value) ?? null) : null)}
    />
  );
}
