import { Formik, useFormikContext } from 'formik';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import { depositCharges, minorUnitsToDecimal, TRADED_CURRENCIES } from '@inkwell/money';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import type { Currency } from '../format/number';
import { Modal } from '../modal/modal';
import { Spinner } from '../spinner/spinner';
import { AccordionStep } from './accordion-step';
import { AmountStep } from './amount-step';
import { BillingStep } from './billing-step';
import { parseAmount } from './deposit-amount';
import { AMOUNT_STEP_FIELDS, depositErrorsOf, depositSchema, initialDepositValues, type DepositFormValues } from './deposit-schema';
import { DepositReceipt } from './deposit-receipt';
import { DEFAULT_DEPOSIT_DIALOG_LABELS, type DepositDialogLabels } from './labels';
import { PaymentStep } from './payment-step';
import { StyledDialogContent, StyledFooter, StyledPayReason, StyledSteps } from './styled';
import {
  isStripeMethod,
  type ChoiceOption,
  type DepositEstimate,
  type DepositEstimateInput,
  type DepositMethodOption,
  type ReturnedPayment,
} from './types';
import { useDepositPayment, type DepositPaymentCallbacks } from './use-deposit-payment';
import { ESTIMATE_DEBOUNCE_MS, estimateInputOf, useDepositEstimate } from './use-deposit-estimate';
import { useStripe, type LoadStripe } from './use-stripe';

export const DEPOSIT_CURRENCIES: readonly Currency[] = TRADED_CURRENCIES;

export interface DepositDialogProps extends DepositPaymentCallbacks {
  open: boolean;
  onClose: () => void;
  /** the methods this installation offers, with their fee rules */
  methods: readonly DepositMethodOption[];
  /** what the dialog needs is still loading (client, billing information, methods) */
  loading?: boolean;
  /** a failed load of what the dialog needs, shown as the danger alert */
  loadError?: string | null;
  currencies?: readonly Currency[];
  /** the client's currency: the deposit is made in it and the currency cannot be changed */
  lockedCurrency?: Currency | null;
  /** the client's VAT rate as a fraction ("0.19"), charged on the payment fee */
  vat: string;
  /** billing information complete and legally checked; the amount step opens only then */
  billingValid: boolean;
  /** the billing information as the app shows it */
  billingSummary?: ReactNode;
  onEditBilling: () => void;
  languages: readonly ChoiceOption[];
  levels: readonly ChoiceOption[];
  onCalculateEstimate: (input: DepositEstimateInput) => Promise<DepositEstimate>;
  estimateDebounceMs?: number;
  /** imports @stripe/stripe-js on demand and loads Stripe with the key */
  loadStripe: LoadStripe;
  publishableKey: string | null;
  stripeLocale?: StripeElementLocale;
  /** where a bank's or PayPal's page sends the client back to (with `payment_intent` added) */
  returnUrl: string;
  /** the client just came back from such a page: the dialog finishes that payment */
  returnedPayment?: ReturnedPayment | null;
  onNewProject: () => void;
  /** the app's text for a failed call (server message, field errors); null gives the default message */
  describeError?: (error: unknown) => string | null;
  labels?: Partial<DepositDialogLabels>;
}

type StepNumber = 1 | 2 | 3;

const defaultDescribeError = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

/**
 * The deposit dialog (spec §2, §5, §9): billing information, amount and payment in three accordion steps,
 * each opening only when the ones before it are valid, then a receipt. Presentational: every call and the
 * Stripe loader come from the app.
 */
export function DepositDialog(props: DepositDialogProps) {
  const labels = useMemo(() => ({ ...DEFAULT_DEPOSIT_DIALOG_LABELS, ...props.labels }), [props.labels]);
  const schema = useMemo(() => depositSchema(labels), [labels]);
  const currencies = props.currencies ?? DEPOSIT_CURRENCIES;
  const initialValues = useMemo(
    () => initialDepositValues(props.lockedCurrency ?? currencies[0]),
    // The form starts once; a currency that arrives later is set by DepositDialogForm.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    // Formik sits outside the modal so the values survive the modal closing while another dialog is on top.
    <Formik<DepositFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={() => undefined}>
      <DepositDialogForm {...props} labels={labels} currencies={currencies} schema={schema} />
    </Formik>
  );
}

