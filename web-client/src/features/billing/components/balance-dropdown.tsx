import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClientBalance } from '@inkwell/contracts';
import { Button, formatMoney, Spinner } from '@inkwell/ui-kit';
import { useAuth, useLocalizedPath } from '@inkwell/web-kit';
import { useGetBalanceQuery } from '../../../api/billing-api';
import { isClient, isDepositClient } from '../client-kind';
import {
  StyledBalance,
  StyledBalanceFigures,
  StyledBalancePanel,
  StyledBalanceTrigger,
  StyledPanelLink,
} from './styled';
import { useDepositDialogAddress } from './use-deposit-dialog-address';

interface Figure {
  id: string;
  label: string;
  amount: number;
}

/** Spec §2 balance dropdown: what a deposit client can spend, or what an invoice client owes. */
function figuresOf(balance: ClientBalance, deposit: boolean, t: TFunction): Figure[] {
  return deposit
    ? [
        { id: 'deposited', label: t('balanceMenu.deposited'), amount: balance.totalDepositAmount },
        { id: 'reserved', label: t('balanceMenu.reserved'), amount: balance.orderReservedAmount },
        { id: 'spent', label: t('balanceMenu.spent'), amount: balance.nextInvoiceReservedAmount },
        { id: 'available', label: t('balanceMenu.available'), amount: balance.availableAmount },
      ]
    : [
        { id: 'open', label: t('balanceMenu.openInvoices'), amount: balance.openInvoicesAmount },
        { id: 'overdue', label: t('balanceMenu.overdueInvoices'), amount: balance.overdueInvoicesAmount },
      ];
}

/** The header's balance: the figures of the client's kind and its next step, in a panel under the button. */
export function BalanceDropdown() {
  const { user } = useAuth();
  if (!isClient(user)) return null;
  return <ClientBalanceDropdown deposit={isDepositClient(user)} />;
}

function ClientBalanceDropdown({ deposit }: { deposit: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { openDeposit } = useDepositDialogAddress();
  const [open, setOpen] = useState(false);
  // Asked for on the first opening, not with every page; afterwards it follows the ledger through its tag.
  const [wanted, setWanted] = useState(false);
  const { data: balance, isLoading, isError } = useGetBalanceQuery(undefined, { skip: !wanted });
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePress = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    triggerRef.current?.focus();
  };

  const figures = balance ? figuresOf(balance, deposit, t) : [];

  return (
    <StyledBalance ref={wrapperRef} onKeyDown={closeOnEscape}>
      <StyledBalanceTrigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setWanted(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        {t('balanceMenu.label')}
      </StyledBalanceTrigger>
      {open && (
        <StyledBalancePanel id={panelId} role="region" aria-label={t('balanceMenu.label')}>
          {isLoading && <Spinner label={t('common.loading')} />}
          {isError && <p role="alert">{t('balanceMenu.loadFailed')}</p>}
          {balance && (
            <StyledBalanceFigures>
              {figures.map((figure) => (
                <Fragment key={figure.id}>
                  <dt>{figure.label}</dt>
                  <dd>{formatMoney(figure.amount, balance.currency)}</dd>
                </Fragment>
              ))}
            </StyledBalanceFigures>
          )}
          {deposit ? (
            <Button
              onClick={() => {
                // The panel goes, and this button with it: the balance button is what the dialog gives focus back to.
                triggerRef.current?.focus();
                setOpen(false);
                openDeposit();
              }}
            >
              {t('balanceMenu.createDeposit')}
            </Button>
          ) : (
            <StyledPanelLink to={localized('/billing/invoices')} onClick={() => setOpen(false)}>
              {t('balanceMenu.seeInvoices')}
            </StyledPanelLink>
          )}
        </StyledBalancePanel>
      )}
    </StyledBalance>
  );
}
