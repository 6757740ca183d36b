import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormField } from '@inkwell/ui-kit';
import { ClientPicker } from '../../../components/client-picker';

const CLIENT_ID = /^[1-9]\d{0,9}$/;

export interface ClientIdFilter {
  /** the picked client's number as text, '' for every client (the pages reset the filter with `setText('')`) */
  text: string;
  setText: (text: string) => void;
  /** the client id the list asks for; undefined for every client */
  applied: number | undefined;
}

/**
 * The client filter of the billing lists: a client picked by name. A link may open the page on one client with
 * `?clientId=`; picking later changes the list, not the address (decision 022).
 */
export function useClientIdFilter(): ClientIdFilter {
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => {
    const linked = searchParams.get('clientId') ?? '';
    return CLIENT_ID.test(linked) ? linked : '';
  });
  return { text, setText, applied: CLIENT_ID.test(text) ? Number(text) : undefined };
}

export function ClientIdField({ id, filter }: { id: string; filter: ClientIdFilter }) {
  const { t } = useTranslation();
  const label = t('billing.filters.client');
  return (
    <FormField label={label} htmlFor={id}>
      <ClientPicker
        id={id}
        label={label}
        value={filter.applied}
        onChange={(clientId) => filter.setText(clientId === undefined ? '' : String(clientId))}
      />
    </FormField>
  );
}