interface FormProps extends Omit<DepositDialogProps, 'labels' | 'currencies'> {
  labels: DepositDialogLabels;
  currencies: readonly Currency[];
  schema: ReturnType<typeof depositSchema>;
}

function DepositDialogForm({
  open,
  onClose,
  methods,
  loading = false,
  loadError = null,
  currencies,
  lockedCurrency = null,
  vat,
  billingValid,
  billingSummary,
  onEditBilling,
  languages,
  levels,
  onCalculateEstimate,
  estimateDebounceMs = ESTIMATE_DEBOUNCE_MS,
  loadStripe,
  publishableKey,
  stripeLocale,
  returnUrl,
  returnedPayment = null,
  onNewProject,
  describeError = defaultDescribeError,
  labels,
  schema,
  ...callbacks
}: FormProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<DepositFormValues>();
  const errors = useMemo(() => depositErrorsOf(schema, values), [schema, values]);
  const payment = useDepositPayment({ ...callbacks, methods, labels, describeError, returnUrl });
  const payReasonId = useId();

  useEffect(() => {
    if (lockedCurrency && values.currency !== lockedCurrency) void setFieldValue('currency', lockedCurrency);
  }, [lockedCurrency, values.currency, setFieldValue]);

  const estimateValid = !AMOUNT_STEP_FIELDS.some((field) => field !== 'amount' && errors[field]) && !errors.method;
  const estimate = useDepositEstimate(
    estimateInputOf(values, estimateValid),
    onCalculateEstimate,
    useCallback(
      (answer: DepositEstimate) => void setFieldValue('amount', minorUnitsToDecimal(answer.amountNet + answer.tax)),
      [setFieldValue],
    ),
    estimateDebounceMs,
  );

  const amount = parseAmount(values.amount);
  const amountValid =
    amount !== null &&
    !AMOUNT_STEP_FIELDS.some((field) => errors[field]) &&
    (!values.calculate || estimate.status === 'done');
  const enabled: Record<StepNumber, boolean> = { 1: true, 2: billingValid, 3: billingValid && amountValid };

  // Until the client picks a step, the first one that needs attention is open.
  const [chosenStep, setChosenStep] = useState<StepNumber | null>(null);
  const wantedStep: StepNumber = chosenStep ?? (billingValid ? 2 : 1);
  const openStep = ([3, 2, 1] as const).find((step) => step <= wantedStep && enabled[step]) ?? 1;

  const chosen = methods.find((option) => option.method === values.method);
  const charges = chosen && amount !== null && amountValid ? depositCharges(chosen.fee, amount, vat) : null;
  const stripeMethod = isStripeMethod(values.method) ? values.method : null;
  const stripe = useStripe(publishableKey, loadStripe, openStep === 3 && stripeMethod !== null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const [paymentFieldsComplete, setPaymentFieldsComplete] = useState(false);
  const { setProviderMessage } = payment;
  const onPaymentFieldsChange = useCallback(
    ({ complete, message }: { complete: boolean; message: string | null }) => {
      setPaymentFieldsComplete(complete);
      setProviderMessage(message);
    },
    [setProviderMessage],
  );

  // The app's billing form opens as a dialog in this one's place; when it closes, focus is on the button that opened it.
  const editBillingRef = useRef<HTMLButtonElement>(null);
  const backFromBilling = useRef(false);
  const editBilling = () => {
    backFromBilling.current = true;
    onEditBilling();
  };
  useEffect(() => {
    if (!open || !backFromBilling.current) return;
    backFromBilling.current = false;
    editBillingRef.current?.focus();
  }, [open]);

  const resumed = useRef<string | null>(null);
  const { resume } = payment;
  useEffect(() => {
    if (!open || !returnedPayment || resumed.current === returnedPayment.intentId) return;
    resumed.current = returnedPayment.intentId;
    void resume(returnedPayment);
  }, [open, returnedPayment, resume]);

  const busy = payment.phase === 'paying' || payment.phase === 'checking';
  const payBlockedBy = (() => {
    if (!billingValid) return labels.billingInvalid;
    if (!amountValid) return labels.amountMissing;
    if (!chosen) return labels.methodMissing;
    if (chosen.method === 'PAYPAL' && errors.email) return labels.paymentDetailsIncomplete;
    if (stripeMethod && (stripe.status !== 'ready' || !elements || !paymentFieldsComplete)) return labels.paymentDetailsIncomplete;
    return null;
  })();

  const pay = () => {
    if (payBlockedBy || amount === null || !chosen) return;
    const note = values.note.trim();
    const amountText = minorUnitsToDecimal(amount);
    if (chosen.method === 'BANK') {
      void payment.payByBank({ method: 'BANK', amount: amountText, currency: values.currency, ...(note ? { note } : {}) });
      return;
    }
    if (stripe.status !== 'ready' || !elements) return;
    const email = chosen.method === 'PAYPAL' ? values.email.trim() : '';
    void payment.payByStripe(stripe.stripe, elements, {
      method: chosen.method,
      amount: amountText,
      currency: values.currency,
      ...(note ? { depositNote: note } : {}),
      ...(email ? { email } : {}),
    });
  };

  const openStepNumbered = (step: StepNumber) => () => {
    // Leaving a step shows what is wrong in it, as a submit would.
    if (step === 3) {
      AMOUNT_STEP_FIELDS.forEach((field) => void setFieldTouched(field, true));
      // An estimate is priced for its payment method, so the method is one of its required fields.
      if (values.calculate) void setFieldTouched('method', true);
    }
    setChosenStep(step);
  };

  // A failed load stays until the app loads again; a failed payment can be dismissed and tried again.
  const errorAlert = loadError ? (
    <Alert variant="danger">{loadError}</Alert>
  ) : (
    payment.error && (
      <Alert variant="danger" onDismiss={payment.dismissError} autoDismissMs={0} closeLabel={labels.close}>
        {payment.error}
      </Alert>
    )
  );

  const body = (() => {
    if (payment.phase === 'done' && payment.receipt) return <DepositReceipt receipt={payment.receipt} labels={labels} />;
    if (payment.phase === 'checking') return <Spinner size="lg" label={labels.checkingPayment} />;
    if (payment.phase === 'unsettled') return <Alert variant="info">{labels.stillProcessing}</Alert>;
    if (loading) return <Spinner size="lg" />;
    return (
      <StyledSteps>
        <AccordionStep number={1} title={labels.steps.billing} open={openStep === 1} disabled={!enabled[1]} onOpen={openStepNumbered(1)}>
          <BillingStep
            valid={billingValid}
            summary={billingSummary}
            labels={labels}
            onEdit={editBilling}
            editRef={editBillingRef}
            onNext={openStepNumbered(2)}
          />
        </AccordionStep>
        <AccordionStep number={2} title={labels.steps.amount} open={openStep === 2} disabled={!enabled[2]} onOpen={openStepNumbered(2)}>
          <AmountStep
            labels={labels}
            currencies={currencies}
            lockedCurrency={lockedCurrency}
            methods={methods}
            languages={languages}
            levels={levels}
            estimate={estimate}
            estimateError={estimate.status === 'failed' ? (describeError(estimate.error) ?? labels.somethingWentWrong) : null}
            onNext={openStepNumbered(3)}
          />
        </AccordionStep>
        <AccordionStep number={3} title={labels.steps.payment} open={openStep === 3} disabled={!enabled[3]} onOpen={openStepNumbered(3)}>
          <PaymentStep
            labels={labels}
            methods={methods}
            currency={values.currency}
            charges={charges}
            stripe={stripe}
            stripeLocale={stripeLocale}
            providerMessage={payment.providerMessage}
            onElements={setElements}
            onPaymentFieldsChange={onPaymentFieldsChange}
          />
        </AccordionStep>
      </StyledSteps>
    );
  })();

  const footer =
    payment.phase === 'done' ? (
      <StyledFooter>
        <Button onClick={onNewProject}>{labels.newProject}</Button>
      </StyledFooter>
    ) : (
      <StyledFooter>
        {payment.phase !== 'unsettled' && payBlockedBy && !loading && <StyledPayReason id={payReasonId}>{payBlockedBy}</StyledPayReason>}
        {payment.phase !== 'unsettled' && (
          <Button
            onClick={pay}
            disabled={busy || loading || payBlockedBy !== null}
            loading={busy}
            aria-describedby={payBlockedBy && !loading ? payReasonId : undefined}
          >
            {labels.pay}
          </Button>
        )}
      </StyledFooter>
    );

  return (
    <Modal open={open} title={labels.title} onClose={onClose} footer={footer} closeLabel={labels.close}>
      <StyledDialogContent>
        {errorAlert}
        {body}
      </StyledDialogContent>
    </Modal>
  );
}
