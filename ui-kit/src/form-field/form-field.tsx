import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { StyledError, StyledFormField, StyledHint, StyledLabel, StyledRequiredMark } from './styled';

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: ReactNode;
  /** The id of the control; the label points at it and hint/error ids derive from it. */
  htmlFor: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

type DescribableProps = {
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

export function FormField({ label, htmlFor, error, hint, required = false, children, ...rest }: FormFieldProps) {
  const hintId = hint ? `${htmlFor}-hint` : undefined;
  const errorId = error ? `${htmlFor}-error` : undefined;

  // Screen readers announce hint, error and required state with the control only when it carries them.
  const control = isValidElement<DescribableProps>(children)
    ? cloneElement(children as ReactElement<DescribableProps>, {
        'aria-describedby':
          [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : children.props['aria-invalid'],
        'aria-required': required || children.props['aria-required'],
      })
    : children;

  return (
    <StyledFormField {...rest}>
      <StyledLabel htmlFor={htmlFor}>
        {label}
        {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
      </StyledLabel>
      {control}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledFormField>
  );
}
