import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { EMPTY_TREE, StoredTemplate, TemplateForm, useLocalizedPath } from '@inkwell/web-kit';
import { useCreateLayoutMutation, useDeleteLayoutMutation, useGetLayoutQuery, useUpdateLayoutMutation } from '../api/templates-api';

/** Spec /layouts/create. */
export function LayoutCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [create, { isLoading }] = useCreateLayoutMutation();
  return (
    <TemplateForm
      kind="layout"
      title={t('templates.layouts.create')}
      initial={{ name: '', tree: EMPTY_TREE }}
      save={(input) => create(input).unwrap()}
      saving={isLoading}
      onSaved={(layout) => navigate(localized(`/layouts/${layout.id}`), { replace: true })}
    />
  );
}

function StoredLayout({ id }: { id: number }) {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const result = useGetLayoutQuery(id);
  const [update, updating] = useUpdateLayoutMutation();
  const [remove, removing] = useDeleteLayoutMutation();
  return (
    <StoredTemplate
      kind="layout"
      result={result}
      save={(input) => update({ id, input }).unwrap()}
      saving={updating.isLoading}
      remove={() => remove(id).unwrap()}
      removing={removing.isLoading}
      onDeleted={() => navigate(localized('/layouts'))}
    />
  );
}

/** Spec /layouts/:id: edit, save and delete a text layout. */
export function LayoutPage() {
  const localized = useLocalizedPath();
  const { id = '' } = useParams();
  // ids start at 1: for anything else there is nothing to ask core-api
  if (!/^[1-9]\d*$/.test(id)) return <Navigate to={localized('/404')} replace />;
  return <StoredLayout id={Number(id)} />;
}
