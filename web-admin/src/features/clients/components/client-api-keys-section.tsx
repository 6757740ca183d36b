import { ApiKeysPanel, Section, useApiKeyText } from '@inkwell/web-kit';
import { apiKeysApi } from '../api/api-keys-api';

/** The client's API keys on its settings tab (decision 066): when and from where each was last used, and revoke. */
export function ClientApiKeysSection({ clientId }: { clientId: number }) {
  const text = useApiKeyText();
  return (
    <Section title={text('list')}>
      <ApiKeysPanel api={apiKeysApi} clientId={clientId} />
    </Section>
  );
}
