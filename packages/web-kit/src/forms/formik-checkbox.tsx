import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Checkbox } from '@inkwell/ui-kit';

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FormikCheckboxProps {
  name: string;
  label: ReactNode;
  id?: string;
}

/** A checkbox bound to a boolean Formik field, with its error below once touched. */
export function FormikCheckbox({ name, label, id = name }: FormikCheckboxProps) {
  // A boolean field: Formik drives `checked`; a `value` attribute would turn it into an array field.
  const [{ value: _value, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const error = meta.touched ? meta.error : undefined;
  const errorId = `${id}-error`;
  return (
    <div>
      <Checkbox
        id={id}
        {...field}
        label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </div>
  );
}
