import { useTranslation } from 'react-i18next';
import type { PriceListPositionsDto, PricePositionDto } from '@inkwell/contracts';
import { Button, EmptyState, formatDate, formatPricePerWord, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import { errorToText, WholeListTable } from '@inkwell/web-kit';
import { useCancelScheduledPriceMutation, type PositionsArgs } from '../api/price-lists-api';
import { StyledMuted } from './styled';

/** Positions migrated from before price lists had days are in force since the epoch: "from the start". */
const EPOCH = '1970-01-01';

export interface PricePositionsTableProps {
  args: PositionsArgs;
  result: { data?: PriceListPositionsDto; isFetching: boolean; error?: unknown };
  levelName: (code: string) => string;
  /** a language group in the interface language */
  groupName: (group: string) => string;
  label: string;
}

function CancelButton({ args, position, levelName, groupName }: Pick<PricePositionsTableProps, 'args' | 'levelName' | 'groupName'> & { position: PricePositionDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [cancel, { isLoading }] = useCancelScheduledPriceMutation();
  const group = position.languageGroup === null ? t('settings.priceLists.positions.allGroups') : groupName(position.languageGroup);
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={isLoading}
      aria-label={t('settings.priceLists.positions.cancelNamed', { group, level: levelName(position.level), date: formatDate(position.effectiveFrom) })}
      onClick={() =>
        void cancel({ ...args, positionId: position.id })
          .unwrap()
          .then(
            () => toast.show(t('settings.priceLists.positions.cancelled'), 'success'),
            (error: unknown) => toast.show(errorToText(error, t), 'danger'),
          )
      }
    >
      {t('settings.priceLists.positions.cancel')}
    </Button>
  );
}

/** One service's prices of a list: language group × level, the price in force and each scheduled change. */
export function PricePositionsTable({ args, result, levelName, groupName, label }: PricePositionsTableProps) {
  const { t } = useTranslation();
  const currency = result.data?.currency ?? (args.list.kind === 'system' ? args.list.currency : 'EUR');
  const unit = t(`settings.priceLists.minorUnit.${currency}`);
  const columns: DataTableColumn<PricePositionDto>[] = [
    { id: 'group', header: t('settings.priceLists.positions.columns.group'), cell: (p) => (p.languageGroup === null ? t('settings.priceLists.positions.allGroups') : groupName(p.languageGroup)) },
    { id: 'level', header: t('settings.priceLists.positions.columns.level'), cell: (p) => levelName(p.level) },
    { id: 'clientPrice', header: t('settings.priceLists.positions.columns.clientPrice', { unit }), cell: (p) => formatPricePerWord(p.clientPricePerWord) },
    ...(args.list.kind === 'system'
      ? [{ id: 'linguistPay', header: t('settings.priceLists.positions.columns.linguistPay', { unit }), cell: (p: PricePositionDto) => formatPricePerWord(p.linguistPayPerWord) }]
      : []),
    {
      id: 'state',
      header: t('settings.priceLists.positions.columns.state'),
      cell: (p) =>
        p.state === 'current' ? (
          <>
            {t('settings.priceLists.positions.current')}
            <StyledMuted>
              {p.effectiveFrom === EPOCH ? t('settings.priceLists.positions.always') : t('settings.priceLists.positions.since', { date: formatDate(p.effectiveFrom) })}
            </StyledMuted>
          </>
        ) : (
          <>
            {t('settings.priceLists.positions.scheduled')}
            <StyledMuted>{formatDate(p.effectiveFrom)}</StyledMuted>
          </>
        ),
    },
    {
      id: 'actions',
      header: t('settings.priceLists.positions.columns.actions'),
      cell: (p) => (p.state === 'scheduled' ? <CancelButton args={args} position={p} levelName={levelName} groupName={groupName} /> : null),
    },
  ];
  return (
    <WholeListTable<PricePositionDto>
      result={{ data: result.data?.positions, isFetching: result.isFetching, error: result.error }}
      label={label}
      columns={columns}
      emptyState={<EmptyState title={t('settings.priceLists.positions.empty')} />}
    />
  );
}
