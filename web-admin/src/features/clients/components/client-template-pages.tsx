import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { EMPTY_TREE, StoredTemplate, TemplateForm, useLocalizedPath } from '@inkwell/web-kit';
import {
  useCreateClientBriefingMutation,
  useCreateClientLayoutMutation,
  useDeleteClientBriefingMutation,
  useDeleteClientLayoutMutation,
  useGetClientBriefingQuery,
  useGetClientLayoutQuery,
  useUpdateClientBriefingMutation,
  useUpdateClientLayoutMutation,
} from '../api/client-templates-api';
import { useGetClientQuery } from '../api/clients-api';
import { ClientBackLink } from './client-back-link';
import { clientName } from '../../../utils/client-name';

type Kind = 'briefing' | 'layout';
const LIST_TAB: Record<Kind, string> = { briefing: 'briefings', layout: 'layouts' };

function NewClientTemplate({ clientId, kind }: { clientId: number; kind: Kind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { data: client } = useGetClientQuery(clientId);
  const [createBriefing, briefing] = useCreateClientBriefingMutation();
  const [createLayout, layout] = useCreateClientLayoutMutation();
  const name = client ? clientName(client, t) : t('clientCommon.unnamed', { id: clientId });
  return (
    <TemplateForm
      kind={kind}
      title={t(`clients.${LIST_TAB[kind]}.createFor`, { name })}
      initial={{ name: '', tree: EMPTY_TREE }}
      save={(input) => (kind === 'briefing' ? createBriefing({ clientId, input }) : createLayout({ clientId, input })).unwrap()}
      saving={briefing.isLoading || layout.isLoading}
      onSaved={(saved) => navigate(localized(`/client/${clientId}/${kind}/${saved.id}`), { replace: true })}
      before={<ClientBackLink clientId={clientId} tab={LIST_TAB[kind]} />}
    />
  );
}

function StoredClientBriefing({ clientId, id }: { clientId: number; id: number }) {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const result = useGetClientBriefingQuery({ clientId, id });
  const [update, updating] = useUpdateClientBriefingMutation();
  const [remove, removing] = useDeleteClientBriefingMutation();
  return (
    <StoredTemplate
      kind="briefing"
      result={result}
      save={(input) => update({ clientId, id, input }).unwrap()}
      saving={updating.isLoading}
      remove={() => remove({ clientId, id }).unwrap()}
      removing={removing.isLoading}
      onDeleted={() => navigate(localized(`/client/${clientId}/briefings`))}
      before={<ClientBackLink clientId={clientId} tab="briefings" />}
    />
  );
}

function StoredClientLayout({ clientId, id }: { clientId: number; id: number }) {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const result = useGetClientLayoutQuery({ clientId, id });
  const [update, updating] = useUpdateClientLayoutMutation();
  const [remove, removing] = useDeleteClientLayoutMutation();
  return (
    <StoredTemplate
      kind="layout"
      result={result}
      save={(input) => update({ clientId, id, input }).unwrap()}
      saving={updating.isLoading}
      remove={() => remove({ clientId, id }).unwrap()}
      removing={removing.isLoading}
      onDeleted={() => navigate(localized(`/client/${clientId}/layouts`))}
      before={<ClientBackLink clientId={clientId} tab="layouts" />}
    />
  );
}

/** Ids start at 1: for anything else there is nothing to ask core-api. */
const isId = (value: string) => /^[1-9]\d*$/.test(value);

/** Spec /client/:id/briefing/:briefingId and /client/:id/layout/:layoutId (`new` creates) for one kind. */
function ClientTemplatePage({ kind }: { kind: Kind }) {
  const localized = useLocalizedPath();
  const { id = '', briefingId = '', layoutId = '' } = useParams();
  const templateId = kind === 'briefing' ? briefingId : layoutId;
  if (!isId(id) || (templateId !== 'new' && !isId(templateId))) return <Navigate to={localized('/404')} replace />;
  const clientId = Number(id);
  if (templateId === 'new') return <NewClientTemplate key={`${kind}-new`} clientId={clientId} kind={kind} />;
  return kind === 'briefing' ? (
    <StoredClientBriefing clientId={clientId} id={Number(templateId)} />
  ) : (
    <StoredClientLayout clientId={clientId} id={Number(templateId)} />
  );
}

export function ClientBriefingPage() {
  return <ClientTemplatePage kind="briefing" />;
}

export function ClientLayoutPage() {
  return <ClientTemplatePage kind="layout" />;
}
