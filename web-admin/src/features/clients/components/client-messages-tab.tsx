import { useTranslation } from 'react-i18next';
import type { AdminClientDetailDto } from '@inkwell/contracts';
import { PartyMessagesTab } from '../../../components/party-messages-tab';
import { clientName } from '../../../utils/client-name';

/** Spec §2.1 /client/:id/messages/:page/:subpage: the client's mailbox as staff see it. */
export function ClientMessagesTab({ client }: { client: AdminClientDetailDto }) {
  const { t } = useTranslation();
  return <PartyMessagesTab party={{ role: 'client', id: client.id, name: clientName(client, t) }} />;
}
