import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { Button, EmptyState, formatDate, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import { PRICED_LINGUIST_SERVICES, type AdminClientPartnershipPrice, type PricedLinguistService } from '@inkwell/contracts';
import {
  applyServerFieldErrors,
  ButtonRow,
  ConfirmModal,
  errorToText,
  FormikSelectField,
  FormikTextField,
  FormModal,
  Section,
  toHttpError,
  useDisplayNames,
  useLocalizedPath,
  WholeListTable,
} from '@inkwell/web-kit';
import { useGetLanguagesQuery } from '../../../api/catalogue-api';
import { useGetClientLinguistsQuery } from '../api/clients-api';
import { useGetPartnershipPricesQuery, useRemovePartnershipPriceMutation, useSetPartnershipPriceMutation } from '../api/partnership-prices-api';
import type { SectionProps } from './client-account-sections';

type PriceRow = AdminClientPartnershipPrice & { id: string };
interface PriceValues {
  linguistId: string;
  language: string;
  service: PricedLinguistService | '';
  pricePerWord: string;
}

const FORM_ID = 'partnership-price-form';
const FIELDS = ['linguistId', 'language', 'service', 'pricePerWord'] as const;
/** core-api's form of a price per word: up to five digits, a point and up to six decimals. */
const PRICE = /^\d{1,5}(\.\d{1,6})?$/;
/** The linguists the client's worked with, for the picker: core-api's largest page. */
const LINGUIST_PICKER_LIMIT = 100;

const rowId = (price: AdminClientPartnershipPrice) => `${price.linguist.id}:${price.language.culture}:${price.service}:${price.currency}`;

interface PriceModalProps {
  clientId: number;
  /** the price to change; null to set a new one */
  price: PriceRow | null;
  open: boolean;
  onClose: () => void;
}

/** Sets one linguist's price for the client in a language and service; core-api's 404 and 422 land under the fields. */
function PartnershipPriceModal({ clientId, price, open, onClose }: PriceModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [save] = useSetPartnershipPriceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const linguists = useGetClientLinguistsQuery({ clientId, relation: 'workedWith', limit: LINGUIST_PICKER_LIMIT }, { skip: !open || price !== null });
  const languages = useGetLanguagesQuery(undefined, { skip: !open });
  const { languageOptions } = useDisplayNames();
  const text = (key: string, options?: Record<string, unknown>) => t(`clientSettings.partnership.${key}`, options);
  const initial: PriceValues = price
    ? { linguistId: String(price.linguist.id), language: price.language.culture, service: price.service, pricePerWord: price.pricePerWord }
    : { linguistId: '', language: '', service: 'copywriting', pricePerWord: '' };
  const schema = useMemo(
    () =>
      yup.object({
        linguistId: yup.string().required(t('validation.required')),
        language: yup.string().required(t('validation.required')),
        service: yup.string().required(t('validation.required')),
        pricePerWord: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .matches(PRICE, t('clientSettings.partnership.priceFormat'))
          .test('positive', t('clientSettings.partnership.pricePositive'), (value = '') => Number(value) > 0),
      }),
    [t],
  );
  const linguistOptions = price
    ? [{ value: String(price.linguist.id), label: price.linguist.nickname ?? `#${price.linguist.id}` }]
    : (linguists.data?.data ?? []).map((linguist) => ({ value: String(linguist.id), label: linguist.nickname ?? `#${linguist.id}` }));

  const submit = async (values: PriceValues, helpers: FormikHelpers<PriceValues>) => {
    setFailure(null);
    try {
      const saved = await save({
        clientId,
        linguistId: Number(values.linguistId),
        body: { language: values.language, service: values.service as PricedLinguistService, pricePerWord: values.pricePerWord.trim() },
      }).unwrap();
      toast.show(text('saved', { price: saved.pricePerWord, currency: saved.currency }), 'success');
      onClose();
    } catch (error) {
      // 422 names the field (a price outside her range, not one of her languages) as a 400 would.
      const http = toHttpError(error);
      const asFieldErrors = http?.status === 422 ? { status: 400, data: http.data } : error;
      if (!applyServerFieldErrors(asFieldErrors, helpers, FIELDS)) setFailure(errorToText(error, t));
    }
  };

  return (
    <FormModal<PriceValues>
      key={`${open}-${price?.id ?? 'new'}`}
      open={open}
      title={text(price ? 'changeTitle' : 'setTitle')}
      formId={FORM_ID}
      initialValues={initial}
      validationSchema={schema}
      onSubmit={submit}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
      submitLabel={t('clientSettings.save')}
      cancelLabel={t('clientSettings.cancel')}
      error={failure ?? (linguists.error ? errorToText(linguists.error, t) : null)}
    >
      <FormikSelectField
        id="partnership-linguist"
        name="linguistId"
        label={text('linguist')}
        hint={price ? undefined : text('linguistHint')}
        options={linguistOptions}
        placeholder={text(linguists.isFetching ? 'loading' : 'choose')}
        disabled={price !== null}
        required
      />
      <FormikSelectField
        id="partnership-language"
        name="language"
        label={text('language')}
        options={languageOptions(languages.data ?? [])}
        placeholder={text('choose')}
        disabled={price !== null}
        required
      />
      <FormikSelectField
        id="partnership-service"
        name="service"
        label={text('service')}
        options={PRICED_LINGUIST_SERVICES.map((service) => ({ value: service, label: text(`services.${service}`) }))}
        disabled={price !== null}
        required
      />
      <FormikTextField id="partnership-price" name="pricePerWord" label={text('pricePerWord')} hint={text('priceHint')} inputMode="decimal" required />
    </FormModal>
  );
}

/**
 * Spec client "partnership price per word" (decision 058): what each linguist asks of this client per word, which a
 * direct order from it pays her before her own prices; staff set, change and remove one on her behalf.
 */
export function PartnershipPricesSection({ client }: SectionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const localized = useLocalizedPath();
  const { languageName } = useDisplayNames();
  const prices = useGetPartnershipPricesQuery(client.id);
  const [remove, removal] = useRemovePartnershipPriceMutation();
  const [editing, setEditing] = useState<PriceRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<PriceRow | null>(null);
  const rows = useMemo(() => (prices.data ?? []).map((price) => ({ ...price, id: rowId(price) })), [prices.data]);

  const columns = useMemo<DataTableColumn<PriceRow>[]>(() => {
    const text = (key: string, options?: Record<string, unknown>) => t(`clientSettings.partnership.${key}`, options);
    const nameOf = (price: PriceRow) => price.linguist.nickname ?? `#${price.linguist.id}`;
    return [
      { id: 'linguist', header: text('linguist'), cell: (price) => <Link to={localized(`/linguist/${price.linguist.id}`)}>{nameOf(price)}</Link> },
      { id: 'language', header: text('language'), cell: (price) => languageName(price.language) },
      { id: 'service', header: text('service'), cell: (price) => text(`services.${price.service}`) },
      { id: 'price', header: text('pricePerWord'), cell: (price) => `${price.pricePerWord} ${price.currency}` },
      { id: 'updated', header: text('updated'), cell: (price) => formatDate(price.updatedAt) },
      {
        id: 'actions',
        header: text('actions'),
        cell: (price) => (
          <ButtonRow>
            <Button size="sm" variant="secondary" aria-label={text('changeFor', { name: nameOf(price), language: languageName(price.language) })} onClick={() => setEditing(price)}>
              {text('change')}
            </Button>
            <Button size="sm" variant="danger" aria-label={text('removeFor', { name: nameOf(price), language: languageName(price.language) })} onClick={() => setRemoving(price)}>
              {text('remove')}
            </Button>
          </ButtonRow>
        ),
      },
    ];
  }, [t, localized, languageName]);

  return (
    <Section title={t('clientSettings.partnership.title')}>
      <p>{t('clientSettings.partnership.intro')}</p>
      <ButtonRow>
        <Button onClick={() => setEditing('new')}>{t('clientSettings.partnership.set')}</Button>
      </ButtonRow>
      <WholeListTable<PriceRow>
        result={{ data: rows, isFetching: prices.isFetching, error: prices.error }}
        label={t('clientSettings.partnership.title')}
        columns={columns}
        emptyState={<EmptyState title={t('clientSettings.partnership.empty')} hint={t('clientSettings.partnership.emptyHint')} />}
      />
      <PartnershipPriceModal clientId={client.id} price={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} />
      <ConfirmModal
        open={removing !== null}
        title={t('clientSettings.partnership.removeTitle')}
        confirmLabel={t('clientSettings.partnership.remove')}
        cancelLabel={t('clientSettings.cancel')}
        danger
        loading={removal.isLoading}
        error={removal.error ? errorToText(removal.error, t) : undefined}
        onConfirm={() => {
          if (!removing) return;
          void remove({ clientId: client.id, linguistId: removing.linguist.id, language: removing.language.culture, service: removing.service }).then((answer) => {
            if ('error' in answer) return;
            setRemoving(null);
            toast.show(t('clientSettings.partnership.removed'), 'success');
          });
        }}
        onClose={() => {
          removal.reset();
          setRemoving(null);
        }}
      >
        {removing && t('clientSettings.partnership.removeText', { name: removing.linguist.nickname ?? `#${removing.linguist.id}`, language: languageName(removing.language) })}
      </ConfirmModal>
    </Section>
  );
}
