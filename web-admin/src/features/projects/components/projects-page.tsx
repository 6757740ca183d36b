import { Navigate, useParams } from 'react-router-dom';
import { useLocalizedPath } from '@inkwell/web-kit';
import { ProjectsTable } from '../../../components/projects-table';
import { ProjectsArea } from './projects-area';

/** Spec /projects/:tab? (default search): every client's projects, searched by name and filtered by status. */
export function ProjectsPage() {
  const { tab = 'search' } = useParams();
  const localized = useLocalizedPath();
  if (tab !== 'search') return <Navigate to={localized('/projects/search')} replace />;
  return (
    <ProjectsArea tab="search">
      <ProjectsTable />
    </ProjectsArea>
  );
}
