import { BFF_PATHS } from '@inkwell/contracts';
import { ApiKeysPanel } from '@inkwell/web-kit';
import { apiKeysApi } from './api/api-keys-api';
import { WebhooksPanel } from './WebhooksPanel';

/**
 * Settings → API (issue 17): the keys a partner's system calls the API with, then its webhook endpoints; the
 * documentation site (a static site beside the app, so a plain link) says how to call.
 */
export function ApiSettingsPage() {
  return (
    <>
      <ApiKeysPanel api={apiKeysApi} docsHref={`${BFF_PATHS.docs}/`} />
      <WebhooksPanel />
    </>
  );
}
