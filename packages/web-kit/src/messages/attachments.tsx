import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, FormField, formatNumber } from '@inkwell/ui-kit';
import {
  MESSAGE_ATTACHMENT_CONTENT_TYPES,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENTS_PER_MESSAGE,
  type MessageAttachment,
  type Role,
} from '@inkwell/contracts';
import { attachmentPath } from './messages-api';
import { useMessageText, type MessageText } from './message-parts';
import { StyledFileInput, StyledFileList, StyledMuted } from './styled';

const MB = 1024 * 1024;
const MAX_MB = MESSAGE_ATTACHMENT_MAX_BYTES / MB;
/** Some systems give a Word or Excel file no type at all, so its name's ending counts too. */
const EXTENSIONS = ['pdf', 'docx', 'xlsx', 'png', 'jpg', 'jpeg'];
const ACCEPT = [...MESSAGE_ATTACHMENT_CONTENT_TYPES, ...EXTENSIONS.map((extension) => `.${extension}`)].join(',');

/** Why a file cannot go with a message, by core-api's own limits; core-api still checks the content. */
function fileProblem(file: File, m: MessageText): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const knownType = (MESSAGE_ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type);
  const typeless = file.type === '' || file.type === 'application/octet-stream';
  if (!knownType && !(typeless && EXTENSIONS.includes(extension))) return m('files.wrongType', { name: file.name });
  if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) return m('files.tooLarge', { name: file.name, max: MAX_MB });
  return null;
}

export function formatBytes(bytes: number): string {
  return bytes < MB ? `${formatNumber(Math.max(bytes / 1024, 0.1), 1)} KB` : `${formatNumber(bytes / MB, 1)} MB`;
}

export interface FileChooserProps {
  /** files the message has or will have already */
  count: number;
  onChoose: (files: File[]) => void;
  /** why the last upload failed, as core-api said it */
  error?: string;
  busy?: boolean;
}

/** Picks files for a message: wrong types, files over 10 MB and a sixth file are refused here, saying which and why. */
export function FileChooser({ count, onChoose, error, busy = false }: FileChooserProps) {
  const m = useMessageText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = fileProblem(file, m);
      if (problem) found.push(problem);
      else if (count + accepted.length >= MESSAGE_ATTACHMENTS_PER_MESSAGE) found.push(m('files.tooMany', { count: MESSAGE_ATTACHMENTS_PER_MESSAGE }));
      else accepted.push(file);
    }
    setProblems([...new Set(found)]);
    // Emptied, so choosing the same file again after removing it is a change.
    if (inputRef.current) inputRef.current.value = '';
    if (accepted.length > 0) onChoose(accepted);
  };

  const shown = [...problems, ...(error ? [error] : [])];
  return (
    <FormField
      label={m('files.choose')}
      htmlFor={id}
      hint={m('files.hint', { max: MAX_MB, count: MESSAGE_ATTACHMENTS_PER_MESSAGE })}
      error={shown.length > 0 ? shown.join(' ') : undefined}
    >
      <StyledFileInput
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={busy || count >= MESSAGE_ATTACHMENTS_PER_MESSAGE}
        onChange={choose}
      />
    </FormField>
  );
}

/** Files chosen for a message that is not written yet, each removable. */
export function ChosenFiles({ files, onRemove }: { files: File[]; onRemove: (file: File) => void }) {
  const m = useMessageText();
  if (files.length === 0) return null;
  return (
    <StyledFileList aria-label={m('files.chosen')}>
      {files.map((file, index) => (
        // Two files may share a name; their place in the list tells them apart.
        <li key={`${index}-${file.name}`}>
          <span>{file.name}</span>
          <StyledMuted>{formatBytes(file.size)}</StyledMuted>
          <Button variant="secondary" size="sm" aria-label={m('files.removeNamed', { name: file.name })} onClick={() => onRemove(file)}>
            {m('files.remove')}
          </Button>
        </li>
      ))}
    </StyledFileList>
  );
}

export interface AttachmentLinksProps {
  role: Role;
  messageId: number;
  attachments: MessageAttachment[];
  /** on the writer's own draft: takes a file off it again */
  onRemove?: (attachment: MessageAttachment) => void;
  removingId?: number;
}

/** A message's files as download links: the BFF's session cookie travels with a plain link. */
export function AttachmentLinks({ role, messageId, attachments, onRemove, removingId }: AttachmentLinksProps) {
  const m = useMessageText();
  if (attachments.length === 0) return null;
  return (
    <StyledFileList aria-label={m('files.attached')}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <a href={attachmentPath(role, messageId, attachment.id)} download={attachment.fileName} aria-label={m('files.download', { name: attachment.fileName })}>
            {attachment.fileName}
          </a>
          <StyledMuted>{formatBytes(attachment.bytes)}</StyledMuted>
          {onRemove && (
            <Button
              variant="secondary"
              size="sm"
              loading={removingId === attachment.id}
              aria-label={m('files.removeNamed', { name: attachment.fileName })}
              onClick={() => onRemove(attachment)}
            >
              {m('files.remove')}
            </Button>
          )}
        </li>
      ))}
    </StyledFileList>
  );
}
