import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Alert, formatDate, formatMoney, Spinner, useDebouncedValue } from '@inkwell/ui-kit';
import { DEADLINE_EXTENSION_MAX_DAYS, type OrderDto } from '@inkwell/contracts';
import { errorToText, FormikSelectField } from '@inkwell/web-kit';
import { useExtendDeadlineMutation, useGetDeadlineExtensionQuoteQuery } from '../api/order-insights-api';
import { OrderActionModal } from './order-action-modal';
import { StyledDeadlineQuote } from './styled';

/** Spec §9: a price calculation waits 1000 ms for the input to settle. */
const DEADLINE_QUOTE_DEBOUNCE_MS = 1000;

interface DeadlineValues {
  days: string;
}

const DAY_CHOICES = Array.from({ length: DEADLINE_EXTENSION_MAX_DAYS }, (_, index) => String(index + 1));

/** The calculator's answer for the days chosen: asked once the choice settles, never shown for other days. */
function DeadlineQuote({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<DeadlineValues>();
  const days = Number(values.days);
  const settledDays = useDebouncedValue(days, DEADLINE_QUOTE_DEBOUNCE_MS);
  const { currentData: quote, error } = useGetDeadlineExtensionQuoteQuery({ id: orderId, days: settledDays });

  if (quote && quote.days === days) {
    const amount = formatMoney(quote.additionalAmount, quote.currency);
    return (
      <StyledDeadlineQuote>
        <div>
          <dt>{t('order.extend.currentDeadline')}</dt>
          <dd>{formatDate(quote.deadlineAt, true)}</dd>
        </div>
        <div>
          <dt>{t('order.extend.newDeadline')}</dt>
          <dd>{formatDate(quote.newDeadlineAt, true)}</dd>
        </div>
        <div>
          <dt>{t('order.extend.priceEffect')}</dt>
          <dd>{quote.additionalAmount === 0 ? t('order.extend.noExtraCost', { amount }) : t('order.extend.extraCost', { amount })}</dd>
        </div>
      </StyledDeadlineQuote>
    );
  }
  if (error && settledDays === days) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return <Spinner label={t('order.extend.calculating')} />;
}

/** Decision 049: gives the linguist at work 1–14 more calendar days, after showing what that changes. */
export function ExtendDeadlineDialog({ order, open, onClose }: { order: OrderDto; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [extendDeadline] = useExtendDeadlineMutation();
  return (
    <OrderActionModal<DeadlineValues>
      open={open}
      onClose={onClose}
      title={t('order.extend.title')}
      submitLabel={t('order.extend.submit')}
      initialValues={{ days: '1' }}
      run={({ days }) => extendDeadline({ id: order.id, projectId: order.projectId, days: Number(days) }).unwrap()}
      successMessage={t('order.extend.done')}
    >
      <p>{t('order.extend.intro', { max: DEADLINE_EXTENSION_MAX_DAYS })}</p>
      <FormikSelectField
        id="deadline-extension-days"
        name="days"
        label={t('order.extend.days')}
        options={DAY_CHOICES.map((value) => ({ value, label: t('order.days', { count: Number(value) }) }))}
      />
      <div aria-live="polite">{open && <DeadlineQuote orderId={order.id} />}</div>
    </OrderActionModal>
  );
}
