import { useMemo, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { CurrencyIso, PriceListService } from '@inkwell/contracts';
import { Alert, Button, shiftDecimal, Spinner, typedDecimal, useToast } from '@inkwell/ui-kit';
import { errorToText, FormikSelectField, FormikTextField, placeServerErrors, Section, useLevelLabel } from '@inkwell/web-kit';
import { useGetPriceLanguageGroupsQuery, useScheduleClientPriceMutation, useScheduleSystemPriceMutation, type PriceListRef } from '../api/price-lists-api';
import { StyledScheduleForm } from './styled-price-lists';
import { useLanguageGroupName } from './use-language-group-name';

/** Field names are core-api's, so its 400 lands on the field it names; prices are typed in minor units. */
interface ScheduleValues {
  languageGroup: string;
  level: string;
  clientPricePerWord: string;
  linguistPayPerWord: string;
  effectiveFrom: string;
}

const FIELDS = ['languageGroup', 'level', 'clientPricePerWord', 'linguistPayPerWord', 'effectiveFrom'] as const;

/** Cents per word as typed ('7,5') in the API's currency units ('0.075'); null when it is no positive decimal. */
function unitsOf(typed: string): string | null {
  const cents = typedDecimal(typed);
  const units = cents === null ? null : shiftDecimal(cents, -2);
  return units !== null && /[1-9]/.test(units) ? units : null;
}

/** Compares two decimal texts exactly, as whole numbers of a tiny unit: never through a float. */
function atMost(smaller: string, larger: string): boolean {
  const scaled = (value: string) => BigInt((shiftDecimal(value, 12) ?? '0').split('.')[0] ?? '0');
  return scaled(smaller) <= scaled(larger);
}

export interface SchedulePriceFormProps {
  list: PriceListRef;
  service: PriceListService;
  currency: CurrencyIso;
  /** the server's today (UTC), the earliest day a change may take effect */
  today: string;
  levels: { code: string; name: string }[];
}

/** Schedules a price for a language group (or all) and level from a day: PUT …/positions. */
export function SchedulePriceForm({ list, service, currency, today, levels }: SchedulePriceFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const levelLabel = useLevelLabel();
  const groupName = useLanguageGroupName();
  const [failure, setFailure] = useState<string | null>(null);
  const groups = useGetPriceLanguageGroupsQuery();
  const [scheduleSystem] = useScheduleSystemPriceMutation();
  const [scheduleClient] = useScheduleClientPriceMutation();
  const system = list.kind === 'system';
  const unit = t(`settings.priceLists.minorUnit.${currency}`);
  const invalidPrice = t('settings.priceLists.schedule.invalidPrice');

  const schema = useMemo(
    () =>
      yup.object({
        level: yup.string().required(t('validation.required')),
        clientPricePerWord: yup
          .string()
          .required(t('validation.required'))
          .test('price', invalidPrice, (value) => !value || unitsOf(value) !== null),
        linguistPayPerWord: system
          ? yup
              .string()
              .required(t('validation.required'))
              .test('price', invalidPrice, (value) => !value || unitsOf(value) !== null)
              .test('pay', t('settings.priceLists.schedule.payAbovePrice'), function payWithinPrice(value) {
                const pay = value ? unitsOf(value) : null;
                const price = unitsOf(String(this.parent.clientPricePerWord ?? ''));
                return pay === null || price === null || atMost(pay, price);
              })
          : yup.string(),
        effectiveFrom: yup
          .string()
          .required(t('validation.required'))
          .test('future', t('settings.priceLists.schedule.past'), (value) => !value || value >= today),
      }),
    [t, system, today, invalidPrice],
  );

  const submit = async (values: ScheduleValues, helpers: FormikHelpers<ScheduleValues>) => {
    setFailure(null);
    const clientPricePerWord = unitsOf(values.clientPricePerWord);
    if (clientPricePerWord === null) return;
    const position = {
      service,
      languageGroup: values.languageGroup === '' ? null : values.languageGroup,
      level: values.level,
      clientPricePerWord,
      effectiveFrom: values.effectiveFrom,
    };
    try {
      if (list.kind === 'system') {
        const linguistPayPerWord = unitsOf(values.linguistPayPerWord);
        if (linguistPayPerWord === null) return;
        await scheduleSystem({ ...position, currency: list.currency, linguistPayPerWord }).unwrap();
      } else {
        await scheduleClient({ id: list.id, body: position }).unwrap();
      }
      toast.show(t('settings.priceLists.schedule.done'), 'success');
      helpers.resetForm({ values: { ...values, clientPricePerWord: '', linguistPayPerWord: '' } });
    } catch (error) {
      if (!placeServerErrors(error, helpers, FIELDS)) setFailure(errorToText(error, t));
    }
  };

  const groupOptions = [
    { value: '', label: t('settings.priceLists.positions.allGroups') },
    ...(groups.data ?? []).map((group) => ({ value: group.name, label: groupName(group.name) })),
  ];
  const form = (
    <Formik<ScheduleValues>
      initialValues={{ languageGroup: '', level: '', clientPricePerWord: '', linguistPayPerWord: '', effectiveFrom: today }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting }) => (
        <StyledScheduleForm noValidate onSubmit={handleSubmit} aria-label={t('settings.priceLists.schedule.title')}>
          <FormikSelectField name="languageGroup" id="schedule-group" label={t('settings.priceLists.schedule.group')} options={groupOptions} />
          <FormikSelectField
            name="level"
            id="schedule-level"
            label={t('settings.priceLists.schedule.level')}
            placeholder={t('settings.priceLists.schedule.pickLevel')}
            options={levels.map((level) => ({ value: level.code, label: levelLabel(level.code) }))}
            required
          />
          <FormikTextField
            name="clientPricePerWord"
            id="schedule-client-price"
            inputMode="decimal"
            autoComplete="off"
            label={t('settings.priceLists.schedule.clientPrice', { unit })}
            required
          />
          {system && (
            <FormikTextField
              name="linguistPayPerWord"
              id="schedule-linguist-pay"
              inputMode="decimal"
              autoComplete="off"
              label={t('settings.priceLists.schedule.linguistPay', { unit })}
              required
            />
          )}
          <FormikTextField
            name="effectiveFrom"
            id="schedule-from"
            type="date"
            min={today}
            label={t('settings.priceLists.schedule.from')}
            hint={t('settings.priceLists.schedule.fromHint')}
            required
          />
          <div>
            <Button type="submit" loading={isSubmitting}>
              {t('settings.priceLists.schedule.submit')}
            </Button>
          </div>
          {failure && <Alert variant="danger">{failure}</Alert>}
        </StyledScheduleForm>
      )}
    </Formik>
  );
  return (
    <Section title={t('settings.priceLists.schedule.title')}>
      {groups.error ? <Alert variant="danger">{errorToText(groups.error, t)}</Alert> : null}
      {/* The group picker offers the groups once they are read; until then a change could only be for every group. */}
      {groups.isLoading ? <Spinner /> : form}
    </Section>
  );
}
