import { useField } from 'formik';
import styled, { css } from 'styled-components';
import { Checkbox } from '@inkwell/ui-kit';

export interface CheckboxGroupOption<Value extends string> {
  value: Value;
  /** the checkbox's id, unique in the document (e2e stories and labels name it) */
  id: string;
  label: string;
  /** what choosing it means, read with the checkbox */
  hint?: string;
}

export interface FormikCheckboxGroupProps<Value extends string> {
  /** the Formik field: an array of the chosen values */
  name: string;
  /** the group's error element is `${id}-error` */
  id: string;
  legend: string;
  options: readonly CheckboxGroupOption<Value>[];
  /** short labels side by side in columns rather than one under another */
  columns?: boolean;
}

const StyledGroup = styled.fieldset<{ $columns: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  ${({ $columns }) =>
    $columns &&
    css`
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    `}
`;

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Checkboxes bound to one Formik array field, in a fieldset named by its legend, the error tied to the group. The
 * chosen values keep the options' order, so a saved list reads the same however it was ticked.
 */
export function FormikCheckboxGroup<Value extends string>({ name, id, legend, options, columns = false }: FormikCheckboxGroupProps<Value>) {
  const [field, meta, helpers] = useField<Value[]>(name);
  const error = meta.touched ? meta.error : undefined;
  const errorId = `${id}-error`;
  const toggle = (value: Value, on: boolean) => {
    void helpers.setValue(options.map((option) => option.value).filter((each) => (each === value ? on : field.value.includes(each))));
    void helpers.setTouched(true, false);
  };
  return (
    <StyledGroup id={id} $columns={columns} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <StyledLegend>{legend}</StyledLegend>
      {options.map((option) => {
        const checkbox = (
          <Checkbox
            key={option.id}
            id={option.id}
            name={name}
            value={option.value}
            checked={field.value.includes(option.value)}
            aria-describedby={option.hint ? `${option.id}-hint` : undefined}
            label={option.label}
            onChange={(change) => toggle(option.value, change.target.checked)}
          />
        );
        if (!option.hint) return checkbox;
        return (
          <div key={option.id}>
            {checkbox}
            <StyledHint id={`${option.id}-hint`}>{option.hint}</StyledHint>
          </div>
        );
      })}
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledGroup>
  );
}
