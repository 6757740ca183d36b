import { AiCheckPanel, mayHaveSubmittedText, PlagiarismPanel, Stack, TextInformationPanel, useLocalizedPath, useTextChecksTabLabel } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { textChecksApi } from '../../../api/text-checks-api';

export const useChecksTabLabel = useTextChecksTabLabel;

/** The order's AI check, plagiarism matches (each linking to the matching order; a hit staff may dismiss) and text information (decision 047). */
export function OrderChecksTab({ order }: { order: OrderDto }) {
  const localized = useLocalizedPath();
  const orderId = order.id;
  return (
    <Stack>
      <AiCheckPanel api={textChecksApi} orderId={orderId} />
      <PlagiarismPanel api={textChecksApi} orderId={orderId} orderLink={(id) => localized(`/order/${id}`)} canDismiss />
      <TextInformationPanel api={textChecksApi} orderId={orderId} hasText={mayHaveSubmittedText(order)} />
    </Stack>
  );
}
