import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormField, Modal, Select, TextField } from '@inkwell/ui-kit';
import { LINGUIST_GROUP_TYPES, type LinguistGroupType } from '@inkwell/contracts';

/** core-api's limit on a group name */
const GROUP_NAME_MAX_LENGTH = 100;

interface GroupNameModalProps {
  open: boolean;
  title: string;
  initialName?: string;
  /** asks for the type too: a group's type is fixed once it exists */
  withType?: boolean;
  saving: boolean;
  error?: string;
  onSave: (values: { name: string; type: LinguistGroupType }) => void;
  onClose: () => void;
}

/** The dialog that creates a group (name and type) or renames one (name). */
export function GroupNameModal({ open, title, initialName = '', withType = false, saving, error, onSave, onClose }: GroupNameModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [type, setType] = useState<LinguistGroupType>('copywriting');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setType('copywriting');
    setTouched(false);
  }, [open, initialName]);

  const trimmed = name.trim();
  const nameError =
    trimmed === ''
      ? t('linguists.groups.nameRequired')
      : trimmed.length > GROUP_NAME_MAX_LENGTH
        ? t('linguists.groups.nameTooLong', { max: GROUP_NAME_MAX_LENGTH })
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!nameError) onSave({ name: trimmed, type });
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={saving ? () => undefined : onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('linguists.groups.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('linguists.groups.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormField label={t('linguists.groups.name')} htmlFor={`${formId}-name`} error={touched ? nameError : undefined} required>
          <TextField id={`${formId}-name`} value={name} invalid={touched && Boolean(nameError)} onChange={(event) => setName(event.target.value)} />
        </FormField>
        {withType && (
          <FormField label={t('linguists.groups.type')} htmlFor={`${formId}-type`} required>
            <Select
              id={`${formId}-type`}
              value={type}
              options={LINGUIST_GROUP_TYPES.map((value) => ({ value, label: t(`linguists.services.${value}`) }))}
              onChange={(event) => setType(event.target.value as LinguistGroupType)}
            />
          </FormField>
        )}
        {error && <Alert variant="danger">{error}</Alert>}
      </form>
    </Modal>
  );
}
