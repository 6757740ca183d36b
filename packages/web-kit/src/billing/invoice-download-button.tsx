import { useTranslation } from 'react-i18next';
import { Button } from '@inkwell/ui-kit';
import type { InvoiceDto } from '@inkwell/contracts';
import type { FileDownload } from '../api/use-file-download';
import { BILLING_COMMON_TEXTS_KEY } from './billing-texts';

export interface InvoiceDownloadButtonProps {
  invoice: Pick<InvoiceDto, 'id' | 'number'>;
  /** the table's downloads; the file is named by the invoice's number */
  downloads: FileDownload<{ id: number; number: string }>;
}

/** An invoice's PDF; screen readers hear which invoice, and only this row's button spins while it loads. */
export function InvoiceDownloadButton({ invoice, downloads }: InvoiceDownloadButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t(`${BILLING_COMMON_TEXTS_KEY}.downloadNamed`, { number: invoice.number })}
      loading={downloads.downloadingId === invoice.id}
      onClick={() => downloads.download({ id: invoice.id, number: invoice.number })}
    >
      {t(`${BILLING_COMMON_TEXTS_KEY}.download`)}
    </Button>
  );
}
