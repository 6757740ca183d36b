import type { ComponentPropsWithRef } from 'react';
import { StyledTextArea } from './styled';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** Marks the value as wrong: danger border and `aria-invalid`. */
  invalid?: boolean;
}

/** A multi-line text input that looks like `TextField`. */
export function TextArea({ invalid, ...rest }: TextAreaProps) {
  return <StyledTextArea aria-invalid={invalid || undefined} {...rest} />;
}
