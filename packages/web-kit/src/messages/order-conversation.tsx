import { useEffect, useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, Button, EmptyState, FormField, Select, Spinner, useToast } from '@inkwell/ui-kit';
import type { MessageRecipient, MessageThread, OrderDto, Role } from '@inkwell/contracts';
import { applyServerFieldErrors } from '../api/server-field-errors';
import { errorToText } from '../api/error-to-text';
import { ButtonRow, Stack } from '../components/layout';
import { Section } from '../components/section';
import { useLocalizedPath } from '../routing/language-prefix';
import { MessageItem } from './message-item';
import { bodySchema, FormikBodyField, partyName, useMessageText, type MessageText } from './message-parts';
import type { MessagesApi } from './messages-api';
import { StyledConversation, StyledConversationTitle, StyledForm, StyledMessageList } from './styled';

interface RecipientChoice {
  key: string;
  label: string;
  recipient: MessageRecipient;
}

/**
 * Whom the role may write to about the order (decision 032): a client to its writer, proofreader and support; a
 * linguist to the client once she works on it, and to support; staff to the client and the order's linguists.
 */
function recipientChoices(role: Role, order: OrderDto, myId: number | undefined, m: MessageText): RecipientChoice[] {
  const seen = new Set<number>();
  const linguists: RecipientChoice[] = [];
  for (const service of order.services) {
    const linguist = service.linguist;
    if (!linguist || seen.has(linguist.id)) continue;
    seen.add(linguist.id);
    const name = linguist.nickname ?? m('order.unnamedLinguist', { id: linguist.id });
    linguists.push({
      key: `linguist:${linguist.id}`,
      label: m(service.name === 'proofreading' ? 'order.proofreader' : 'order.writer', { name }),
      recipient: { role: 'linguist', id: linguist.id },
    });
  }
  const client: RecipientChoice = { key: 'client', label: order.clientName ?? m('order.theClient'), recipient: { role: 'client', id: order.clientId } };
  const support: RecipientChoice = { key: 'support', label: m('support'), recipient: { role: 'support' } };
  if (role === 'admin') return [client, ...linguists];
  if (role === 'client') return [...linguists, support];
  return [...(myId !== undefined && seen.has(myId) ? [client] : []), support];
}

export interface OrderConversationProps {
  api: MessagesApi;
  role: Role;
  order: OrderDto;
  /** the signed-in linguist, who writes to the client only about an order she works on */
  myId?: number;
  /** where a conversation opens in the app's mailbox, by one of its message ids */
  threadPath?: (messageId: number) => string;
}

/** The order page's messages tab: every conversation about the order the reader may see, and a message to write. */
export function OrderConversation({ api, role, order, myId, threadPath }: OrderConversationProps) {
  const { t } = useTranslation();
  const m = useMessageText();
  const toast = useToast();
  const localized = useLocalizedPath();
  const { data: threads, error, isLoading } = api.useGetOrderMessagesQuery(order.id);
  const [postOrderMessage] = api.usePostOrderMessageMutation();
  const [markThread] = api.useMarkThreadMutation();
  const [failure, setFailure] = useState<string>();
  const markedRead = useRef(new Set<number>());
  const choices = recipientChoices(role, order, myId, m);

  // Reading the tab reads its conversations (GET never marks read, decision 032).
  useEffect(() => {
    for (const thread of threads ?? []) {
      const last = thread.messages.filter((message) => !message.draft).at(-1);
      if (!thread.unread || !last || markedRead.current.has(thread.id)) continue;
      markedRead.current.add(thread.id);
      void markThread({ id: last.id, threadId: thread.id, read: true });
    }
  }, [threads, markThread]);

  const readerRole = role === 'admin' ? 'support' : role;
  const titleOf = (thread: MessageThread) => {
    const others = thread.participants.filter((party) => party.role !== readerRole);
    return m('order.with', { name: (others.length > 0 ? others : thread.participants).map((party) => partyName(party, m)).join(', ') });
  };

  const submit = async (values: { to: string; body: string }, helpers: FormikHelpers<{ to: string; body: string }>) => {
    setFailure(undefined);
    const choice = choices.find((candidate) => candidate.key === values.to) ?? choices[0];
    try {
      await postOrderMessage({ orderId: order.id, body: values.body, recipient: choice.recipient }).unwrap();
      helpers.resetForm({ values: { to: values.to, body: '' } });
      toast.show(m('order.sent'), 'success');
    } catch (problem) {
      if (!applyServerFieldErrors(problem, helpers, ['body'])) setFailure(errorToText(problem, t));
    }
  };

  return (
    <Stack>
      <Section title={m('order.conversations')}>
        {isLoading && <Spinner label={t('common.loading')} />}
        {error !== undefined && <Alert variant="danger">{errorToText(error, t)}</Alert>}
        {threads && threads.length === 0 && <EmptyState title={m('order.empty')} />}
        {threads?.map((thread) => {
          const last = thread.messages.at(-1);
          return (
            <StyledConversation key={thread.id} aria-labelledby={`order-thread-${thread.id}`}>
              <StyledConversationTitle id={`order-thread-${thread.id}`}>{titleOf(thread)}</StyledConversationTitle>
              <StyledMessageList aria-label={titleOf(thread)}>
                {thread.messages.map((message) => (
                  <MessageItem key={message.id} message={message} role={role} />
                ))}
              </StyledMessageList>
              {role === 'admin' && !thread.canReply && <Alert variant="info">{m('order.watching')}</Alert>}
              {threadPath && last && <Link to={localized(threadPath(last.id))}>{m('order.openInMailbox')}</Link>}
            </StyledConversation>
          );
        })}
      </Section>
      <Section title={m('order.write')}>
        <Formik
          initialValues={{ to: choices[0]?.key ?? '', body: '' }}
          validationSchema={yup.object({ body: bodySchema(m) })}
          onSubmit={submit}
        >
          {(formik) => (
            <StyledForm onSubmit={formik.handleSubmit} noValidate aria-label={m('order.write')}>
              <FormField label={m('order.to')} htmlFor={`order-${order.id}-to`}>
                <Select id={`order-${order.id}-to`} options={choices.map((choice) => ({ value: choice.key, label: choice.label }))} {...formik.getFieldProps('to')} />
              </FormField>
              <FormikBodyField name="body" id={`order-${order.id}-body`} label={m('order.body')} rows={5} />
              {failure && <Alert variant="danger">{failure}</Alert>}
              <ButtonRow>
                <Button type="submit" loading={formik.isSubmitting}>
                  {m('order.send')}
                </Button>
              </ButtonRow>
            </StyledForm>
          )}
        </Formik>
      </Section>
    </Stack>
  );
}
