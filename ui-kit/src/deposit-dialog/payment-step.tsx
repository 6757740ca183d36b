import { useField } from 'formik';
import type { StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import { percentOf, type DepositCharges } from '@inkwell/money';
import { Alert } from '../alert/alert';
import { formatMoney, type Currency } from '../format/number';
import { Spinner } from '../spinner/spinner';
import { DepositTextField } from './form-fields';
import type { DepositDialogLabels } from './labels';
import { StripePaymentFields } from './stripe-payment-fields';
import {
  StyledFigures,
  StyledLegend,
  StyledMethodList,
  StyledMethodOption,
  StyledMethodText,
  StyledMuted,
  StyledTotal,
} from './styled';
import { isStripeMethod, type DepositMethodOption } from './types';
import type { StripeState } from './use-stripe';

export interface PaymentStepProps {
  labels: DepositDialogLabels;
  methods: readonly DepositMethodOption[];
  currency: Currency;
  charges: DepositCharges | null;
  stripe: StripeState;
  stripeLocale?: StripeElementLocale;
  providerMessage: string | null;
  onElements: (elements: StripeElements | null) => void;
  onPaymentFieldsChange: (change: { complete: boolean; message: string | null }) => void;
}

function feeText(option: DepositMethodOption, currency: Currency, labels: DepositDialogLabels): string {
  const { fee } = option;
  if (fee.kind === 'percentage') {
    return labels.feePercentage({ percent: percentOf(fee.percentage).replace('.', ','), minimum: formatMoney(fee.minimum, currency) });
  }
  return fee.amount === 0 ? labels.noFee : labels.feeFixed(formatMoney(fee.amount, currency));
}

/** Step 3: the method with its fee, what the client will pay, and the method's own fields. */
export function PaymentStep({
  labels,
  methods,
  currency,
  charges,
  stripe,
  stripeLocale,
  providerMessage,
  onElements,
  onPaymentFieldsChange,
}: PaymentStepProps) {
  const [method, , methodHelpers] = useField<string>('method');
  const chosen = methods.find((option) => option.method === method.value);
  const money = (amount: number) => formatMoney(amount, currency);

  return (
    <>
      <StyledMethodList>
        <StyledLegend>{labels.method}</StyledLegend>
        {methods.map((option) => (
          <StyledMethodOption key={option.method} $checked={method.value === option.method}>
            <input
              type="radio"
              name={method.name}
              value={option.method}
              checked={method.value === option.method}
              onChange={() => void methodHelpers.setValue(option.method)}
            />
            <StyledMethodText>
              {labels.methods[option.method]}
              <StyledMuted>{feeText(option, currency, labels)}</StyledMuted>
            </StyledMethodText>
          </StyledMethodOption>
        ))}
      </StyledMethodList>

      {chosen && charges && (
        <StyledFigures aria-label={labels.charges.total}>
          <dt>{labels.charges.amountNet}</dt>
          <dd>{money(charges.amountNet)}</dd>
          <dt>{labels.charges.fee}</dt>
          <dd>{money(charges.fee)}</dd>
          <dt>{labels.charges.tax}</dt>
          <dd>{money(charges.tax)}</dd>
          <dt>
            <StyledTotal>{labels.charges.total}</StyledTotal>
          </dt>
          <dd>
            <StyledTotal>{money(charges.amountGross)}</StyledTotal>
          </dd>
        </StyledFigures>
      )}

      {chosen?.method === 'BANK' && <Alert variant="info">{labels.bankTransferInfo}</Alert>}
      {chosen?.method === 'PAYPAL' && <DepositTextField name="email" type="email" label={labels.payerEmail} required />}

      {chosen && isStripeMethod(chosen.method) && charges && (
        <>
          {stripe.status === 'loading' && <Spinner label={labels.loadingProvider} />}
          {stripe.status === 'failed' && <Alert variant="danger">{labels.providerUnavailable}</Alert>}
          {stripe.status === 'ready' && (
            <StripePaymentFields
              stripe={stripe.stripe}
              method={chosen.method}
              amountGross={charges.amountGross}
              currency={currency}
              locale={stripeLocale}
              label={labels.paymentDetails}
              providerMessage={providerMessage}
              onElements={onElements}
              onChange={onPaymentFieldsChange}
            />
          )}
        </>
      )}
    </>
  );
}
