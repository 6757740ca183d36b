import { PageHeader } from '@inkwell/ui-kit';
import { ImportsTable } from '@inkwell/web-kit';
import { useTranslation } from 'react-i18next';
import { importsApi } from '../../../api/imports-api';

/** admin-and-linguist.md /projects/upload: every client's bulk uploads, newest first. */
export function ImportsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('importsCommon.title')} />
      <ImportsTable api={importsApi} importPath={(id) => `/projects/upload/${id}`} clientPath={(clientId) => `/client/${clientId}`} />
    </>
  );
}
