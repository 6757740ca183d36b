import { useFormikContext } from 'formik';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { formatMoney, type Currency } from '../format/number';
import { Spinner } from '../spinner/spinner';
import type { DepositFormValues } from './deposit-schema';
import { DepositSelectField, DepositTextArea, DepositTextField } from './form-fields';
import type { DepositDialogLabels } from './labels';
import { StyledFieldGrid, StyledStepActions } from './styled';
import { ESTIMATE_SERVICES, type ChoiceOption, type DepositMethodOption } from './types';
import type { EstimateState } from './use-deposit-estimate';

export interface AmountStepProps {
  labels: DepositDialogLabels;
  currencies: readonly Currency[];
  lockedCurrency: Currency | null;
  methods: readonly DepositMethodOption[];
  languages: readonly ChoiceOption[];
  levels: readonly ChoiceOption[];
  estimate: EstimateState;
  estimateError: string | null;
  /** always offered: pressed too early it shows every field's message instead of doing nothing */
  onNext: () => void;
}

/** Step 2: the amount, typed or calculated from the texts the client plans to order, its currency and a note. */
export function AmountStep({
  labels,
  currencies,
  lockedCurrency,
  methods,
  languages,
  levels,
  estimate,
  estimateError,
  onNext,
}: AmountStepProps) {
  const { values, setFieldValue } = useFormikContext<DepositFormValues>();
  const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));

  const toggleCalculate = (calculate: boolean) => {
    void setFieldValue('calculate', calculate);
    // A typed amount is not the estimate's: the amount waits for the new price.
    if (calculate) void setFieldValue('amount', '', false);
  };

  return (
    <>
      <Checkbox label={labels.calculate} checked={values.calculate} onChange={(event) => toggleCalculate(event.target.checked)} />
      <StyledFieldGrid>
        <DepositSelectField
          name="currency"
          label={labels.currency}
          options={currencyOptions}
          disabled={lockedCurrency !== null}
          hint={lockedCurrency ? labels.currencyLocked(lockedCurrency) : undefined}
          required
        />
        {!values.calculate && <DepositTextField name="amount" label={labels.amount} hint={labels.amountHint} inputMode="decimal" required />}
      </StyledFieldGrid>
      {values.calculate && (
        <>
          <StyledFieldGrid>
            <DepositSelectField
              name="service"
              label={labels.service}
              placeholder={labels.selectPlaceholder}
              options={ESTIMATE_SERVICES.map((service) => ({ value: service, label: labels.services[service] }))}
              required
            />
            <DepositSelectField name="language" label={labels.language} placeholder={labels.selectPlaceholder} options={[...languages]} required />
            <DepositSelectField name="level" label={labels.level} placeholder={labels.selectPlaceholder} options={[...levels]} required />
            <DepositSelectField
              name="method"
              label={labels.method}
              placeholder={labels.selectPlaceholder}
              options={methods.map((option) => ({ value: option.method, label: labels.methods[option.method] }))}
              required
            />
            <DepositTextField name="texts" label={labels.texts} inputMode="numeric" required />
            <DepositTextField name="wordsPerText" label={labels.wordsPerText} inputMode="numeric" required />
          </StyledFieldGrid>
          {estimate.status === 'loading' && <Spinner label={labels.estimating} />}
          {estimate.status === 'done' && (
            <Alert variant="info">
              {labels.estimate({
                net: formatMoney(estimate.estimate.amountNet, estimate.estimate.currency),
                tax: formatMoney(estimate.estimate.tax, estimate.estimate.currency),
                gross: formatMoney(estimate.estimate.amountNet + estimate.estimate.tax, estimate.estimate.currency),
              })}
            </Alert>
          )}
          {estimateError && <Alert variant="danger">{estimateError}</Alert>}
        </>
      )}
      <DepositTextArea name="note" label={labels.note} hint={labels.noteHint} />
      <StyledStepActions>
        <Button onClick={onNext}>
          {labels.next}
        </Button>
      </StyledStepActions>
    </>
  );
}
