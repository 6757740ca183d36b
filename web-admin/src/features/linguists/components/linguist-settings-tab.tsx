import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Alert, Button, formatNumber, Spinner, useToast } from '@inkwell/ui-kit';
import {
  LINGUIST_AVAILABILITY_STATUSES,
  type AdminLinguistProfile,
  type LanguageRef,
  type LinguistPriceRange,
  type LinguistRole,
  type PricedLinguistService,
} from '@inkwell/contracts';
import { applyServerFieldErrors, ButtonRow, errorToText, fieldErrorsOf, FormikTextField, Section, Stack, toHttpError, useDisplayNames } from '@inkwell/web-kit';
import { useGetPricesQuery, useSetAvailabilityMutation, useSetPriceMutation } from '../api/linguists-api';
import { centsToPerWord, perWordToCents } from '../price-text';
import { FormikSelect } from './linguist-fields';
import { StyledForm, StyledPriceList, StyledPriceRow } from './styled';

interface AvailabilityValues {
  status: string;
  until: string;
}

/** The first day a return may be: tomorrow, in the browser's time zone (YYYY-MM-DD). */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

/** PUT /admin/linguist/:id/availability: away (until a return day) or available, as she can set it herself. */
function AvailabilitySection({ linguist }: { linguist: AdminLinguistProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [setAvailability] = useSetAvailabilityMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const firstDay = tomorrow();
  const schema = useMemo(
    () =>
      yup.object({
        status: yup.string().oneOf([...LINGUIST_AVAILABILITY_STATUSES]).required(t('validation.required')),
        until: yup.string().test('future', t('linguists.availability.untilPast'), (value) => !value || value >= firstDay),
      }),
    [t, firstDay],
  );
  const submit = async (values: AvailabilityValues, helpers: FormikHelpers<AvailabilityValues>) => {
    setFailure(null);
    const away = values.status === 'unavailable';
    try {
      await setAvailability({ id: linguist.id, status: away ? 'unavailable' : 'available', until: away && values.until ? values.until : null }).unwrap();
      toast.show(t('linguists.availability.saved'), 'success');
    } catch (error) {
      if (!applyServerFieldErrors(error, helpers, ['status', 'until'])) setFailure(errorToText(error, t));
    }
  };
  return (
    <Section title={t('linguists.availability.title')}>
      <p>{t('linguists.availability.intro')}</p>
      <Formik<AvailabilityValues>
        initialValues={{ status: linguist.availability.status, until: linguist.availability.until ?? '' }}
        validationSchema={schema}
        onSubmit={submit}
        enableReinitialize
      >
        {({ handleSubmit, isSubmitting, dirty, values }) => (
          <StyledForm noValidate onSubmit={handleSubmit} aria-label={t('linguists.availability.title')}>
            {failure && <Alert variant="danger">{failure}</Alert>}
            <FormikSelect
              id="linguist-availability"
              name="status"
              label={t('linguists.availability.status')}
              options={LINGUIST_AVAILABILITY_STATUSES.map((status) => ({ value: status, label: t(`linguists.availability.statuses.${status}`) }))}
            />
            {values.status === 'unavailable' && (
              <FormikTextField id="linguist-until" name="until" type="date" min={firstDay} label={t('linguists.availability.until')} hint={t('linguists.availability.untilHint')} />
            )}
            <ButtonRow>
              <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                {t('linguists.availability.save')}
              </Button>
            </ButtonRow>
          </StyledForm>
        )}
      </Formik>
    </Section>
  );
}

/** Which services her roles let her be priced for. */
const SERVICES_OF_ROLE: Record<LinguistRole, PricedLinguistService> = { copywriter: 'copywriting', proofreader: 'proofreading', translator: 'translating' };

interface PriceRowProps {
  linguistId: number;
  language: LanguageRef;
  service: PricedLinguistService;
  range: LinguistPriceRange | undefined;
  current: string | null;
  currency: string;
}

/** One price per word, typed in cents like prices are shown; her level's range is checked here and by core-api (422). */
function PriceRow({ linguistId, language, service, range, current, currency }: PriceRowProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [setPrice] = useSetPriceMutation();
  const { languageName } = useDisplayNames();
  const [failure, setFailure] = useState<string | null>(null);
  const unit = t(`linguists.prices.minorUnit.${currency}`, { defaultValue: currency });
  const min = range?.min ? perWordToCents(range.min) : null;
  const max = range?.max ? perWordToCents(range.max) : null;
  const cents = (text: string | null) => (text === null ? null : Number(text.replace(',', '.')));
  const label = t('linguists.prices.priceLabel', { service: t(`linguists.profile.serviceNames.${service}`), language: languageName(language), unit });
  const schema = yup.object({
    pricePerWord: yup
      .string()
      .required(t('validation.required'))
      .test('decimal', t('linguists.prices.invalid'), (value) => !value || centsToPerWord(value) !== null)
      .test('range', t('linguists.prices.outOfRange', { min: formatNumber(cents(min)), max: formatNumber(cents(max)), unit }), (value) => {
        const typed = value ? cents(perWordToCents(centsToPerWord(value) ?? '')) : null;
        const low = cents(min);
        const high = cents(max);
        return typed === null || low === null || high === null || (typed >= low && typed <= high);
      }),
  });
  const hint = [
    min !== null && max !== null ? t('linguists.prices.range', { min: formatNumber(cents(min)), max: formatNumber(cents(max)), unit }) : t('linguists.prices.noRange'),
    current === null ? t('linguists.prices.notSet') : t('linguists.prices.current', { price: formatNumber(cents(perWordToCents(current))), unit }),
  ].join(' · ');

  return (
    <StyledPriceRow>
      <Formik
        initialValues={{ pricePerWord: current === null ? '' : (perWordToCents(current) ?? '') }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          const pricePerWord = centsToPerWord(values.pricePerWord);
          if (pricePerWord === null) return;
          try {
            await setPrice({ id: linguistId, language: language.culture, service, pricePerWord }).unwrap();
            toast.show(t('linguists.prices.saved'), 'success');
          } catch (error) {
            // A price outside her level's range is core-api's 422 naming the field.
            const named = fieldErrorsOf(error);
            const message = named && !Array.isArray(named) ? named.pricePerWord : undefined;
            if (toHttpError(error)?.status === 422 && Array.isArray(message)) {
              helpers.setFieldTouched('pricePerWord', true, false);
              helpers.setFieldError('pricePerWord', message.join(' '));
            } else if (!applyServerFieldErrors(error, helpers, ['pricePerWord'])) setFailure(errorToText(error, t));
          }
        }}
      >
        {({ handleSubmit, isSubmitting }) => (
          <StyledForm noValidate onSubmit={handleSubmit}>
            <FormikTextField id={`price-${language.culture}-${service}`} name="pricePerWord" inputMode="decimal" label={label} hint={hint} />
            {failure && <Alert variant="danger">{failure}</Alert>}
            <ButtonRow>
              <Button type="submit" size="sm" loading={isSubmitting} aria-label={t('linguists.prices.saveNamed', { label })}>
                {t('linguists.prices.save')}
              </Button>
            </ButtonRow>
          </StyledForm>
        )}
      </Formik>
    </StyledPriceRow>
  );
}

