import { AiCheckPanel, PlagiarismPanel, Stack, TextInformationPanel, useLocalizedPath, useTextChecksTabLabel } from '@inkwell/web-kit';
import { textChecksApi } from '../../../api/text-checks-api';

export const useChecksTabLabel = useTextChecksTabLabel;

/** The order's AI check, plagiarism matches (each linking to the matching order; a hit staff may dismiss) and text information (decision 047). */
export function OrderChecksTab({ orderId }: { orderId: number }) {
  const localized = useLocalizedPath();
  return (
    <Stack>
      <AiCheckPanel api={textChecksApi} orderId={orderId} />
      <PlagiarismPanel api={textChecksApi} orderId={orderId} orderLink={(id) => localized(`/order/${id}`)} canDismiss />
      <TextInformationPanel api={textChecksApi} orderId={orderId} />
    </Stack>
  );
}
