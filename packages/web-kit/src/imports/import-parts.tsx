import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatMoney } from '@inkwell/ui-kit';
import type { CurrencyIso, ImportStatus, ImportSummaryDto } from '@inkwell/contracts';
import { StyledStatusBadge, type StatusTone } from '../orders/styled';
import { IMPORT_TEXTS_KEY } from './import-texts';

export type ImportText = (key: string, options?: Record<string, unknown>) => string;

export function useImportText(): ImportText {
  const { t } = useTranslation();
  return (key, options) => t(`${IMPORT_TEXTS_KEY}.${key}`, options);
}

/** Spec §2: NEW plain, PUBLISHING info, FINISHED success, PARSED warning, anything else danger. */
const TONE_OF_STATUS: Record<ImportStatus, StatusTone> = {
  NEW: 'neutral',
  PARSED: 'progress',
  PUBLISHING: 'info',
  FINISHED: 'success',
  CANCELED: 'danger',
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const i = useImportText();
  return <StyledStatusBadge $tone={TONE_OF_STATUS[status] ?? 'danger'}>{i(`statuses.${status}`)}</StyledStatusBadge>;
}

export function formatAmountRange(range: { min: number; max: number; currency: CurrencyIso } | null): string {
  if (range === null) return EMPTY_VALUE;
  if (range.min === range.max) return formatMoney(range.min, range.currency);
  return `${formatMoney(range.min, range.currency)} – ${formatMoney(range.max, range.currency)}`;
}

/** The distinct services of an import's rows, as the list and the preview show them: with the group or the linguist asked. */
export function serviceNames(item: Pick<ImportSummaryDto, 'services'>, i: ImportText): string {
  const names = [
    ...new Set(
      item.services.map((service) => {
        const name = i(`services.${service.name}`);
        const by = service.type === 'group' ? service.groupName : service.type === 'direct' ? service.linguistName : null;
        return by ? i('serviceBy', { service: name, by }) : name;
      }),
    ),
  ];
  return names.length ? names.join(', ') : EMPTY_VALUE;
}

/** How staff see an import's client: by name, else by number. */
export function clientLabel(item: Pick<ImportSummaryDto, 'clientId' | 'clientName'>, i: ImportText): string {
  return item.clientName ?? i('clientNumber', { id: item.clientId });
}
