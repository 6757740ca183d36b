import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ClientMe, CurrencyIso } from '@inkwell/contracts';
import {
  DepositDialog,
  useToast,
  type DepositDialogProps,
  type DepositEstimateInput,
  type DepositIntentInput,
  type LoadStripe,
  type ReturnedPayment,
} from '@inkwell/ui-kit';
import { errorToText, isBillingComplete, useDisplayNames, useIdempotencyKeys, useLevelLabel, useLocalizedPath } from '@inkwell/web-kit';
import { useGetCountriesQuery, useGetLanguagesQuery, useGetLevelsQuery } from '../../../api/catalogue-api';
import { useGetMeQuery } from '../../../api/me-api';
import { useAppDispatch } from '../../../hooks/use-app-dispatch';
import {
  billingApi,
  useCreateDepositMutation,
  useCreatePaymentIntentMutation,
  useGetBillingSettingsQuery,
  useGetPaymentMethodsQuery,
  useLazyGetEstimatePriceQuery,
} from '../api/billing-api';
import { BillingSettingsModal } from './billing-settings-modal';
import { BillingSummary } from './billing-summary';
import { useDepositLabels } from './use-deposit-labels';

const TRADED: readonly CurrencyIso[] = ['EUR', 'USD', 'GBP'];
const tradedCurrency = (value: string | null): CurrencyIso | null =>
  value !== null && (TRADED as readonly string[]).includes(value) ? (value as CurrencyIso) : null;

export function BillingSettingsEditor({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <BillingSettingsModal
      open={open}
      onClose={onDone}
      onSaved={() => {
        toast.show(t('billingSettings.own.saved'), 'success');
        onDone();
      }}
    />
  );
}

export interface OpenDepositDialogProps {
  loadStripe: LoadStripe;
  returned: ReturnedPayment | null;
  /** another dialog (the billing form) is on top */
  hidden: boolean;
  onClose: () => void;
  onEditBilling: () => void;
}

export function OpenDepositDialog({ loadStripe, returned, hidden, onClose, onEditBilling }: OpenDepositDialogProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const labels = useDepositLabels();
  const { languageOptions: namedLanguages } = useDisplayNames();
  const levelLabel = useLevelLabel();

  const client = useGetMeQuery();
  const settings = useGetBillingSettingsQuery();
  const methods = useGetPaymentMethodsQuery();
  const countries = useGetCountriesQuery();
  const languages = useGetLanguagesQuery();
  const levels = useGetLevelsQuery();
  const [createDeposit] = useCreateDepositMutation();
  const [createIntent] = useCreatePaymentIntentMutation();
  // A retry of the same deposit or payment (a lost answer, a timeout) reuses its key: one deposit (decision 068).
  const depositAttempts = useIdempotencyKeys();
  const intentAttempts = useIdempotencyKeys();
  const deposit = async (input: Parameters<typeof createDeposit>[0]) => {
    const created = await createDeposit({ ...input, idempotencyKey: depositAttempts.keyFor(input) }).unwrap();
    depositAttempts.settled();
    return created;
  };
  const [fetchEstimate] = useLazyGetEstimatePriceQuery();

  const me: ClientMe | undefined = client.data;
  const failed = client.error ?? settings.error ?? methods.error;
  const languageOptions = useMemo(() => namedLanguages(languages.data ?? []), [namedLanguages, languages.data]);
  const levelOptions = useMemo(() => (levels.data ?? []).map((level) => ({ value: level.code, label: levelLabel(level.code) })), [levels.data, levelLabel]);

  const calculateEstimate = async (input: DepositEstimateInput) => {
    const price = await fetchEstimate({
      words: input.wordsPerText,
      textsAmount: input.texts,
      language: input.language,
      level: input.level,
      services: input.service === 'copywriting_proofreading' ? ['copywriting', 'proofreading'] : ['copywriting'],
      paymentMethod: input.method,
    }).unwrap();
    return price.max;
  };

  return (
    <DepositDialog
      open={!hidden}
      onClose={onClose}
      labels={labels}
      loading={client.isLoading || settings.isLoading || methods.isLoading}
      loadError={failed ? errorToText(failed, t) : null}
      methods={methods.data?.data ?? []}
      publishableKey={methods.data?.publishableKey ?? null}
      lockedCurrency={me && me.currencyId !== null ? tradedCurrency(me.currency) : null}
      vat={me?.vat ?? '0'}
      billingValid={Boolean(me?.hasValidLegalInfo) && isBillingComplete(settings.data)}
      billingSummary={settings.data && <BillingSummary settings={settings.data} countries={countries.data ?? []} />}
      onEditBilling={onEditBilling}
      languages={languageOptions}
      levels={levelOptions}
      onCalculateEstimate={calculateEstimate}
      loadStripe={loadStripe}
      stripeLocale={i18n.language as DepositDialogProps['stripeLocale']}
      returnUrl={`${window.location.origin}${localized('/dashboard')}`}
      returnedPayment={returned}
      onNewProject={() => {
        onClose();
        navigate(localized('/orders/create'));
      }}
      describeError={(error) => errorToText(error, t)}
      onCreateBankDeposit={deposit}
      onCreateIntent={async (input: DepositIntentInput) => {
        const intent = await createIntent({ ...input, idempotencyKey: intentAttempts.keyFor(input) }).unwrap();
        intentAttempts.settled();
        return intent;
      }}
      onRetrieveIntent={(id) =>
        dispatch(billingApi.endpoints.getPaymentIntent.initiate(id, { forceRefetch: true, subscribe: false })).unwrap()
      }
      onConfirmIntent={deposit}
    />
  );
}
