import { Alert } from '../alert/alert';
import { formatMoney } from '../format/number';
import type { DepositDialogLabels } from './labels';
import { StyledFigures, StyledReceiptTitle, StyledTotal } from './styled';
import type { DepositReceipt as Receipt } from './types';

/** The success view: what was paid and credited, by which method, and whether it is still pending. */
export function DepositReceipt({ receipt, labels }: { receipt: Receipt; labels: DepositDialogLabels }) {
  const money = (amount: number) => formatMoney(amount, receipt.currency.iso4217);
  const pending = receipt.status === 'PENDING' || receipt.status === 'PROCESSING';
  return (
    <>
      <StyledReceiptTitle>{labels.receiptTitle}</StyledReceiptTitle>
      <StyledFigures aria-label={labels.receiptTitle}>
        <dt>{labels.receipt.deposit}</dt>
        <dd>{receipt.id}</dd>
        <dt>{labels.charges.amountNet}</dt>
        <dd>{money(receipt.amountNet)}</dd>
        <dt>{labels.charges.fee}</dt>
        <dd>{money(receipt.fee)}</dd>
        <dt>{labels.charges.tax}</dt>
        <dd>{money(receipt.tax)}</dd>
        <dt>
          <StyledTotal>{labels.charges.total}</StyledTotal>
        </dt>
        <dd>
          <StyledTotal>{money(receipt.amountGross)}</StyledTotal>
        </dd>
        <dt>{labels.receipt.method}</dt>
        <dd>{labels.methods[receipt.paymentMethod]}</dd>
        <dt>{labels.receipt.status}</dt>
        <dd>{labels.statuses[receipt.status]}</dd>
        {receipt.transactionId && (
          <>
            <dt>{labels.receipt.transaction}</dt>
            <dd>{receipt.transactionId}</dd>
          </>
        )}
      </StyledFigures>
      {receipt.paymentMethod === 'BANK' ? (
        <Alert variant="info">{labels.bankReceiptInfo}</Alert>
      ) : (
        pending && <Alert variant="info">{labels.pendingInfo}</Alert>
      )}
    </>
  );
}
