import { useId } from 'react';
import styled from 'styled-components';
import { Alert, Button, useToast } from '@inkwell/ui-kit';

export interface SecretOnceTexts {
  /** why it is shown only now */
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

export interface SecretOnceProps {
  secret: string;
  texts: SecretOnceTexts;
  testId?: string;
}

/** A secret is long and unbroken: it wraps anywhere rather than widening the dialog past a phone's screen. */
const StyledSecret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[2]}px;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.fonts.mono};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const StyledLabel = styled.p`
  margin: 0;
`;

/**
 * A secret core-api hands out once (an API key, a webhook's signing secret): the warning that it cannot be shown
 * again, the secret itself and a copy button. core-api never answers it again, so closing the dialog forgets it.
 */
export function SecretOnce({ secret, texts, testId }: SecretOnceProps) {
  const toast = useToast();
  const labelId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.show(texts.copied, 'success');
    } catch {
      toast.show(texts.copyFailed, 'danger');
    }
  };
  return (
    <>
      <Alert variant="warning">{texts.warning}</Alert>
      <StyledLabel id={labelId}>{texts.label}</StyledLabel>
      <StyledSecret aria-labelledby={labelId} data-testid={testId}>
        {secret}
      </StyledSecret>
      <div>
        <Button variant="secondary" onClick={() => void copy()}>
          {texts.copy}
        </Button>
      </div>
    </>
  );
}
