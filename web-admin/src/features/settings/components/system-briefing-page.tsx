import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { EMPTY_TREE, StoredTemplate, TemplateForm, useLocalizedPath } from '@inkwell/web-kit';
import {
  useCreateSystemBriefingMutation,
  useDeleteSystemBriefingMutation,
  useGetSystemBriefingQuery,
  useUpdateSystemBriefingMutation,
} from '../api/system-briefings-api';
import { StyledBackLink } from './styled';

function BackToTemplates() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return <StyledBackLink to={localized('/settings/briefing-templates')}>{t('settings.briefings.back')}</StyledBackLink>;
}

function NewSystemBriefing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [create, { isLoading }] = useCreateSystemBriefingMutation();
  return (
    <TemplateForm
      kind="briefing"
      title={t('settings.briefings.create')}
      initial={{ name: '', tree: EMPTY_TREE }}
      save={(input) => create(input).unwrap()}
      saving={isLoading}
      onSaved={(briefing) => navigate(localized(`/settings/briefing/${briefing.id}`), { replace: true })}
      before={<BackToTemplates />}
    />
  );
}

function StoredSystemBriefing({ id }: { id: number }) {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const result = useGetSystemBriefingQuery(id);
  const [update, updating] = useUpdateSystemBriefingMutation();
  const [remove, removing] = useDeleteSystemBriefingMutation();
  return (
    <StoredTemplate
      kind="briefing"
      result={result}
      save={(input) => update({ id, input }).unwrap()}
      saving={updating.isLoading}
      remove={() => remove(id).unwrap()}
      removing={removing.isLoading}
      onDeleted={() => navigate(localized('/settings/briefing-templates'))}
      before={<BackToTemplates />}
    />
  );
}

/** Spec /settings/briefing/:id: create (`new`), edit and delete a system briefing every client reads. */
export function SystemBriefingPage() {
  const localized = useLocalizedPath();
  const { id = '' } = useParams();
  if (id === 'new') return <NewSystemBriefing />;
  if (!/^\d+$/.test(id)) return <Navigate to={localized('/404')} replace />;
  return <StoredSystemBriefing id={Number(id)} />;
}
