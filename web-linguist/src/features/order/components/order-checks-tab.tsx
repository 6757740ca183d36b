import { PlagiarismPanel, Stack, TextInformationPanel, useTextChecksTabLabel } from '@inkwell/web-kit';
import { textChecksApi } from '../../../api/text-checks-api';

export const useChecksTabLabel = useTextChecksTabLabel;

/** The text's keywords and words, and its plagiarism result (decision 047). */
export function OrderChecksTab({ orderId }: { orderId: number }) {
  return (
    <Stack>
      <TextInformationPanel api={textChecksApi} orderId={orderId} />
      <PlagiarismPanel api={textChecksApi} orderId={orderId} />
    </Stack>
  );
}
