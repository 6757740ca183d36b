import { useTranslation } from 'react-i18next';
import { EmptyState } from '@inkwell/ui-kit';
import type { OrderDto } from '@inkwell/contracts';
import type { OrderAbilities } from '../order-abilities';
import { LatestText } from './latest-text';
import { RevisionsList } from './revisions-list';
import { TextEditor } from './text-editor';

/** Revision requests first (they say what to change), then the editor or the latest version. */
export function OrderTextTab({ order, abilities }: { order: OrderDto; abilities: OrderAbilities }) {
  const { t } = useTranslation();
  let text = <EmptyState title={t('order.text.takeFirst')} />;
  if (abilities.edit) text = <TextEditor order={order} />;
  else if (abilities.readText) text = <LatestText order={order} />;

  return (
    <>
      {order.revisionsCount > 0 && <RevisionsList orderId={order.id} inRevision={order.status === 'in_revision'} />}
      {text}
    </>
  );
}
