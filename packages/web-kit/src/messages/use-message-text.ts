import { useTranslation } from 'react-i18next';
import type { MessageParty } from '@inkwell/contracts';
import { MESSAGE_TEXTS_KEY } from './message-texts';

// Apart from the form parts (Formik, yup): the header's mail menu, on every signed-in page, needs only these, and
// importing them from message-parts brought both libraries into the shell's download (decision 077).

export type MessageText = (key: string, options?: Record<string, unknown>) => string;

/** The shared messages texts, by their key below MESSAGE_TEXTS_KEY. */
export function useMessageText(): MessageText {
  const { t } = useTranslation();
  return (key, options) => t(`${MESSAGE_TEXTS_KEY}.${key}`, options);
}

/** A side as the reader's app names it; core-api calls the shared staff side "Support" in English. */
export const partyName = (party: Pick<MessageParty, 'role' | 'name'>, m: MessageText) => (party.role === 'support' ? m('support') : party.name);
