import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, PageHeader } from '@inkwell/ui-kit';
import { ButtonRow, EMPTY_TREE, errorToText, PageSpinner, StoredTemplate, TemplateForm, TemplatePreview, useLocalizedPath } from '@inkwell/web-kit';
import {
  useCreateBriefingMutation,
  useDeleteBriefingMutation,
  useGetBriefingQuery,
  useGetSystemBriefingQuery,
  useUpdateBriefingMutation,
  type TemplateInput,
} from '../api/templates-api';

/** What "Use a copy" hands to /briefing/new. */
interface CopyState {
  copy?: TemplateInput;
}

function NewBriefing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const copy = (useLocation().state as CopyState | null)?.copy;
  const [create, { isLoading }] = useCreateBriefingMutation();
  return (
    <TemplateForm
      kind="briefing"
      title={t('templates.briefings.create')}
      initial={copy ?? { name: '', tree: EMPTY_TREE }}
      save={(input) => create(input).unwrap()}
      saving={isLoading}
      onSaved={(briefing) => navigate(localized(`/briefing/${briefing.id}`), { replace: true })}
    />
  );
}

function OwnBriefing({ id }: { id: number }) {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const result = useGetBriefingQuery(id);
  const [update, updating] = useUpdateBriefingMutation();
  const [remove, removing] = useDeleteBriefingMutation();
  return (
    <StoredTemplate
      kind="briefing"
      result={result}
      save={(input) => update({ id, input }).unwrap()}
      saving={updating.isLoading}
      remove={() => remove(id).unwrap()}
      removing={removing.isLoading}
      onDeleted={() => navigate(localized('/briefings'))}
    />
  );
}

/** A system briefing: every client reads it, none changes it; a copy becomes the client's own. */
function SystemBriefing({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { data: briefing, error, isLoading } = useGetSystemBriefingQuery(id);
  if (isLoading) return <PageSpinner />;
  if (!briefing) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  const copy: TemplateInput = { name: t('templates.briefings.copyName', { name: briefing.name }), tree: briefing.tree };
  return (
    <>
      <PageHeader
        title={briefing.name}
        actions={
          <ButtonRow>
            <Button onClick={() => navigate(localized('/briefing/new'), { state: { copy } satisfies CopyState })}>
              {t('templates.briefings.useCopy')}
            </Button>
          </ButtonRow>
        }
      />
      <Alert variant="info">{t('templates.briefings.readOnly')}</Alert>
      <TemplatePreview template={briefing} />
    </>
  );
}

/** Spec /briefing/:id: `new` creates; the client's own briefings are edited; system ones are read. */
export function BriefingPage() {
  const localized = useLocalizedPath();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  if (id === 'new') return <NewBriefing />;
  // ids start at 1: for anything else there is nothing to ask core-api
  if (!/^[1-9]\d*$/.test(id)) return <Navigate to={localized('/404')} replace />;
  return searchParams.has('system') ? <SystemBriefing id={Number(id)} /> : <OwnBriefing id={Number(id)} />;
}