/** GET/POST /admin/linguist/:id/prices: her own price per language and service, within her level's range. */
function PricesSection({ linguist }: { linguist: AdminLinguistProfile }) {
  const { t } = useTranslation();
  const { data: prices, error, isLoading } = useGetPricesQuery(linguist.id);
  const services = linguist.roles.map((role) => SERVICES_OF_ROLE[role]);
  return (
    <Section title={t('linguists.prices.title')}>
      {isLoading && <Spinner label={t('common.loading')} />}
      {!isLoading && !prices && <Alert variant="danger">{errorToText(error, t)}</Alert>}
      {prices && (
        <Stack>
          <p>{prices.level ? t('linguists.prices.intro', { currency: prices.currency }) : t('linguists.prices.noLevel')}</p>
          {linguist.languages.length === 0 || services.length === 0 ? (
            <p>{t('linguists.prices.nothingToPrice')}</p>
          ) : (
            <StyledPriceList aria-label={t('linguists.prices.title')}>
              {linguist.languages.flatMap((language) =>
                services.map((service) => (
                  <PriceRow
                    key={`${language.culture}-${service}`}
                    linguistId={linguist.id}
                    language={language}
                    service={service}
                    range={prices.ranges.find((range) => range.service === service)}
                    current={prices.prices.find((price) => price.language.culture === language.culture && price.service === service && price.currency === prices.currency)?.pricePerWord ?? null}
                    currency={prices.currency}
                  />
                )),
              )}
            </StyledPriceList>
          )}
        </Stack>
      )}
    </Section>
  );
}

/** Spec tab settings of /linguist/:id: her availability and her prices per word. */
export function LinguistSettingsTab({ linguist }: { linguist: AdminLinguistProfile }) {
  return (
    <Stack>
      <AvailabilitySection linguist={linguist} />
      <PricesSection linguist={linguist} />
    </Stack>
  );
}
