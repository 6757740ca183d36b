import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { Checkbox, FormField, MultiSelect, Select, type MultiSelectOption, type SelectOption } from '@inkwell/ui-kit';
import { LINGUIST_ROLES } from '@inkwell/contracts';
import { StyledFieldError, StyledFieldHint, StyledFieldset } from './styled';

/** core-api's limits on her names (admin-linguists.schema) */
export const NAME_MAX_LENGTH = 100;
export const NICKNAME_MAX_LENGTH = 50;

interface FieldProps {
  name: string;
  label: string;
  id?: string;
  hint?: string;
  required?: boolean;
}

/** A select bound to a Formik string field. */
export function FormikSelect({ name, label, id = name, hint, required, options, placeholder }: FieldProps & { options: SelectOption[]; placeholder?: string }) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Select id={id} {...field} options={options} placeholder={placeholder} invalid={Boolean(error)} />
    </FormField>
  );
}

/** The multi-select bound to a Formik string-list field, in the feature's wording. */
export function FormikMultiSelect({ name, label, id = name, hint, required, options }: FieldProps & { options: MultiSelectOption[] }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string[]>(name);
  const error = meta.touched ? (meta.error as string | undefined) : undefined;
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <MultiSelect
        id={id}
        label={label}
        options={options}
        value={field.value}
        onChange={(values) => {
          void helpers.setValue(values);
          void helpers.setTouched(true, false);
        }}
        invalid={Boolean(error)}
        placeholder={t('linguists.create.choose')}
        searchPlaceholder={t('linguists.filters.search')}
        noOptionsText={t('linguists.filters.noOptions')}
        selectedText={(count) => t('linguists.filters.selected', { count })}
        clearLabel={t('linguists.filters.clear')}
      />
    </FormField>
  );
}

/** Her roles as checkboxes in a named group; the error is announced with the group. */
export function FormikRoles({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string[]>(name);
  const error = meta.touched ? (meta.error as string | undefined) : undefined;
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  return (
    <StyledFieldset aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined} aria-invalid={error ? true : undefined}>
      <legend>{label}</legend>
      {LINGUIST_ROLES.map((role) => (
        <Checkbox
          key={role}
          id={`${name}-${role}`}
          label={t(`linguistCommon.roles.${role}`)}
          checked={field.value.includes(role)}
          onChange={(event) => {
            const next = event.target.checked ? [...field.value, role] : field.value.filter((each) => each !== role);
            void helpers.setValue(LINGUIST_ROLES.filter((each) => next.includes(each)));
            void helpers.setTouched(true, false);
          }}
        />
      ))}
      {hint && <StyledFieldHint id={hintId}>{hint}</StyledFieldHint>}
      {error && (
        <StyledFieldError id={errorId} role="alert">
          {error}
        </StyledFieldError>
      )}
    </StyledFieldset>
  );
}
