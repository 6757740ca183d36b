import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, type TemplateKind } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { PageSpinner } from '../routing/page-spinner';
import { DeleteTemplate } from './delete-template';
import { TemplateForm } from './template-form';
import type { TemplateInput, TemplateRecord } from './template-records';
import { TEMPLATE_TEXTS_KEY } from './template-texts';

export interface StoredTemplateProps {
  kind: TemplateKind;
  /** the read of the template, as an RTK Query hook returns it */
  result: { data?: TemplateRecord; error?: unknown; isLoading: boolean };
  save: (input: TemplateInput) => Promise<TemplateRecord>;
  saving: boolean;
  remove: () => Promise<unknown>;
  removing: boolean;
  /** where to go once it is deleted */
  onDeleted: () => void;
  before?: ReactNode;
}

/** A stored briefing or layout: loading, what went wrong, or its form with save and delete. */
export function StoredTemplate({ kind, result, save, saving, remove, removing, onDeleted, before }: StoredTemplateProps) {
  const { t } = useTranslation();
  const { data: template, error, isLoading } = result;
  if (isLoading) return <PageSpinner />;
  if (!template) {
    return (
      <>
        {before}
        <Alert variant="danger">{errorToText(error, t)}</Alert>
      </>
    );
  }
  return (
    <TemplateForm
      key={template.id}
      kind={kind}
      title={template.name}
      initial={template}
      save={save}
      saving={saving}
      before={before}
      actions={
        <DeleteTemplate
          name={template.name}
          remove={remove}
          deleting={removing}
          onDeleted={onDeleted}
          inUseMessage={t(`${TEMPLATE_TEXTS_KEY}.${kind === 'briefing' ? 'briefingInUse' : 'layoutInUse'}`)}
        />
      }
    />
  );
}
