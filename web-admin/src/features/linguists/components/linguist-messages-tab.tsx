import { useTranslation } from 'react-i18next';
import type { AdminLinguistProfile } from '@inkwell/contracts';
import { PartyMessagesTab } from '../../../components/party-messages-tab';
import { linguistName } from '../../../utils/linguist-name';

/** /linguist/:id/messages/:page/:subpage (decision 041): the linguist's mailbox as staff see it. */
export function LinguistMessagesTab({ linguist }: { linguist: AdminLinguistProfile }) {
  const { t } = useTranslation();
  return <PartyMessagesTab party={{ role: 'linguist', id: linguist.id, name: linguistName(linguist, t) }} />;
}
