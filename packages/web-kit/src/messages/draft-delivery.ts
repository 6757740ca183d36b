import { useTranslation } from 'react-i18next';
import type { MessageDto } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { useMessageText } from './message-parts';
import type { MessagesApi } from './messages-api';

/** `fileRefused` when core-api refused one of the files (the draft is gone again), else the send failed. */
export type DeliveryOutcome = { message: MessageDto } | { error: string; fileRefused: boolean };

/**
 * Files go on drafts only (decision 032): a message with files is written as a draft, gets its files, and is then
 * sent. A file core-api refuses discards the draft again, so nothing half-written stays behind, and says why.
 */
export function useDraftDelivery(api: MessagesApi) {
  const { t } = useTranslation();
  const m = useMessageText();
  const [addAttachment] = api.useAddAttachmentMutation();
  const [sendDraft] = api.useSendDraftMutation();
  const [deleteMessage] = api.useDeleteMessageMutation();

  return async (draft: MessageDto, files: File[], { send }: { send: boolean }): Promise<DeliveryOutcome> => {
    const ref = { id: draft.id, threadId: draft.threadId };
    for (const file of files) {
      try {
        await addAttachment({ messageId: draft.id, threadId: draft.threadId, file }).unwrap();
      } catch (error) {
        await deleteMessage(ref);
        return { error: m('files.uploadFailed', { name: file.name, reason: errorToText(error, t) }), fileRefused: true };
      }
    }
    if (!send) return { message: draft };
    try {
      return { message: await sendDraft(ref).unwrap() };
    } catch (error) {
      return { error: errorToText(error, t), fileRefused: false };
    }
  };
}
