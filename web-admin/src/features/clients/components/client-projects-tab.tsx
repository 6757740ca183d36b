import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@inkwell/ui-kit';
import { Stack } from '@inkwell/web-kit';
import { CreateProjectModal } from '../../../components/create-project-modal';
import { ProjectsTable } from '../../../components/projects-table';
import { StyledTabActions } from './styled';

/** The client page's default tab: the client's projects, each linking its page, and a new project for the client. */
export function ClientProjectsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const create = <Button onClick={() => setCreating(true)}>{t('projectCommon.create.open')}</Button>;
  return (
    <Stack>
      <StyledTabActions>{create}</StyledTabActions>
      <ProjectsTable clientId={clientId} />
      <CreateProjectModal open={creating} onClose={() => setCreating(false)} clientId={clientId} />
    </Stack>
  );
}
