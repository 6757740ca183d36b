import { StyledErrors } from './styled';

export interface ElementErrorsProps {
  id: string;
  messages: readonly string[];
}

/** The messages about one element, right at it; its controls point here with aria-describedby. */
export function ElementErrors({ id, messages }: ElementErrorsProps) {
  if (messages.length === 0) return null;
  return (
    <StyledErrors id={id}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </StyledErrors>
  );
}
