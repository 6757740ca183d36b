import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@inkwell/ui-kit';
import { errorToText, PageSpinner, useLocalizedPath } from '@inkwell/web-kit';
import { useCreateLayoutMutation, useDeleteLayoutMutation, useGetLayoutQuery, useUpdateLayoutMutation } from '../api/templates-api';
import { DeleteTemplate } from './delete-template';
import { EMPTY_TREE, TemplateForm } from './template-form';

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { data: layout, error, isLoading } = useGetLayoutQuery(id);
  const [update, updating] = useUpdateLayoutMutation();
  const [remove, removing] = useDeleteLayoutMutation();
  if (isLoading) return <PageSpinner />;
  if (!layout) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return (
    <TemplateForm
      key={layout.id}
      kind="layout"
      title={layout.name}
      initial={layout}
      save={(input) => update({ id, input }).unwrap()}
      saving={updating.isLoading}
      actions={
        <DeleteTemplate
          name={layout.name}
          remove={() => remove(id).unwrap()}
          deleting={removing.isLoading}
          onDeleted={() => navigate(localized('/layouts'))}
          inUseMessage={t('templates.layouts.inUse')}
        />
      }
    />
  );
}

/** Spec /layouts/:id: edit, save and delete a text layout. */
export function LayoutPage() {
  const localized = useLocalizedPath();
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <Navigate to={localized('/404')} replace />;
  return <StoredLayout id={Number(id)} />;
}
