import { useTranslation } from 'react-i18next';
import { Button, FormField, Select } from '@inkwell/ui-kit';
import { INVOICE_STATUSES, INVOICE_TYPES, type InvoiceStatus, type InvoiceType } from '@inkwell/contracts';
import { useBillingLabels } from '@inkwell/web-kit';
import { StyledFilterReset, StyledFilterRow } from './styled';
import { ClientIdField, type ClientIdFilter } from './client-id-filter';

export interface InvoiceFilterValues {
  status: InvoiceStatus | '';
  type: InvoiceType | '';
}

const oneOf = <T extends string>(values: readonly T[], text: string): T | '' =>
  (values as readonly string[]).includes(text) ? (text as T) : '';

interface InvoiceFiltersProps {
  values: InvoiceFilterValues;
  onChange: (values: InvoiceFilterValues) => void;
  clientId: ClientIdFilter;
  onReset: () => void;
}

/** Status, type and client apply as soon as they are picked. */
export function InvoiceFilters({ values, onChange, clientId, onReset }: InvoiceFiltersProps) {
  const { t } = useTranslation();
  const labels = useBillingLabels();
  const any = t('billing.filters.any');
  const active = values.status !== '' || values.type !== '' || clientId.text !== '';
  return (
    <StyledFilterRow>
      <FormField label={t('billing.invoices.filters.status')} htmlFor="admin-invoice-status">
        <Select
          id="admin-invoice-status"
          value={values.status}
          placeholder={any}
          options={INVOICE_STATUSES.map((status) => ({ value: status, label: labels.invoiceStatus(status) }))}
          onChange={(event) => onChange({ ...values, status: oneOf(INVOICE_STATUSES, event.target.value) })}
        />
      </FormField>
      <FormField label={t('billing.invoices.filters.type')} htmlFor="admin-invoice-type">
        <Select
          id="admin-invoice-type"
          value={values.type}
          placeholder={any}
          options={INVOICE_TYPES.map((type) => ({ value: type, label: labels.invoiceType(type) }))}
          onChange={(event) => onChange({ ...values, type: oneOf(INVOICE_TYPES, event.target.value) })}
        />
      </FormField>
      <ClientIdField id="admin-invoice-client" filter={clientId} />
      {active && (
        <StyledFilterReset>
          <Button variant="secondary" size="sm" onClick={onReset}>
            {t('billing.filters.reset')}
          </Button>
        </StyledFilterReset>
      )}
    </StyledFilterRow>
  );
}
