import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@inkwell/web-kit';
import { useGetClientQuery } from '../api/clients-api';
import { clientName } from '../../../utils/client-name';
import { StyledBackLink } from './styled';

/** Back to a tab of the client page, named after the client once it is known. */
export function ClientBackLink({ clientId, tab }: { clientId: number; tab: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { data: client } = useGetClientQuery(clientId);
  return (
    <StyledBackLink to={localized(`/client/${clientId}/${tab}`)}>
      {t('clients.client.backTo', { name: client ? clientName(client, t) : t('clientCommon.unnamed', { id: clientId }) })}
    </StyledBackLink>
  );
}
