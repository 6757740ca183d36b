import { formatDate } from '@inkwell/ui-kit';
import type { MessageDto, Role } from '@inkwell/contracts';
import { AttachmentLinks } from './attachments';
import { partyName, useMessageText, type MessageText } from './message-parts';
import { StyledBody, StyledMessage, StyledMessageHeader, StyledMuted, StyledSender } from './styled';

/** Who wrote a message, as the reader sees it: herself, the staff member speaking for support, or the other side. */
export function senderOf(message: MessageDto, m: MessageText): string {
  if (message.mine) return message.staffName ? m('thread.byStaff', { name: message.staffName }) : m('thread.you');
  if (message.sender.role === 'support' && message.staffName) return m('thread.byStaff', { name: message.staffName });
  return partyName(message.sender, m);
}

/** One message of a conversation: who, when, the text as written (escaped, line breaks kept) and its files. */
export function MessageItem({ message, role }: { message: MessageDto; role: Role }) {
  const m = useMessageText();
  return (
    <StyledMessage $mine={message.mine}>
      <StyledMessageHeader>
        <StyledSender>{senderOf(message, m)}</StyledSender>
        <StyledMuted>
          {message.sentAt ? m('thread.sentAt', { date: formatDate(message.sentAt, true) }) : m('thread.savedAt', { date: formatDate(message.createdAt, true) })}
        </StyledMuted>
      </StyledMessageHeader>
      <StyledBody>{message.body}</StyledBody>
      <AttachmentLinks role={role} messageId={message.id} attachments={message.attachments} />
    </StyledMessage>
  );
}
