import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, TextField, useDebouncedValue } from '@inkwell/ui-kit';

/** Spec §9: a typed filter applies 1000 ms after its last change. */
const FILTER_DEBOUNCE_MS = 1000;

const CLIENT_ID = /^\d{1,10}$/;

export interface ClientIdFilter {
  /** what the field shows */
  text: string;
  setText: (text: string) => void;
  /** the client id the list asks for once typing stopped; undefined for every client */
  applied: number | undefined;
  /** the text is not a client number, so it is not sent */
  invalid: boolean;
}

/** A client-number filter: sent only when it is a number, after the debounce. */
export function useClientIdFilter(): ClientIdFilter {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const settled = useDebouncedValue(trimmed, FILTER_DEBOUNCE_MS);
  return {
    text,
    setText,
    applied: CLIENT_ID.test(settled) ? Number(settled) : undefined,
    invalid: trimmed !== '' && !CLIENT_ID.test(trimmed),
  };
}

export function ClientIdField({ id, filter }: { id: string; filter: ClientIdFilter }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('billing.filters.clientId')}
      htmlFor={id}
      error={filter.invalid ? t('billing.filters.clientIdInvalid') : undefined}
    >
      <TextField id={id} inputMode="numeric" value={filter.text} onChange={(event) => filter.setText(event.target.value)} />
    </FormField>
  );
}
