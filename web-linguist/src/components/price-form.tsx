import { useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, formatNumber, shiftDecimal, typedDecimal, useToast } from '@inkwell/ui-kit';
import { errorToText, FormikTextField, placeServerErrors, useDisplayNames } from '@inkwell/web-kit';
import type { CurrencyIso, LanguageRef, LinguistPriceRange, PricedLinguistService, SelfPriceBody } from '@inkwell/contracts';
import { pricePerWordText } from '../utils/price-per-word';
import { StyledPriceForm } from './price-form-styled';

interface PriceValues {
  /** per word in minor units (cents), as spec §9 shows prices */
  pricePerWord: string;
}

export interface PriceFormProps {
  language: LanguageRef;
  service: PricedLinguistService;
  range: LinguistPriceRange;
  /** her price now, a decimal in major units, or null */
  current: string | null;
  currency: CurrencyIso;
  save: (body: SelfPriceBody) => Promise<unknown>;
}

const inMinorUnits = (decimal: string | null) => (decimal === null ? null : shiftDecimal(decimal, 2));

/**
 * One price per word: typed in cents per word like the prices are shown, sent in major units as core-api
 * keeps them. The level's range is checked here for a quick answer; core-api's 422 lands on the same field.
 */
export function PriceForm({ language, service, range, current, currency, save }: PriceFormProps) {
  const { t } = useTranslation();
  const { languageName } = useDisplayNames();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const unit = t(`profileCommon.minorUnit.${currency}`);
  const serviceName = t(`profileCommon.services.${service}`);
  const min = inMinorUnits(range.min);
  const max = inMinorUnits(range.max);
  const id = `price-${language.culture}-${service}`;

  const schema = yup.object({
    pricePerWord: yup
      .string()
      .required(t('validation.required'))
      .test('decimal', t('profileCommon.price.invalid'), (value) => !value || typedDecimal(value) !== null)
      .test('range', t('profileCommon.price.outOfRange', { min: formatNumber(min), max: formatNumber(max) }), (value) => {
        const typed = value ? typedDecimal(value) : null;
        if (typed === null || min === null || max === null) return true;
        return Number(typed) >= Number(min) && Number(typed) <= Number(max);
      }),
  });

  const submit = async (values: PriceValues, helpers: FormikHelpers<PriceValues>) => {
    setFailure(null);
    const cents = typedDecimal(values.pricePerWord);
    const pricePerWord = cents === null ? null : shiftDecimal(cents, -2);
    if (pricePerWord === null) return;
    try {
      await save({ language: language.culture, service, pricePerWord });
      toast.show(t('profileCommon.price.saved'), 'success');
    } catch (error) {
      if (!placeServerErrors(error, helpers, ['pricePerWord'])) setFailure(errorToText(error, t));
    }
  };

  const hint = [
    min !== null && max !== null
      ? t('profileCommon.price.range', { min: pricePerWordText(t, range.min, currency), max: pricePerWordText(t, range.max, currency) })
      : null,
    current === null ? t('profileCommon.price.notSet') : t('profileCommon.price.current', { price: pricePerWordText(t, current, currency) }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Formik
      initialValues={{ pricePerWord: current === null ? '' : (inMinorUnits(current) ?? '').replace('.', ',') }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting }) => (
        <StyledPriceForm noValidate onSubmit={handleSubmit} aria-label={`${serviceName}, ${languageName(language)}`}>
          <FormikTextField
            name="pricePerWord"
            id={id}
            inputMode="decimal"
            label={t('profileCommon.price.priceLabel', { service: serviceName, language: languageName(language), unit })}
            hint={hint}
          />
          <Button type="submit" loading={isSubmitting} aria-label={t('profileCommon.price.saveNamed', { service: serviceName, language: languageName(language) })}>
            {t('profileCommon.price.save')}
          </Button>
          {failure && <Alert variant="danger">{failure}</Alert>}
        </StyledPriceForm>
      )}
    </Formik>
  );
}
