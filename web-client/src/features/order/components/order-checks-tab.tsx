import { AiCheckPanel, PlagiarismPanel, Stack, useTextChecksTabLabel } from '@inkwell/web-kit';
import { textChecksApi } from '../../../api/text-checks-api';

export const useChecksTabLabel = useTextChecksTabLabel;

/** The order's AI check and its plagiarism result; which other order matched is staff's to know (decision 047). */
export function OrderChecksTab({ orderId }: { orderId: number }) {
  return (
    <Stack>
      <AiCheckPanel api={textChecksApi} orderId={orderId} />
      <PlagiarismPanel api={textChecksApi} orderId={orderId} />
    </Stack>
  );
}
