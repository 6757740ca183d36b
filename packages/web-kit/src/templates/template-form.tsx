import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormField, PageHeader, TemplateEditor, TextField, useToast, type TemplateKind } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { ButtonRow, Stack } from '../components/layout';
import { templateFieldErrors, type TemplateFieldErrors } from './template-field-errors';
import type { TemplateInput, TemplateRecord } from './template-records';
import { TEMPLATE_TEXTS_KEY } from './template-texts';
import { useEditorLabels } from './use-editor-labels';

const NAME_MAX_LENGTH = 200;

export interface TemplateFormProps {
  kind: TemplateKind;
  title: string;
  initial: TemplateInput;
  /** POST or PUT; resolves with the saved record or rejects with the RTK Query error */
  save: (input: TemplateInput) => Promise<TemplateRecord>;
  saving: boolean;
  onSaved?: (record: TemplateRecord) => void;
  /** the delete button of a stored template */
  actions?: ReactNode;
  /** above the form, e.g. a link back to the list */
  before?: ReactNode;
}

/** A briefing's or layout's name and element tree, saved as core-api's `{ name, tree }`. */
export function TemplateForm({ kind, title, initial, save, saving, onSaved, actions, before }: TemplateFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const labels = useEditorLabels();
  const nameId = useId();
  const [name, setName] = useState(initial.name);
  const [tree, setTree] = useState(initial.tree);
  const [nameError, setNameError] = useState<string>();
  const [serverErrors, setServerErrors] = useState<TemplateFieldErrors['tree']>([]);
  const [failure, setFailure] = useState<string>();
  const text = (key: string, values?: Record<string, unknown>) => t(`${TEMPLATE_TEXTS_KEY}.${key}`, values);

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError(text('nameRequired'));
    if (trimmed.length > NAME_MAX_LENGTH) return setNameError(text('nameTooLong', { max: NAME_MAX_LENGTH }));
    setFailure(undefined);
    try {
      const record = await save({ name: trimmed, tree });
      toast.show(text('saved'), 'success');
      onSaved?.(record);
    } catch (error) {
      const fields = templateFieldErrors(error, { tree, kind });
      setNameError(fields?.name);
      setServerErrors(fields?.tree ?? []);
      setFailure(fields ? text('saveRefused') : errorToText(error, t));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {before}
      <PageHeader
        title={title}
        actions={
          <ButtonRow>
            {actions}
            <Button type="submit" loading={saving}>
              {text('save')}
            </Button>
          </ButtonRow>
        }
      />
      <Stack>
        {failure && <Alert variant="danger">{failure}</Alert>}
        <FormField label={text('name')} htmlFor={nameId} error={nameError} required>
          <TextField
            id={nameId}
            value={name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
        </FormField>
        <TemplateEditor
          kind={kind}
          value={tree}
          labels={labels}
          errors={serverErrors}
          onChange={(next) => {
            setTree(next);
            // the server's verdict was about the tree as it was sent
            setServerErrors([]);
          }}
        />
      </Stack>
    </form>
  );
}
