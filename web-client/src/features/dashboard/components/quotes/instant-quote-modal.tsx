import { Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { PAYMENT_METHODS, QUOTE_SERVICES, type ClientMe, type InstantQuoteRequest, type InstantQuoteResponse, type PaymentMethod, type QuoteService } from '@inkwell/contracts';
import { Alert, Button, FormField, Modal, Select, TextField, formatMoney } from '@inkwell/ui-kit';
import { applyServerFieldErrors, errorToText, Stack, useDisplayNames, useLevelLabel } from '@inkwell/web-kit';
import { useGetLanguagesQuery, useGetLevelsQuery } from '../../../../api/catalogue-api';
import { pricePerWordText } from '../../../../utils/linguist-format';
import { useGetInstantQuoteMutation, useGetQuotePaymentMethodsQuery } from '../../api/quotes-api';
import { StyledQuoteFigures } from './styled';
import { errorOf, useQuoteText } from './quote-fields';

interface InstantQuoteValues {
  service: QuoteService | '';
  language: string;
  level: string;
  paymentMethod: PaymentMethod | '';
  textsCount: string;
  wordsCount: string;
}

const FIELDS = ['service', 'language', 'level', 'paymentMethod', 'textsCount', 'wordsCount'] as const;

export interface InstantQuoteModalProps {
  me: ClientMe;
  open: boolean;
  onClose: () => void;
  /** 'Need something else?': the custom copywriting quote instead */
  onAskCustom: () => void;
}

/**
 * Spec §2 and §5, instant copywriting quote: what the texts would cost, as core-api prices the same orders. Only a
 * prepaid client chooses how to pay (starting empty); every other client is invoiced and pays by bank transfer.
 */
export function InstantQuoteModal({ me, open, onClose, onAskCustom }: InstantQuoteModalProps) {
  const q = useQuoteText();
  const { languageOptions } = useDisplayNames();
  const levelLabel = useLevelLabel();
  const { t } = useTranslation();
  const formId = useId();
  const prepaid = me.invoicing === 'deposit';
  const languages = useGetLanguagesQuery(undefined, { skip: !open });
  const levels = useGetLevelsQuery(undefined, { skip: !open });
  const methods = useGetQuotePaymentMethodsQuery(undefined, { skip: !open || !prepaid });
  const [getQuote] = useGetInstantQuoteMutation();
  const [quote, setQuote] = useState<InstantQuoteResponse | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const schema = useMemo(() => {
    const count = yup.number().typeError(q('wholeNumber')).required(q('required')).integer(q('wholeNumber')).min(1, q('atLeastOne'));
    return yup.object({
      service: yup.string().required(q('required')),
      language: yup.string().required(q('required')),
      level: yup.string().required(q('required')),
      paymentMethod: yup.string().required(q('required')),
      textsCount: count,
      wordsCount: count,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t]);

  const offeredMethods: PaymentMethod[] = prepaid ? (methods.data?.data.map((m) => m.method) ?? [...PAYMENT_METHODS]) : ['BANK'];
  const loadFailed = languages.isError || levels.isError || (prepaid && methods.isError);

  const submit = async (values: InstantQuoteValues, helpers: FormikHelpers<InstantQuoteValues>) => {
    setServerError(null);
    setQuote(null);
    const request: InstantQuoteRequest = {
      service: values.service as QuoteService,
      language: values.language,
      level: values.level,
      paymentMethod: values.paymentMethod as PaymentMethod,
      textsCount: Number(values.textsCount),
      wordsCount: Number(values.wordsCount),
    };
    try {
      setQuote(await getQuote(request).unwrap());
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, FIELDS)) setServerError(errorToText(error, t));
    }
  };

  const close = () => {
    setQuote(null);
    setServerError(null);
    onClose();
  };

  return (
    <Formik<InstantQuoteValues>
      initialValues={{ service: '', language: '', level: '', paymentMethod: prepaid ? '' : 'BANK', textsCount: '', wordsCount: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ values, errors, touched, handleChange, handleBlur, handleSubmit, isSubmitting, resetForm }) => {
        const field = (name: (typeof FIELDS)[number]) => ({
          id: `${formId}-${name}`,
          name,
          value: values[name],
          onChange: handleChange,
          onBlur: handleBlur,
          invalid: Boolean(errorOf(errors, touched, name)),
        });
        const dismiss = () => {
          resetForm();
          close();
        };
        return (
          <Modal
            open={open}
            title={q('instantTitle')}
            onClose={dismiss}
            closeLabel={q('close')}
            footer={
              <>
                <Button variant="secondary" onClick={dismiss}>
                  {q('close')}
                </Button>
                <Button type="submit" form={formId} loading={isSubmitting}>
                  {q('calculate')}
                </Button>
              </>
            }
          >
            <form id={formId} noValidate onSubmit={handleSubmit}>
              <Stack>
                {loadFailed && <Alert variant="danger">{q('loadError')}</Alert>}
                <FormField label={q('service')} htmlFor={`${formId}-service`} error={errorOf(errors, touched, 'service')} required>
                  <Select {...field('service')} placeholder={q('choose')} options={QUOTE_SERVICES.map((service) => ({ value: service, label: q(`services.${service}`) }))} />
                </FormField>
                <FormField label={q('language')} htmlFor={`${formId}-language`} error={errorOf(errors, touched, 'language')} required>
                  <Select {...field('language')} placeholder={q('choose')} options={languageOptions(languages.data ?? [])} />
                </FormField>
                <FormField label={q('level')} htmlFor={`${formId}-level`} error={errorOf(errors, touched, 'level')} required>
                  <Select {...field('level')} placeholder={q('choose')} options={(levels.data ?? []).map((level) => ({ value: level.code, label: levelLabel(level.code) }))} />
                </FormField>
                {prepaid && (
                  <FormField label={q('paymentMethod')} htmlFor={`${formId}-paymentMethod`} error={errorOf(errors, touched, 'paymentMethod')} required>
                    <Select
                      {...field('paymentMethod')}
                      placeholder={q('choose')}
                      options={offeredMethods.map((method) => ({ value: method, label: q(`methods.${method}`) }))}
                    />
                  </FormField>
                )}
                <FormField label={q('textsCount')} htmlFor={`${formId}-textsCount`} hint={q('textsHint')} error={errorOf(errors, touched, 'textsCount')} required>
                  <TextField {...field('textsCount')} type="number" inputMode="numeric" min={1} step={1} placeholder="5" />
                </FormField>
                <FormField label={q('wordsCount')} htmlFor={`${formId}-wordsCount`} hint={q('wordsHint')} error={errorOf(errors, touched, 'wordsCount')} required>
                  <TextField {...field('wordsCount')} type="number" inputMode="numeric" min={1} step={1} placeholder="500" />
                </FormField>
                {isSubmitting && <p role="status">{q('calculating')}</p>}
                {serverError && <Alert variant="danger">{serverError}</Alert>}
                <div aria-live="polite">
                  {quote && (
                    <StyledQuoteFigures aria-label={q('result')}>
                      <dt>{q('pricePerWord')}</dt>
                      <dd>{pricePerWordText(t, quote.pricePerWord, quote.currency)}</dd>
                      <dt>{q('pricePerOrder')}</dt>
                      <dd>{formatMoney(quote.pricePerOrder, quote.currency)}</dd>
                      <dt>{q('amountNet')}</dt>
                      <dd>{formatMoney(quote.amountNet, quote.currency)}</dd>
                      <dt>{q('serviceFee')}</dt>
                      <dd>{formatMoney(quote.serviceFee, quote.currency)}</dd>
                      <dt>{q('tax')}</dt>
                      <dd>{formatMoney(quote.tax, quote.currency)}</dd>
                      <dt>{q('amountGross')}</dt>
                      <dd>{formatMoney(quote.amountGross, quote.currency)}</dd>
                    </StyledQuoteFigures>
                  )}
                </div>
                <div>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      resetForm();
                      setQuote(null);
                      onAskCustom();
                    }}
                  >
                    {q('askCustom')}
                  </Button>
                </div>
              </Stack>
            </form>
          </Modal>
        );
      }}
    </Formik>
  );
}
