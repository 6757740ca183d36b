import type { ReactNode, Ref } from 'react';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import type { DepositDialogLabels } from './labels';
import { StyledStepActions } from './styled';

export interface BillingStepProps {
  valid: boolean;
  summary?: ReactNode;
  labels: DepositDialogLabels;
  onEdit: () => void;
  /** the edit button, which takes focus again when the app's billing form closes */
  editRef?: Ref<HTMLButtonElement>;
  onNext: () => void;
}

/** Step 1: who the deposit invoice is made out to; the app's billing form edits it. */
export function BillingStep({ valid, summary, labels, onEdit, editRef, onNext }: BillingStepProps) {
  return (
    <>
      {summary}
      {!valid && <Alert variant="warning">{labels.billingInvalid}</Alert>}
      <StyledStepActions>
        <Button ref={editRef} variant="secondary" onClick={onEdit}>
          {labels.editBilling}
        </Button>
        <Button onClick={onNext} disabled={!valid}>
          {labels.next}
        </Button>
      </StyledStepActions>
    </>
  );
}
